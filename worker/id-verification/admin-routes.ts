import { Hono } from 'hono';
import { z } from 'zod';
import { ID_REVIEW_TEXT, idDocumentPartSchema, idVerificationDecisionSchema, idVerificationListQuerySchema } from '../../contract/admin/id-verifications';
import { auditEntry } from '../admin/audit';
import { requireAdmin } from '../http/auth';
import type { AppEnv } from '../http/context';
import { ok, unchanged } from '../http/envelope';
import { ApiError, notFound } from '../http/errors';
import { body, params, query } from '../http/validate';
import { findIdVerification, listIdVerifications } from './admin-list';
import { decideIdVerification } from './decide';
import { idDocumentsOf } from './store';

const idParamSchema = z.object({ id: z.string().min(1).max(64) });

/**
 * The ID review queue (issue 24, decisions 0956 and 0957): the list, one request, its two images
 * (administrators only, each view in the audit trail, never cached) and the decision.
 */
export const adminIdVerificationRoutes = new Hono<AppEnv>()
  .get('/admin/idVerifications', requireAdmin, query(idVerificationListQuerySchema), async (c) => {
    return ok(c, { ...(await listIdVerifications(c.var.deps, c.req.valid('query'))) });
  })
  .get('/admin/idVerifications/:id', requireAdmin, params(idParamSchema), async (c) => {
    const found = await findIdVerification(c.var.deps, c.req.valid('param').id);
    if (!found) throw notFound(ID_REVIEW_TEXT.notFound);
    return ok(c, { data: found.request });
  })
  .get('/admin/idVerifications/:id/:part', requireAdmin, params(idDocumentPartSchema), async (c) => {
    const deps = c.var.deps;
    const { id, part } = c.req.valid('param');
    const found = await findIdVerification(deps, id);
    if (!found) throw notFound(ID_REVIEW_TEXT.notFound);
    const name = part === 'document' ? found.documentName : found.selfieName;
    const stored = name ? await idDocumentsOf(deps)?.get(name) : null;
    if (!stored) throw new ApiError(410, ID_REVIEW_TEXT.gone);
    const { member } = found.request;
    // Recorded before the bytes leave: no view without its entry.
    await deps.database.batch([
      auditEntry(deps, c.var.session, {
        action: `idVerification.view${part === 'document' ? 'Document' : 'Selfie'}`,
        targetType: 'member',
        targetId: member._id,
        targetLabel: member.profileId ? `${member.name} (${member.profileId})` : member.name,
        after: { request: id, documentType: found.request.documentType },
      }),
    ]);
    return c.body(stored.bytes as Uint8Array<ArrayBuffer>, 200, {
      'content-type': stored.contentType,
      'cache-control': 'no-store',
      'content-disposition': 'inline',
      'x-content-type-options': 'nosniff',
    });
  })
  .post('/admin/idVerifications/:id', requireAdmin, params(idParamSchema), body(idVerificationDecisionSchema), async (c) => {
    const deps = c.var.deps;
    const { id } = c.req.valid('param');
    const decision = c.req.valid('json');
    const { changed } = await decideIdVerification(deps, c.var.session, id, decision);
    const data = (await findIdVerification(deps, id))?.request;
    if (!changed) return unchanged(c, { message: ID_REVIEW_TEXT.decided, data });
    const name = data?.member.name ?? '';
    return ok(c, { message: decision.decision === 'approved' ? ID_REVIEW_TEXT.approved(name) : ID_REVIEW_TEXT.rejected(name), data });
  });
