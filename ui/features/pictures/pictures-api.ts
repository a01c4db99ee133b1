import { m } from '../../../contract/i18n/paraglide/messages';
import { PICTURE_TEXT, type MyPicture } from '../../../contract/pictures';
import { api, call, networkError, type ApiResult } from '../../lib/api';
import { updateSessionUser } from '../../lib/session';
import { sessionAtom } from '../../state/session';
import { appStore } from '../../state/store';

/** The pictures section's calls: the typed client for JSON, XMLHttpRequest for uploads (progress). */
export interface MyPictures {
  profilePicture: string;
  items: MyPicture[];
  limits: { maxCount: number; maxBytes: number };
}

export async function fetchMyPictures(userId: string): Promise<ApiResult<MyPictures>> {
  const res = await call(() => api.user.pictures[':id'].$get({ param: { id: userId } }));
  if (!res.ok) return res;
  const { profilePicture, own } = res.body.data;
  if (!own) return { ok: false, status: 403, error: m.pictures_not_yours(), fields: {} };
  syncHeaderPicture(profilePicture);
  return { ok: true, body: { profilePicture, items: own.items, limits: own.limits } };
}

export interface LoadedPictures {
  data: MyPictures | null;
  error: string | null;
}

/** A page's loader part: my pictures, or the server's sentence. */
export async function loadMyPictures(userId: string): Promise<LoadedPictures> {
  const res = await fetchMyPictures(userId);
  return res.ok ? { data: res.body, error: null } : { data: null, error: res.error };
}

/** The header avatar and the dashboard read the session user: give it the new profile picture. */
function syncHeaderPicture(profilePicture: string): void {
  const user = appStore.get(sessionAtom)?.userData;
  if (user && user.profilePicture !== profilePicture) updateSessionUser({ ...user, profilePicture });
}

export function setProfilePicture(name: string) {
  return call(() => api.user.setProfilePicture.$post({ json: { url: name } }));
}

export function deletePicture(name: string) {
  return call(() => api.user.deleteImage.$delete({ query: { url: name } }));
}

/** POST /user/update/uploadPictures with progress (0..1); the answer unwrapped like `call` does. */
export function uploadPictures(files: File[], onProgress: (fraction: number) => void): Promise<{ ok: true; message: string } | { ok: false; error: string }> {
  return new Promise((resolve) => {
    const form = new FormData();
    for (const f of files) form.append('pictures', f, f.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/user/update/uploadPictures');
    const token = appStore.get(sessionAtom)?.token;
    if (token) xhr.setRequestHeader('jwt', token);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onerror = () => resolve({ ok: false, error: networkError() });
    xhr.onload = () => {
      let body: { code?: number; message?: string; error?: string } = {};
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        /* not JSON: handled below */
      }
      if (xhr.status === 200 && body.code === 5) resolve({ ok: true, message: body.message ?? PICTURE_TEXT.uploaded });
      else resolve({ ok: false, error: body.error ?? (xhr.status >= 500 ? m.common_server_error() : m.pictures_upload_failed({ status: xhr.status })) });
    };
    xhr.send(form);
  });
}
