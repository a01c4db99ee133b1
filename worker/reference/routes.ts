import { Hono } from 'hono';
import { sql } from 'kysely';
import {
  casteParamSchema,
  countryParamSchema,
  stateParamSchema,
  visitorQuerySchema,
} from '../../contract/reference';
import { SERVER_TEXT } from '../../contract/server-texts';
import type { AppEnv } from '../http/context';
import { captchaSettingOf, requireCaptcha } from '../http/captcha';
import { ok } from '../http/envelope';
import { notFound, tooManyRequests } from '../http/errors';
import { body, params } from '../http/validate';
import { pickerName } from '../i18n/reference-names';
import { requestLocale } from '../i18n/request-locale';
import { newId } from '../ids';
import { currentReferenceData } from './load';
import { homeCountryFirst, largestFirst } from './place-order';
import { cityOf, countryOf, planOf } from './mappers';
import { m } from '../../contract/i18n/paraglide/messages';

/** A visitor may send this many queries per hour from one address: enough for people, not for spam. */
const QUERIES_PER_HOUR = 5;
const HOUR_MS = 3_600_000;

/** Public reference data (spec §7 "App (public)"), mounted at /api/app. No token needed. */
export const referenceRoutes = new Hono<AppEnv>()
  .get('/app/getData', async (c) => {
    const data = await currentReferenceData(c.var.deps.database, requestLocale(c));
    return ok(c, { data: { ...data, captcha: captchaSettingOf(c.var.deps.config), site: c.var.deps.config.siteContact } });
  })

  .get('/app/get-countries', async (c) => {
    const rows = await homeCountryFirst(c.var.deps.database.db.selectFrom('countries').select(['id', 'name', 'phone_code'])).execute();
    return ok(c, { data: rows.map((r) => ({ ...countryOf(r), ...pickerName('country', r.name) })) });
  })

  .get('/app/get-states/:country', params(countryParamSchema), async (c) => {
    const { country } = c.req.valid('param');
    const { db } = c.var.deps.database;
    const [found, states] = await Promise.all([
      db.selectFrom('countries').select('id').where('id', '=', country).executeTakeFirst(),
      largestFirst(db.selectFrom('states').select(['id', 'name', 'country_id']).where('country_id', '=', country)).execute(),
    ]);
    if (!found) throw notFound(m.server_no_such_country({ country }));
    return ok(c, { data: states.map((s) => ({ _id: s.id, ...pickerName('state', s.name), countryId: s.country_id })) });
  })

  .get('/app/get-cities/:state', params(stateParamSchema), async (c) => {
    const { state } = c.req.valid('param');
    const { db } = c.var.deps.database;
    const [found, cities] = await Promise.all([
      db.selectFrom('states').select('id').where('id', '=', state).executeTakeFirst(),
      largestFirst(db.selectFrom('cities').select(['id', 'name', 'state_id', 'latitude', 'longitude']).where('state_id', '=', state)).execute(),
    ]);
    if (!found) throw notFound(m.server_no_such_state({ state }));
    return ok(c, { data: cities.map((r) => ({ ...cityOf(r), ...pickerName('city', r.name) })) });
  })

  .get('/app/get-gotras-subCastes/:id', params(casteParamSchema), async (c) => {
    const { id } = c.req.valid('param');
    const { db } = c.var.deps.database;
    const [caste, gotras, subCastes] = await Promise.all([
      db.selectFrom('castes').select('id').where('id', '=', id).executeTakeFirst(),
      db.selectFrom('gotras').select(['id', 'name', 'caste_id']).where('caste_id', '=', id).orderBy('sort').orderBy('name').execute(),
      db.selectFrom('sub_castes').select(['id', 'name', 'caste_id']).where('caste_id', '=', id).orderBy('sort').orderBy('name').execute(),
    ]);
    if (!caste) throw notFound(m.server_no_such_caste());
    return ok(c, {
      data: {
        gotras: gotras.map((g) => ({ _id: g.id, name: g.name, casteId: g.caste_id })),
        subCastes: subCastes.map((s) => ({ _id: s.id, name: s.name, casteId: s.caste_id })),
      },
    });
  })

  .get('/app/plans', async (c) => {
    const rows = await c.var.deps.database.db.selectFrom('plans').selectAll().orderBy('sort').orderBy('price').execute();
    return ok(c, { plans: rows.map(planOf) });
  })

  .post('/app/query', requireCaptcha, body(visitorQuerySchema), async (c) => {
    const input = c.req.valid('json');
    const { db } = c.var.deps.database;
    const now = c.var.deps.now();
    const ip = c.var.ip;
    if (ip) {
      const recent = await db
        .selectFrom('visitor_queries')
        .select(sql<number>`count(*)`.as('n'))
        .where('ip', '=', ip)
        .where('created_at', '>', now - HOUR_MS)
        .executeTakeFirstOrThrow();
      if (Number(recent.n) >= QUERIES_PER_HOUR) {
        throw tooManyRequests(m.server_too_many_queries());
      }
    }
    await db
      .insertInto('visitor_queries')
      .values({
        id: newId(),
        name: input.name,
        email: input.email,
        phone: input.phone || null,
        subject: input.subject,
        message: input.message,
        user_id: c.var.session?.userId ?? null,
        ip,
        created_at: now,
        updated_at: now,
        // The page's language: the reply is mailed in it (a visitor has no account to say it).
        language: requestLocale(c),
      })
      .execute();
    return ok(c, { message: SERVER_TEXT.queryReceived });
  });
