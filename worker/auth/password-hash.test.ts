import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyPassword } from './passwords';

describe('Argon2id password hashes', () => {
  it('verify the right password only, and carry their parameters', async () => {
    const hash = await hashPassword('Secret123', 1024);
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=1024,t=2,p=1\$/);
    expect(await verifyPassword('Secret123', hash)).toBe(true);
    expect(await verifyPassword('secret123', hash)).toBe(false);
  });
  it('salt each hash', async () => {
    expect(await hashPassword('Secret123', 1024)).not.toBe(await hashPassword('Secret123', 1024));
  });
  it('never verify against a malformed stored hash', async () => {
    expect(await verifyPassword('x', 'not-a-hash')).toBe(false);
  });
  it('ask for a re-hash when the stored memory cost is below the configured one', () => {
    const weak = '$argon2id$v=19$m=1024,t=2,p=1$c2FsdHNhbHQ$aGFzaA';
    expect(needsRehash(weak, 19456)).toBe(true);
    expect(needsRehash(weak, 1024)).toBe(false);
    expect(needsRehash('garbage', 1024)).toBe(true);
  });
});
