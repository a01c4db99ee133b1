import { describe, expect, it } from 'vitest';
import { FEED_LINK, feedActionOf, feedKindOf } from './feed';

describe('feed kinds', () => {
  it('tells each kind by its link, and names what following it does', () => {
    expect(feedKindOf(FEED_LINK.memberUpdate('0190abcd'))).toBe('memberUpdate');
    expect(feedActionOf(FEED_LINK.memberUpdate('0190abcd'))).toBe('View profile');
    expect(feedActionOf(FEED_LINK.digest)).toBe('See Profile Matches');
    expect(feedActionOf(FEED_LINK.planEnding)).toBe('Renew in Membership');
  });

  it('names no action for other links (the demo seed, other notifications)', () => {
    for (const link of [null, undefined, '', '/requests', '/viewprofile/a/b', 'https://example.com/newMatches']) expect(feedActionOf(link)).toBeNull();
  });
});
