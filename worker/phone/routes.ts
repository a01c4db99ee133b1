import { Hono } from 'hono';
import { formatPhone, PHONE_TEXT, sendOtpSchema, verifyOtpSchema } from '../../contract/phone';
import { requireMember } from '../http/auth';
import type { AppEnv } from '../http/context';
import { ok, unchanged } from '../http/envelope';
import { body } from '../http/validate';
import { phoneStatus, sendPhoneCode, verifyPhoneCode } from './phone-codes';

/** `/api/user/phone…`: the member's own phone, verified by an SMS code (issue 24). */
export const phoneRoutes = new Hono<AppEnv>()
  .get('/user/phone', requireMember, async (c) => ok(c, { data: await phoneStatus(c.var.deps, c.var.session.userId) }))
  .post('/user/phone/sendOtp', requireMember, body(sendOtpSchema), async (c) => {
    const { phone } = c.req.valid('json');
    const deps = c.var.deps;
    const status = await phoneStatus(deps, c.var.session.userId);
    if (status.verifiedAt !== null && status.phone === phone) return unchanged(c, { message: PHONE_TEXT.alreadyVerified });
    await sendPhoneCode(deps, c.var.session.userId, phone, c.var.ip);
    return ok(c, { message: PHONE_TEXT.sent(formatPhone(phone)) });
  })
  .post('/user/phone/verifyOtp', requireMember, body(verifyOtpSchema), async (c) => {
    await verifyPhoneCode(c.var.deps, c.var.session.userId, c.req.valid('json').code, c.var.ip);
    return ok(c, { message: PHONE_TEXT.verified });
  });
