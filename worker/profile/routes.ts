import { Hono } from 'hono';
import { idParamSchema } from '../../contract/auth';
import {
  aboutFamilySchema,
  additionalInfoSchema,
  basicDetailsSchema,
  contactDetailsSchema,
  familyDetailsSchema,
  horoscopeSchema,
  lifeStyleDetailsSchema,
  locationDetailsSchema,
  professionalDetailsSchema,
  religionDetailsSchema,
  updateUniqueIdSchema,
} from '../../contract/profile';
import { requireMember, requireSelf } from '../http/auth';
import type { AppEnv } from '../http/context';
import { ok, unchanged } from '../http/envelope';
import { body, params } from '../http/validate';
import { previewOf } from './preview';
import { profileWithCompleteness, saveSection, saveUniqueId } from './save';

/**
 * `PUT /user/update/{section}/{id}` was `/update/horoscope/block` of the settings domain
 * too; the member id of these paths is a UUID, so `block` never matches here.
 */
const MEMBER_ID = ':id{[0-9a-fA-F-]{36}}';

/** `/api/user` endpoints of the profile domain: the sections, completeness, my profile and its preview. */
export const profileRoutes = new Hono<AppEnv>()
  .put(`/user/update/basicDetails/${MEMBER_ID}`, requireMember, params(idParamSchema), body(basicDetailsSchema), async (c) =>
    ok(c, await saveSection(c.var.deps, c.var.session, c.req.valid('param').id, 'basicDetails', c.req.valid('json'))),
  )
  .put(`/user/update/contactDetails/${MEMBER_ID}`, requireMember, params(idParamSchema), body(contactDetailsSchema), async (c) =>
    ok(c, await saveSection(c.var.deps, c.var.session, c.req.valid('param').id, 'contactDetails', c.req.valid('json'))),
  )
  .put(`/user/update/locationDetails/${MEMBER_ID}`, requireMember, params(idParamSchema), body(locationDetailsSchema), async (c) =>
    ok(c, await saveSection(c.var.deps, c.var.session, c.req.valid('param').id, 'locationDetails', c.req.valid('json'))),
  )
  .put(`/user/update/additionalInfo/${MEMBER_ID}`, requireMember, params(idParamSchema), body(additionalInfoSchema), async (c) =>
    ok(c, await saveSection(c.var.deps, c.var.session, c.req.valid('param').id, 'additionalInfo', c.req.valid('json'))),
  )
  .put(`/user/update/horoscope/${MEMBER_ID}`, requireMember, params(idParamSchema), body(horoscopeSchema), async (c) =>
    ok(c, await saveSection(c.var.deps, c.var.session, c.req.valid('param').id, 'horoscope', c.req.valid('json'))),
  )
  .put(`/user/update/religionDetails/${MEMBER_ID}`, requireMember, params(idParamSchema), body(religionDetailsSchema), async (c) =>
    ok(c, await saveSection(c.var.deps, c.var.session, c.req.valid('param').id, 'religionDetails', c.req.valid('json'))),
  )
  .put(`/user/update/professionalDetails/${MEMBER_ID}`, requireMember, params(idParamSchema), body(professionalDetailsSchema), async (c) =>
    ok(c, await saveSection(c.var.deps, c.var.session, c.req.valid('param').id, 'professionalDetails', c.req.valid('json'))),
  )
  .put(`/user/update/aboutFamily/${MEMBER_ID}`, requireMember, params(idParamSchema), body(aboutFamilySchema), async (c) =>
    ok(c, await saveSection(c.var.deps, c.var.session, c.req.valid('param').id, 'aboutFamily', c.req.valid('json'))),
  )
  .put(`/user/update/lifeStyleDetails/${MEMBER_ID}`, requireMember, params(idParamSchema), body(lifeStyleDetailsSchema), async (c) =>
    ok(c, await saveSection(c.var.deps, c.var.session, c.req.valid('param').id, 'lifeStyleDetails', c.req.valid('json'))),
  )
  .put(`/user/update/familyDetails/${MEMBER_ID}`, requireMember, params(idParamSchema), body(familyDetailsSchema), async (c) =>
    ok(c, await saveSection(c.var.deps, c.var.session, c.req.valid('param').id, 'familyDetails', c.req.valid('json'))),
  )
  .put(`/user/update/updateUniqueId/${MEMBER_ID}`, requireMember, params(idParamSchema), body(updateUniqueIdSchema), async (c) => {
    const { unchanged: same, ...result } = await saveUniqueId(c.var.deps, c.var.session, c.req.valid('param').id, c.req.valid('json').uniqueId);
    return same ? unchanged(c, result) : ok(c, result);
  })
  .get('/user/getProfilePercentage/:id', requireMember, params(idParamSchema), async (c) => {
    const id = c.req.valid('param').id;
    requireSelf(c.var.session, id);
    const { completeness } = await profileWithCompleteness(c.var.deps, id);
    return ok(c, { data: completeness });
  })
  .get('/user/getMyProfile/:id', requireMember, params(idParamSchema), async (c) => {
    const id = c.req.valid('param').id;
    requireSelf(c.var.session, id);
    return ok(c, { data: await profileWithCompleteness(c.var.deps, id) });
  })
  .get('/user/profilePreview/:id', requireMember, params(idParamSchema), async (c) => {
    const id = c.req.valid('param').id;
    requireSelf(c.var.session, id);
    return ok(c, { data: await previewOf(c.var.deps, id) });
  });
