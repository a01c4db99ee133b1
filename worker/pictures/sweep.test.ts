import { copyFile, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { parseConfig } from '../config';
import { openLibsql } from '../db/libsql';
import { startNodeServer } from '../node';
import { registerMember } from '../test/factories';
import { freePort } from '../test/free-port';
import { createTestApp, type TestApp } from '../test/harness';
import { SWEEP_MIN_AGE_MS, sweepPictureFiles } from './sweep';
import { newPictureName } from './uploads';

/** The start's sweep over a real folder and a real migrated database (docs/decisions/0424). */
let t: TestApp;
let dir: string;
let memberId: string;
beforeAll(async () => {
  t = await createTestApp();
  memberId = (await registerMember(t)).id;
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'sambandh-pictures-'));
  return () => rm(dir, { recursive: true, force: true });
});

const now = Date.now();
const TWO_HOURS_AGO = new Date(now - 2 * SWEEP_MIN_AGE_MS);

async function file(name: string, modified?: Date): Promise<string> {
  const full = path.join(dir, name);
  await writeFile(full, 'bytes');
  if (modified) await utimes(full, modified, modified);
  return name;
}

async function withRow(name: string): Promise<string> {
  await t.deps.database.db
    .insertInto('member_pictures')
    .values({ name, user_id: memberId, content_type: 'image/png', size: 5, created_at: now - 2 * SWEEP_MIN_AGE_MS })
    .execute();
  return name;
}

describe('sweepPictureFiles', () => {
  it('removes old pictures no row names and old .part files; keeps named, young and foreign files', async () => {
    const named = await withRow(await file(newPictureName('jpg'), TWO_HOURS_AGO));
    const orphanOld = await file(newPictureName('png'), TWO_HOURS_AGO);
    const orphanYoung = await file(newPictureName('webp'));
    const partOld = await file(`${newPictureName('jpg')}.part`, TWO_HOURS_AGO);
    const partYoung = await file(`${newPictureName('jpg')}.part`);
    const foreign = await file('README.txt', TWO_HOURS_AGO);

    expect(await sweepPictureFiles(t.deps.database, dir, now)).toEqual({ orphans: 1, parts: 1 });

    const left = await readdir(dir);
    expect(left.sort()).toEqual([named, orphanYoung, partYoung, foreign].sort());
    expect(left).not.toContain(orphanOld);
    expect(left).not.toContain(partOld);
  });

  it('asks the database a page at a time and keeps every named file among many orphans', async () => {
    const orphans = await Promise.all(Array.from({ length: 250 }, () => file(newPictureName('png'), TWO_HOURS_AGO)));
    const named = await Promise.all(Array.from({ length: 5 }, async () => withRow(await file(newPictureName('jpg'), TWO_HOURS_AGO))));

    expect(await sweepPictureFiles(t.deps.database, dir, now)).toEqual({ orphans: orphans.length, parts: 0 });
    expect((await readdir(dir)).sort()).toEqual(named.sort());
  });

  it('is a no-op when nothing was ever stored', async () => {
    expect(await sweepPictureFiles(t.deps.database, path.join(dir, 'missing'), now)).toEqual({ orphans: 0, parts: 0 });
  });
});

describe('the Node start', () => {
  it('sweeps the picture folder in the background once the server listens', async () => {
    const orphan = await file(newPictureName('png'), TWO_HOURS_AGO);
    const part = await file(`${newPictureName('png')}.part`, TWO_HOURS_AGO);
    const young = await file(newPictureName('png'));
    const config = parseConfig({
      NODE_ENV: 'test',
      PORT: String(await freePort()),
      JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
      PASSWORD_HASH_MEMORY_KIB: '1024',
      PICTURES_DIR: dir,
      MAIL_DIR: path.join(dir, 'mail'),
    });
    // The Node entry takes a libSQL database of its own: the migrated template, copied.
    await copyFile(inject('templateDb'), path.join(dir, 'start.db'));
    const database = await openLibsql(`file:${path.join(dir, 'start.db')}`);
    const running = await startNodeServer(config, database, { distDir: dir });
    try {
      expect(await running.pictureSweep).toEqual({ orphans: 1, parts: 1 });
      const left = await readdir(dir);
      expect(left).toContain(young);
      expect(left).not.toContain(orphan);
      expect(left).not.toContain(part);
    } finally {
      await running.close();
      database.close();
    }
  });
});
