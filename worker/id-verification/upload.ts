import { ID_VERIFICATION_TEXT, type IdDocumentType, type MyIdVerification } from '../../contract/id-verification';
import type { AppDeps } from '../deps';
import { ApiError, conflict } from '../http/errors';
import { newId } from '../ids';
import { acceptPicture } from '../pictures/uploads';
import { deleteIdDocuments, idDocumentsOf } from './store';

/** The member's latest request and their badge, as /setting shows them. */
export async function myIdVerification(deps: AppDeps, userId: string): Promise<MyIdVerification> {
  const { db } = deps.database;
  const [user, latest] = await Promise.all([
    db.selectFrom('users').select('id_verified_at').where('id', '=', userId).executeTakeFirst(),
    db
      .selectFrom('id_verifications')
      .select(['status', 'document_type', 'reason', 'created_at', 'decided_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),
  ]);
  if (!latest) return { status: 'none', documentType: null, reason: null, sentAt: null, decidedAt: null };
  const status = latest.status === 'approved' && user?.id_verified_at == null ? 'lapsed' : latest.status;
  return { status, documentType: latest.document_type, reason: latest.reason, sentAt: latest.created_at, decidedAt: latest.decided_at };
}

/**
 * Checks both images as pictures are checked (type by content, size, pixels; metadata such as the
 * GPS position stripped), stores them apart from pictures, then adds the request. One waits at a
 * time: the insert is ignored when another is pending (the unique index), and the bytes go again.
 */
export async function sendIdVerification(deps: AppDeps, userId: string, input: { documentType: IdDocumentType; document: File; selfie: File }): Promise<void> {
  const store = idDocumentsOf(deps);
  if (!store) throw new ApiError(503, ID_VERIFICATION_TEXT.notSetUp);
  const now = await myIdVerification(deps, userId);
  if (now.status === 'pending') throw conflict(ID_VERIFICATION_TEXT.alreadyPending);
  if (now.status === 'approved') throw conflict(ID_VERIFICATION_TEXT.alreadyVerified);
  const document = await acceptPicture(input.document, 'document');
  const selfie = await acceptPicture(input.selfie, 'selfie');
  await Promise.all([store.put(document.name, document.bytes, document.contentType), store.put(selfie.name, selfie.bytes, selfie.contentType)]).catch(async (err: unknown) => {
    await deleteIdDocuments(store, [document.name, selfie.name]);
    throw err;
  });
  const id = newId();
  const { db } = deps.database;
  try {
    await db
      .insertInto('id_verifications')
      .values({ id, user_id: userId, document_type: input.documentType, document_name: document.name, selfie_name: selfie.name, status: 'pending', created_at: deps.now() })
      .onConflict((oc) => oc.doNothing())
      .execute();
  } catch (err) {
    await deleteIdDocuments(store, [document.name, selfie.name]);
    throw err;
  }
  const row = await db.selectFrom('id_verifications').select('id').where('id', '=', id).executeTakeFirst();
  if (!row) {
    await deleteIdDocuments(store, [document.name, selfie.name]);
    throw conflict(ID_VERIFICATION_TEXT.alreadyPending);
  }
}
