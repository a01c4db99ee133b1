import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config';
import { localSecret, localSecretFile, withDataDir } from './data-dir';

/**
 * Issue 20 §3.5: where the Node entry keeps its files. Everything follows DATA_DIR, made absolute
 * once at start, and the session secret follows the data (DATA_DIR, or the folder of an
 * explicit database file), never the folder the server happens to be started from.
 */
let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'sambandh-data-dir-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

const cwdA = () => path.join(root, 'checkout');
const cwdB = () => path.join(root, 'somewhere-else');
const secretFrom = (env: Record<string, string>, cwd: string) => localSecret(localSecretFile(env, cwd));

describe('the session secret', () => {
  it('beside an explicit database file: the same from any working directory', () => {
    const env = { DATABASE_URL: `file:${path.join(root, 'db', 'sambandh.db')}` };
    expect(localSecretFile(env, cwdA())).toBe(path.join(root, 'db', 'jwt-secret'));
    expect(secretFrom(env, cwdB())).toBe(secretFrom(env, cwdA()));
    expect(secretFrom(env, cwdA())).toMatch(/^[0-9a-f]{96}$/);
  });

  it('in DATA_DIR when it is set, whatever the database', () => {
    const env = { DATA_DIR: path.join(root, 'data'), DATABASE_URL: `file:${path.join(root, 'elsewhere.db')}` };
    expect(localSecretFile(env, cwdA())).toBe(path.join(root, 'data', 'jwt-secret'));
    expect(secretFrom(env, cwdB())).toBe(secretFrom(env, cwdA()));
  });

  it('in data/ under the working directory when nothing says where (a remote database, or no settings)', () => {
    expect(localSecretFile({}, cwdA())).toBe(path.join(cwdA(), 'data', 'jwt-secret'));
    expect(localSecretFile({ DATABASE_URL: 'libsql://sambandh.turso.io' }, cwdA())).toBe(path.join(cwdA(), 'data', 'jwt-secret'));
  });
});

describe('DATA_DIR', () => {
  const config = (env: Record<string, string>, cwd = cwdA()) => parseConfig(withDataDir({ NODE_ENV: 'test', ...env }, cwd), 'a-local-secret-a-local-secret-a-local');

  it('is resolved against the working directory once, and the database, mail, pictures and backups follow it', () => {
    const c = config({ DATA_DIR: 'store' });
    const store = path.join(cwdA(), 'store');
    expect(c).toMatchObject({
      databaseUrl: `file:${path.join(store, 'sambandh.db')}`,
      mailDir: path.join(store, 'mail'),
      picturesDir: path.join(store, 'pictures'),
      backupDir: path.join(store, 'backups'),
    });
  });

  it('defaults to data/ under the working directory; a setting of its own still wins', () => {
    const c = config({ PICTURES_DIR: '/srv/pictures' });
    expect(c.databaseUrl).toBe(`file:${path.join(cwdA(), 'data', 'sambandh.db')}`);
    expect(c.picturesDir).toBe('/srv/pictures');
  });

  it('MEDIA_DIR is refused with the name to use instead, rather than ignored', () => {
    expect(() => config({ MEDIA_DIR: '/srv/media' })).toThrow(ConfigError);
    expect(() => config({ MEDIA_DIR: '/srv/media' })).toThrow(/MEDIA_DIR: .*PICTURES_DIR/);
  });
});
