import { describe, expect, it } from 'vitest';
import { redactedJson } from './audit';

describe('the audit trail keeps members’ secrets out', () => {
  it('drops password, hash and token keys at any depth, keeps the rest', () => {
    const record = { name: 'Asha', password_hash: 'x', setting: { horoscopePassword: 'Horo@123', privacy: 'hpassword' }, links: [{ token: 't', at: 1 }] };
    expect(JSON.parse(redactedJson(record)!)).toEqual({ name: 'Asha', setting: { privacy: 'hpassword' }, links: [{ at: 1 }] });
  });

  it('writes nothing for an absent record', () => {
    expect(redactedJson(undefined)).toBeNull();
    expect(redactedJson(null)).toBe('null');
  });
});
