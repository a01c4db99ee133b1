import { describe, expect, it } from 'vitest';
import type { TreeNode } from '../../../../contract/family-tree';
import { fitView, labelBoost, READABLE_PX } from './fit';
import { CARD_HEIGHT, layoutTree, NAME_PX } from './layout';

/** A family of `people` persons, each couple with up to `spread` children, breadth first. */
function family(people: number, spread: number): TreeNode {
  let made = 0;
  const node = (): TreeNode => {
    made++;
    const id = `p${made}`;
    return { _id: id, to_name: `Person ${made}`, user_id: null, gender: 'male', relation: { relation_id: null, label: 'x', english: null, chain: [] }, userDetails: { profilePicture: 'male.png', DOB: null }, deceased: false, dateOfDeath: null, isOwner: made === people, spouseDetails: [], children: [] };
  };
  const root = node();
  const queue = [root];
  while (made < people) {
    const parent = queue.shift()!;
    for (let i = 0; i < spread && made < people; i++) {
      const child = node();
      parent.children.push(child);
      queue.push(child);
    }
  }
  return root;
}

describe('fitView', () => {
  it.each([
    [29, 3, 1280, 560],
    [29, 3, 390, 590],
    [500, 4, 1280, 560],
    [500, 4, 390, 590],
  ])('fits %i people (up to %i children each) in %i × %i px with names at 9 px on screen', (people, spread, width, height) => {
    const layout = layoutTree(family(people, spread), new Set());
    const owner = layout.cards.find((c) => c.node.isOwner)!;
    const { k, x, y } = fitView(layout.bounds, { x: owner.x, y: owner.y + CARD_HEIGHT / 2 }, width, height);
    for (const c of layout.cards) {
      expect(x + k * (c.x - c.width / 2)).toBeGreaterThanOrEqual(-0.01);
      expect(x + k * (c.x + c.width / 2)).toBeLessThanOrEqual(width + 0.01);
      expect(y + k * c.y).toBeGreaterThanOrEqual(-0.01);
      expect(y + k * (c.y + CARD_HEIGHT)).toBeLessThanOrEqual(height + 0.01);
    }
    expect(NAME_PX * labelBoost(k) * k).toBeGreaterThanOrEqual(READABLE_PX - 0.01);
  });

  it('puts the member in the middle when the chart leaves room', () => {
    const layout = layoutTree(family(3, 2), new Set());
    const owner = layout.cards.find((c) => c.node.isOwner)!;
    const { k, x } = fitView(layout.bounds, { x: owner.x, y: owner.y }, 1280, 560);
    expect(k).toBe(1);
    // The chart is narrower than the screen: it moves so the member's card is nearer the middle, all of it in view.
    expect(Math.abs(x + owner.x - 640)).toBeLessThan(Math.abs(x + (layout.bounds.minX + layout.bounds.maxX) / 2 - 640) + 0.01);
  });
});
