import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../app';
import type { AppDeps } from '../deps';
import { memberWithSession } from '../test/factories';
import { expectLogged } from '../test/clean-run';
import { createTestApp, type AnswerBody, type TestApp } from '../test/harness';
import { diskPictureStore, type PictureStore } from './store';
import { SWEEP_MIN_AGE_MS, sweepPictureFiles } from './sweep';
import { jpegWithMetadata, pngWithMetadata } from './test-images';

/**
 * The picture store failing under a request (issue 20 §3.2, §3.3): a disk that fills up while an
 * upload is written, and a store that cannot delete. The disk store writes through the kernel's
 * /dev/full, which answers every write with ENOSPC, after part of the file reached the folder.
 */
let t: TestApp;
let dir: string;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function appOver(pictures: PictureStore) {
  const deps: AppDeps = { ...t.deps, pictures };
  return createApp(deps);
}

/** Writes half the bytes to the `.part` file, then fails as a full disk does. */
async function diskFillsUp(file: string, bytes: Uint8Array): Promise<void> {
  await writeFile(file, bytes.subarray(0, bytes.length >> 1));
  await writeFile('/dev/full', bytes);
}

async function send(app: ReturnType<typeof createApp>, method: string, url: string, token: string, body?: FormData) {
  const res = await app.request(url, { method, body, headers: { jwt: token } });
  return { status: res.status, body: (await res.json()) as AnswerBody };
}

const uploadForm = async () => {
  const form = new FormData();
  form.append('pictures', new File([(await pngWithMetadata()) as BlobPart], 'a.png', { type: 'image/png' }));
  form.append('pictures', new File([jpegWithMetadata() as BlobPart], 'b.jpg', { type: 'image/jpeg' }));
  return form;
};

describe('an upload when the picture disk is full', () => {
  test('answers 507 with a sentence, keeps no row, leaves no .part or picture file, and logs one line without a stack', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'sambandh-full-'));
    const fullLine = expectLogged(/^Storage full: the picture disk/);
    let writes = 0;
    // The first file of the batch is written whole; the disk is full by the second.
    const store = diskPictureStore(dir, async (file, bytes) => (writes++ === 0 ? writeFile(file, bytes) : diskFillsUp(file, bytes)));
    const app = await appOver(store);
    const m = await memberWithSession(t);
    const res = await send(app, 'POST', '/api/user/update/uploadPictures', m.token, await uploadForm());
    expect(res.status).toBe(507);
    expect(res.body).toEqual({ code: 507, error: 'Our storage is full, so this could not be saved and nothing was changed. Please try again later.' });
    expect(await readdir(dir)).toEqual([]);
    expect(await t.deps.database.db.selectFrom('member_pictures').select('name').where('user_id', '=', m.id).execute()).toEqual([]);
    expect(fullLine.calls).toHaveLength(1);
    expect(fullLine.calls[0]!.every((arg: unknown) => typeof arg === 'string')).toBe(true);
  });
});

describe('deleting a picture when the store cannot delete', () => {
  test('answers by what was committed (the row is gone), and the sweep removes the file later', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'sambandh-failing-'));
    const staysLine = expectLogged(/^Picture \S+ stays in the store until the sweep: Error: The picture store is unavailable/);
    const disk = diskPictureStore(dir);
    const m = await memberWithSession(t);
    const form = new FormData();
    form.append('pictures', new File([(await pngWithMetadata()) as BlobPart], 'a.png', { type: 'image/png' }));
    expect((await send(await appOver(disk), 'POST', '/api/user/update/uploadPictures', m.token, form)).status).toBe(200);
    const [name] = await readdir(dir);
    // The store is out of reach when the member deletes (R2 or a disk that errs).
    const failing: PictureStore = { ...disk, delete: async () => Promise.reject(new Error('The picture store is unavailable.')) };
    const res = await send(await appOver(failing), 'DELETE', `/api/user/deleteImage?url=${name}`, m.token);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Picture deleted.');
    expect(res.body.data.pictures).toEqual([]);
    expect(await t.deps.database.db.selectFrom('member_pictures').select('name').where('user_id', '=', m.id).execute()).toEqual([]);
    expect(await readdir(dir)).toEqual([name]);
    expect(staysLine.calls).toHaveLength(1);
    const swept = await sweepPictureFiles(t.deps.database, dir, Date.now() + SWEEP_MIN_AGE_MS + 1000);
    expect(swept).toEqual({ orphans: 1, parts: 0 });
    expect(await readdir(dir)).toEqual([]);
  });
});
