import type { AppDeps } from '../deps';
import type { PictureStore } from '../pictures/store';

/**
 * Where ID documents and selfies live: a store of their own (Node: DATA_DIR/id-documents;
 * Workers: the R2 bucket bound as ID_DOCUMENTS), never the pictures' one, so no picture address
 * can reach them (decision 0957). The same interface and name checks as pictures.
 */
export function idDocumentsOf(deps: AppDeps): PictureStore | null {
  return deps.idDocuments ?? null;
}

/** Deletes a request's bytes; true when all went. A store that fails leaves them for the sweep (sweep.ts). */
export async function deleteIdDocuments(store: PictureStore, names: ReadonlyArray<string | null>): Promise<boolean> {
  const results = await Promise.allSettled(names.filter((n): n is string => !!n).map((n) => store.delete(n)));
  const failed = results.find((r) => r.status === 'rejected');
  if (failed) console.error('An ID document stays in its store until the next sweep:', failed.reason);
  return !failed;
}

/** The names of a member's stored images, read before their account's rows go (account closure). */
export async function idDocumentNamesOf(deps: AppDeps, userId: string): Promise<string[]> {
  const rows = await deps.database.db.selectFrom('id_verifications').select(['document_name', 'selfie_name']).where('user_id', '=', userId).execute();
  return rows.flatMap((r) => [r.document_name, r.selfie_name]).filter((n): n is string => !!n);
}

/** After the rows are gone the names are too, so a failure here is only logged. */
export async function deleteIdDocumentsOf(deps: AppDeps, names: string[]): Promise<void> {
  const store = idDocumentsOf(deps);
  if (store && names.length) await deleteIdDocuments(store, names);
}
