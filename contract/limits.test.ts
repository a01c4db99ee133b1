import { describe, expect, it } from 'vitest';
import { ageInYears } from './limits';
import { registrationSchema } from './auth';

describe('ageInYears (365.25-day years, spec §5)', () => {
  const at = (iso: string) => Date.parse(`${iso}T12:00:00Z`);
  it('counts whole years elapsed', () => {
    expect(ageInYears('2000-01-01', at('2025-12-30'))).toBe(25);
    expect(ageInYears('2000-01-01', at('2026-01-02'))).toBe(26);
  });
  it('is 17 the day before an 18th birthday', () => {
    expect(ageInYears('2008-11-23', at('2026-11-22'))).toBe(17);
    expect(ageInYears('2008-11-21', at('2026-11-22'))).toBe(18);
  });
});

describe('registrationSchema', () => {
  const valid = {
    profileFor: 'Self',
    name: 'Meera Joshi',
    gender: 'female',
    dob: '1996-03-09',
    motherTongueId: 'mr',
    religionId: 'hindu',
    email: ' Meera.Joshi@Example.COM ',
    phone: '+91 98765 43210',
    password: 'Secret123',
    declaration: true,
  };
  it('normalises the e-mail to lower case without spaces', () => {
    expect(registrationSchema.parse(valid).email).toBe('meera.joshi@example.com');
  });
  it('refuses whom-for values outside the list', () => {
    expect(registrationSchema.safeParse({ ...valid, profileFor: 'Cousin' }).success).toBe(false);
  });
  it('refuses dates of birth more than 100 years back', () => {
    const r = registrationSchema.safeParse({ ...valid, dob: '1900-01-01' });
    expect(r.success).toBe(false);
  });
});
