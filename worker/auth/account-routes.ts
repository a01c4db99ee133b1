import { Hono } from 'hono';
import { sql, type SqlBool } from 'kysely';
import { changePasswordSchema, idParamSchema, registrationSchema, tokenQuerySchema } from '../../contract/auth';
import { TEXT } from '../../contract/texts';
import { SERVER_TEXT } from '../../contract/server-texts';
import { requireMember } from '../http/auth';
import { runInBackground } from '../http/background';
import { requireCaptcha } from '../http/captcha';
import type { AppEnv } from '../http/context';
import { badRequest } from '../http/errors';
import { ok } from '../http/envelope';
import { body, params, query } from '../http/validate';
import { m } from '../../contract/i18n/paraglide/messages';
import { newId } from '../ids';
import { notificationInsertIf } from '../notifications/notify';
import { sendRegistrationAttemptNotice, sendVerificationLink } from './mails';
import { consumeLink } from './one-time-links';
import { changePassword, requireOwnAccount } from './change-password';
import { hashPassword } from './passwords';
import { findUserByEmail } from './users';
import { withFreshProfileId } from '../profile/profile-id';
import { requestLocale } from '../i18n/request-locale';
import { AWAITING_CANDIDATE, familyRegistrationQueries } from '../managers/register';
import { candidateStandInEmail } from '../managers/invitations';

/** `/api/user`: sign-up, e-mail verification and password change of a member. */
export const accountRoutes = new Hono<AppEnv>()
  .post('/user/register', requireCaptcha, body(registrationSchema), async (c) => {
    const deps = c.var.deps;
    const input = c.req.valid('json');
    const db = deps.database.db;
    const [tongue, religion] = await Promise.all([
      db.selectFrom('mother_tongues').select('id').where('id', '=', input.motherTongueId).executeTakeFirst(),
      db.selectFrom('religions').select('id').where('id', '=', input.religionId).executeTakeFirst(),
    ]);
    if (!tongue) throw badRequest(m.server_choose_mother_tongue(), { motherTongueId: m.server_choose_mother_tongue() });
    if (!religion) throw badRequest(m.server_choose_religion(), { religionId: m.server_choose_religion() });
    // A taken address answers exactly as a free one, after the same hashing, and its owner is
    // told by e-mail: the answer never says whether an address has an account (decision 0009).
    const id = newId();
    const now = deps.now();
    const passwordHash = await hashPassword(input.password, deps.config.passwordHashMemoryKib);
    const accountExists = sql<SqlBool>`exists (select 1 from users where id = ${id})`;
    // For someone else: the one registering is the first manager, with an account of their own.
    const forFamily = input.profileFor === 'Self' ? null : familyRegistrationQueries(deps, input, id, passwordHash, requestLocale(c));
    // Two sign-ups may draw the same profile id: the UNIQUE index refuses the batch, and it runs
    // again with another (decision 0931).
    await withFreshProfileId((profileId) =>
      deps.database.batch([
        db
          .insertInto('users')
          .values({
            id,
            role: 2,
            email: forFamily ? candidateStandInEmail(id) : input.email,
            password_hash: passwordHash,
            ...(forFamily ? AWAITING_CANDIDATE : {}),
            name: input.name,
            gender: input.gender,
            dob: input.dob,
            profile_for: input.profileFor,
            mother_tongue_id: input.motherTongueId,
            religion_id: input.religionId,
            phone: input.phone,
            plan_id: null,
            profile_picture: null,
            // The page's language, until the member chooses one (decision 0963).
            language: requestLocale(c),
            // The declaration the schema required (decision 0961), recorded with its time.
            declared_at: now,
            created_at: now,
            updated_at: now,
            last_seen_at: null,
          })
          // The UNIQUE index decides, also between two sign-ups racing for one address.
          .onConflict((oc) => oc.column('email').doNothing()),
        // Every member can be found by a profile id from the start (issue 22 §2).
        db
          .insertInto('member_profiles')
          .columns(['user_id', 'unique_id', 'created_at', 'updated_at'])
          .expression(db.selectNoFrom((eb) => [eb.val(id).as('user_id'), eb.val(profileId).as('unique_id'), eb.val(now).as('created_at'), eb.val(now).as('updated_at')]).where(accountExists)),
        notificationInsertIf(
          deps,
          {
            userId: id,
            type: 'welcome',
            // The new member's language is the page's, recorded just above (decision 0963).
            content: m.server_note_welcome({ name: input.name }, { locale: requestLocale(c) }),
            link: '/dashboard',
          },
          accountExists,
        ),
        ...(forFamily?.queries ?? []),
      ]),
    );
    const owner = await findUserByEmail(deps, input.email);
    if (owner?.id === (forFamily?.accountId ?? id)) runInBackground(c, sendVerificationLink(deps, input.email, 'own sign-up'));
    else if (owner) runInBackground(c, sendRegistrationAttemptNotice(deps, owner, { ip: c.var.ip }));
    return ok(c, { message: SERVER_TEXT.registered });
  })
  .get('/user/verify', query(tokenQuerySchema), async (c) => {
    const deps = c.var.deps;
    const userId = await consumeLink(deps, c.req.valid('query').token, 'verify_email');
    if (!userId) throw badRequest(TEXT.linkInvalid);
    await deps.database.db
      .updateTable('users')
      .set({ is_email_verified: 1, updated_at: deps.now() })
      .where('id', '=', userId)
      .execute();
    return ok(c, { message: SERVER_TEXT.emailVerified });
  })
  .put('/user/changePass/:id', requireMember, params(idParamSchema), body(changePasswordSchema), async (c) => {
    // {id} is the account whose password it is: a family manager's own, never the candidate's (issue 27).
    requireOwnAccount(c.var.session, c.req.valid('param').id);
    await changePassword(c.var.deps, c.var.session, c.req.valid('json'), c.var.ip);
    return ok(c, { message: m.server_password_changed() });
  });
