import { describe, expect, it } from 'vitest';
import { TOAST_FLAG_RESET_MS, toastRoundShowing } from './toast-flag';

/** Spec §4's toast flag, as a time (decision 0946): set for 5 seconds, whatever is left behind after. */
describe('toastRoundShowing', () => {
  const now = 1_800_000_000_000;

  it('holds for 5 seconds after a round began', () => {
    expect(toastRoundShowing(String(now), now)).toBe(true);
    expect(toastRoundShowing(String(now - TOAST_FLAG_RESET_MS + 1), now)).toBe(true);
  });

  it('counts as unset once 5 seconds have passed, though nothing reset it', () => {
    expect(toastRoundShowing(String(now - TOAST_FLAG_RESET_MS), now)).toBe(false);
    expect(toastRoundShowing(String(now - 86_400_000), now)).toBe(false);
  });

  it("reads the spec's 0, a 1 left by a tab closed too soon, nothing or rubbish as unset", () => {
    for (const flag of ['0', '1', null, '', 'yes']) expect(toastRoundShowing(flag, now)).toBe(false);
  });

  it('reads a time ahead of the clock (set under another clock) as unset', () => {
    expect(toastRoundShowing(String(now + 1000), now)).toBe(false);
  });
});
