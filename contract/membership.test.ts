import { describe, expect, it } from 'vitest';
import { isChoosable } from './membership';

const free = { _id: 'free', type: 'Free', isActive: true };
const gold = { _id: 'gold', type: '6 Months', isActive: true };
const classic = { _id: 'classic', type: '1 Month', isActive: false };

describe('isChoosable (the /membership button rule)', () => {
  it('disables an inactive plan, the current plan, and Free when no plan is held', () => {
    expect(isChoosable(classic, null)).toBe(false);
    expect(isChoosable(classic, 'gold')).toBe(false);
    expect(isChoosable(gold, 'gold')).toBe(false);
    expect(isChoosable(free, null)).toBe(false);
    expect(isChoosable(free, 'free')).toBe(false);
  });

  it('enables a paid plan not held, and Free for a member holding a paid plan', () => {
    expect(isChoosable(gold, null)).toBe(true);
    expect(isChoosable(gold, 'silver')).toBe(true);
    expect(isChoosable(free, 'gold')).toBe(true);
  });
});
