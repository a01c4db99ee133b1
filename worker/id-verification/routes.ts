import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ID_DOCUMENT_MAX_BYTES, ID_VERIFICATION_TEXT, idVerificationUploadSchema } from '../../contract/id-verification';
import { requireMember } from '../http/auth';
import type { AppEnv } from '../http/context';
import { ok } from '../http/envelope';
import { badRequest } from '../http/errors';
import { form } from '../http/validate';
import { myIdVerification, sendIdVerification } from './upload';

/** Two images and the form's fields; past this the upload is refused before it is read. */
const uploadLimit = bodyLimit({
  maxSize: 2 * ID_DOCUMENT_MAX_BYTES + 64 * 1024,
  onError: () => {
    throw badRequest(ID_VERIFICATION_TEXT.uploadTooBig);
  },
});

/** The member's side of ID verification (issue 24, decision 0957): their request's state, and sending one. */
export const idVerificationRoutes = new Hono<AppEnv>()
  .get('/user/idVerification', requireMember, async (c) => {
    return ok(c, { data: await myIdVerification(c.var.deps, c.var.session.userId) });
  })
  .post('/user/idVerification', requireMember, uploadLimit, form(idVerificationUploadSchema), async (c) => {
    const me = c.var.session.userId;
    await sendIdVerification(c.var.deps, me, c.req.valid('form'));
    return ok(c, { message: ID_VERIFICATION_TEXT.sent, data: await myIdVerification(c.var.deps, me) });
  });
