import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { DEMO_EMAIL_DOMAIN } from '../seed/demo-people';
import { DEMO_MEMBER_COUNT, seedDemoCommunity } from '../seed/demo';
import { createTestApp, type TestApp } from '../test/harness';
import { seedDemoPictures } from './demo';
import { stripPng, sniffPicture } from './image-format';
import { diskPictureStore } from './store';

let t: TestApp;
let dir: string;
beforeAll(async () => {
  t = await createTestApp();
  dir = await mkdtemp(path.join(tmpdir(), 'sambandh-demo-pictures-'));
  await seedDemoCommunity(t.deps.database, 1024, t.clock.now);
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

test('every demo member gets 1–3 generated portraits, fast, and a second run changes nothing', async () => {
  const store = diskPictureStore(dir);
  // CPU time, not wall time: four test runs may share the two cores (alone it takes 2–3 s either way).
  const cpu = process.cpuUsage();
  await seedDemoPictures(t.deps.database, t.clock.now, store);
  const used = process.cpuUsage(cpu);
  expect((used.user + used.system) / 1000).toBeLessThan(5000);

  const { db } = t.deps.database;
  const rows = await db.selectFrom('member_pictures').selectAll().execute();
  const perMember = new Map<string, number>();
  for (const r of rows) perMember.set(r.user_id, (perMember.get(r.user_id) ?? 0) + 1);
  expect(perMember.size).toBe(DEMO_MEMBER_COUNT);
  expect([...perMember.values()].every((n) => n >= 1 && n <= 3)).toBe(true);
  expect(new Set(perMember.values()).size).toBe(3);

  const users = await db.selectFrom('users').select(['id', 'profile_picture']).where('email', 'like', `%@${DEMO_EMAIL_DOMAIN}`).execute();
  const withPicture = users.filter((u) => u.profile_picture);
  expect(withPicture.length).toBeGreaterThan(DEMO_MEMBER_COUNT * 0.8);
  expect(withPicture.length).toBeLessThan(DEMO_MEMBER_COUNT);
  for (const u of withPicture) expect(rows.find((r) => r.name === u.profile_picture)?.user_id).toBe(u.id);

  const sample = (await store.get(rows[0]!.name))!;
  expect(sniffPicture(sample.bytes)).toBe('png');
  expect(stripPng(sample.bytes)).toEqual(sample.bytes);
  if (process.env.KEEP_DEMO_SAMPLE) await writeFile(process.env.KEEP_DEMO_SAMPLE, sample.bytes);
  expect(await readdir(dir)).toHaveLength(rows.length);

  await seedDemoPictures(t.deps.database, t.clock.now, store);
  expect(await db.selectFrom('member_pictures').select('name').execute()).toHaveLength(rows.length);

  // Bytes wiped from the store are drawn again under the same names.
  await rm(path.join(dir, rows[1]!.name));
  await seedDemoPictures(t.deps.database, t.clock.now, store);
  expect(await readdir(dir)).toHaveLength(rows.length);
});

test('the stock male.png and female.png (spec §9) are there, 256 × 256 PNGs', async () => {
  const { readFile } = await import('node:fs/promises');
  for (const gender of ['male', 'female']) {
    const bytes = new Uint8Array(await readFile(path.resolve(`ui/public/${gender}.png`)));
    expect(sniffPicture(bytes)).toBe('png');
    const view = new DataView(bytes.buffer, bytes.byteOffset);
    expect([view.getUint32(16), view.getUint32(20)]).toEqual([256, 256]);
  }
});
