import { describe, expect, it } from 'vitest';
import { visiblePages } from './pager';

/** Spec §2's generic pager: every page up to 5, otherwise three around the current page and a jump to the last. */
describe('visiblePages', () => {
  it('shows nothing for no pages, and every page up to 5', () => {
    expect(visiblePages(1, 0)).toEqual([]);
    expect(visiblePages(1, 1)).toEqual([1]);
    expect(visiblePages(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('past 5 pages, three around the current one plus the last', () => {
    expect(visiblePages(1, 6)).toEqual([1, 2, 3, 6]);
    expect(visiblePages(4, 10)).toEqual([3, 4, 5, 10]);
    expect(visiblePages(8, 10)).toEqual([7, 8, 9, 10]);
  });

  it('at the end, the last three pages without a second last-page button', () => {
    expect(visiblePages(9, 10)).toEqual([8, 9, 10]);
    expect(visiblePages(10, 10)).toEqual([8, 9, 10]);
  });
});
