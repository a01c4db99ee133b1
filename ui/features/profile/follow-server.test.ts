import { describe, expect, it } from 'vitest';
import { followServer } from './follow-server';

describe('followServer', () => {
  it('an untouched field takes the server value, a field the member changed keeps the change', () => {
    const before = { city: 'pune', zipCode: '411001' };
    const current = { city: 'nagpur', zipCode: '411001' };
    const after = { city: 'pune', zipCode: '411002' };
    expect(followServer(current, before, after)).toEqual({ city: 'nagpur', zipCode: '411002' });
  });

  it('after a save (before = what was sent) the server normalisation is taken, later typing is not', () => {
    const sent = { city: 'nagpur', phone: ' 9876543210 ' };
    const typedSince = { city: '', phone: ' 9876543210 ' };
    const stored = { city: 'nagpur', phone: '9876543210' };
    expect(followServer(typedSince, sent, stored)).toEqual({ city: '', phone: '9876543210' });
  });

  it('fields only one side names are followed like the others', () => {
    expect(followServer({ a: '1' }, { a: '1' }, { a: '1', b: '2' })).toEqual({ a: '1', b: '2' });
    expect(followServer({ a: '1', b: '' }, { a: '1', b: '' }, { a: '1' })).toEqual({ a: '1', b: '' });
  });
});
