import { Hono, type Context } from 'hono';
import {
  casteChildInputSchema,
  casteChildListQuerySchema,
  casteInputSchema,
  casteListQuerySchema,
  idParamSchema,
  lifestyleChangeSchema,
  lifestyleQuerySchema,
  mergeSchema,
  religionInputSchema,
  religionListQuerySchema,
  renameSchema,
} from '../../../contract/admin/reference';
import type { AppEnv } from '../../http/context';
import { requireAdmin } from '../../http/auth';
import { ok, unchanged } from '../../http/envelope';
import { body, params, query } from '../../http/validate';
import { describeUse } from './community';
import { addEntry, listEntries, removeEntry, renameEntry } from './entries';
import { changeLifestyle, lifestyleOptions } from './lifestyle';
import { mergeEntry } from './merge';

/** The answer of a rename: code 4 when the name was already exactly that. */
const renameAnswer = (c: Context, done: boolean, name: string) => (done ? ok(c, { message: `Renamed to ${name}.` }) : unchanged(c, { message: 'The name is already that.' }));
const addAnswer = (c: Context, entry: { _id: string; name: string }) => ok(c, { message: `${entry.name} was added.`, data: entry });
const removeAnswer = (c: Context, entry: { name: string }) => ok(c, { message: `${entry.name} was removed.` });
const mergeAnswer = (c: Context, r: Awaited<ReturnType<typeof mergeEntry>>) =>
  ok(c, { message: `${r.from} was merged into ${r.into}${r.moved.members || r.moved.preferences ? `: ${describeUse(r.moved)} moved` : ''}.`, data: r });

/** Spec §7 Admin: religions, castes, sub-castes, gotras and lifestyle options (decision 0804); merges are ours. */
export const referenceAdminRoutes = new Hono<AppEnv>()
  .post('/admin/addReligion', requireAdmin, body(religionInputSchema), async (c) =>
    addAnswer(c, await addEntry(c.var.deps, c.var.session, 'religion', null, c.req.valid('json').name)),
  )
  .get('/admin/getReligions', requireAdmin, query(religionListQuerySchema), async (c) => ok(c, { ...(await listEntries(c.var.deps, 'religion', c.req.valid('query'), null)) }))
  .put('/admin/updateReligion/:id', requireAdmin, params(idParamSchema), body(religionInputSchema), async (c) => {
    const { name } = c.req.valid('json');
    return renameAnswer(c, await renameEntry(c.var.deps, c.var.session, 'religion', c.req.valid('param').id, name), name);
  })
  .delete('/admin/removeReligion/:id', requireAdmin, params(idParamSchema), async (c) =>
    removeAnswer(c, await removeEntry(c.var.deps, c.var.session, 'religion', c.req.valid('param').id)),
  )

  .post('/admin/addCaste', requireAdmin, body(casteInputSchema), async (c) => {
    const { religionId, name } = c.req.valid('json');
    return addAnswer(c, await addEntry(c.var.deps, c.var.session, 'caste', religionId, name));
  })
  .get('/admin/getCastes', requireAdmin, query(casteListQuerySchema), async (c) => {
    const q = c.req.valid('query');
    return ok(c, { ...(await listEntries(c.var.deps, 'caste', q, q.religionId)) });
  })
  .post('/admin/updateCaste', requireAdmin, body(renameSchema), async (c) => {
    const { id, name } = c.req.valid('json');
    return renameAnswer(c, await renameEntry(c.var.deps, c.var.session, 'caste', id, name), name);
  })
  .delete('/admin/removeCaste/:id', requireAdmin, params(idParamSchema), async (c) =>
    removeAnswer(c, await removeEntry(c.var.deps, c.var.session, 'caste', c.req.valid('param').id)),
  )
  .post('/admin/mergeCaste', requireAdmin, body(mergeSchema), async (c) => mergeAnswer(c, await mergeEntry(c.var.deps, c.var.session, 'caste', c.req.valid('json'))))

  .post('/admin/addSubCaste', requireAdmin, body(casteChildInputSchema), async (c) => {
    const { casteId, name } = c.req.valid('json');
    return addAnswer(c, await addEntry(c.var.deps, c.var.session, 'subCaste', casteId, name));
  })
  .get('/admin/getSubCastes', requireAdmin, query(casteChildListQuerySchema), async (c) => {
    const q = c.req.valid('query');
    return ok(c, { ...(await listEntries(c.var.deps, 'subCaste', q, q.casteId)) });
  })
  .post('/admin/updateSubCaste', requireAdmin, body(renameSchema), async (c) => {
    const { id, name } = c.req.valid('json');
    return renameAnswer(c, await renameEntry(c.var.deps, c.var.session, 'subCaste', id, name), name);
  })
  .delete('/admin/removeSubCaste/:id', requireAdmin, params(idParamSchema), async (c) =>
    removeAnswer(c, await removeEntry(c.var.deps, c.var.session, 'subCaste', c.req.valid('param').id)),
  )
  .post('/admin/mergeSubCaste', requireAdmin, body(mergeSchema), async (c) => mergeAnswer(c, await mergeEntry(c.var.deps, c.var.session, 'subCaste', c.req.valid('json'))))

  .post('/admin/addGotra', requireAdmin, body(casteChildInputSchema), async (c) => {
    const { casteId, name } = c.req.valid('json');
    return addAnswer(c, await addEntry(c.var.deps, c.var.session, 'gotra', casteId, name));
  })
  .get('/admin/getGotras', requireAdmin, query(casteChildListQuerySchema), async (c) => {
    const q = c.req.valid('query');
    return ok(c, { ...(await listEntries(c.var.deps, 'gotra', q, q.casteId)) });
  })
  .post('/admin/updateGotra', requireAdmin, body(renameSchema), async (c) => {
    const { id, name } = c.req.valid('json');
    return renameAnswer(c, await renameEntry(c.var.deps, c.var.session, 'gotra', id, name), name);
  })
  .delete('/admin/removeGotra/:id', requireAdmin, params(idParamSchema), async (c) =>
    removeAnswer(c, await removeEntry(c.var.deps, c.var.session, 'gotra', c.req.valid('param').id)),
  )
  .post('/admin/mergeGotra', requireAdmin, body(mergeSchema), async (c) => mergeAnswer(c, await mergeEntry(c.var.deps, c.var.session, 'gotra', c.req.valid('json'))))

  .get('/admin/getLifeStyleOptions', requireAdmin, query(lifestyleQuerySchema), async (c) => {
    const { kind } = c.req.valid('query');
    return ok(c, { data: { kind, options: await lifestyleOptions(c.var.deps, kind) } });
  })
  .post('/admin/updateLifeStyleOptions', requireAdmin, body(lifestyleChangeSchema), async (c) => {
    const message = await changeLifestyle(c.var.deps, c.var.session, c.req.valid('json'));
    return message ? ok(c, { message }) : unchanged(c, { message: 'The name is already that.' });
  });
