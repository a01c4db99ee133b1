import { hierarchy, tree, type HierarchyPointNode } from 'd3-hierarchy';
import type { TreeNode } from '../../../../contract/family-tree';

/**
 * Positions of the chart's cards (d3-hierarchy's tidy tree, top-down; decision 0740). A card is
 * a person with their spouses side by side, so cards differ in width: the layout runs with a
 * horizontal unit of one pixel and `separation` returns the pixel gap two neighbours need.
 */
export const CARD_HEIGHT = 128;
/**
 * The card's label sizes in chart pixels (the name line, the relation line). Zoom multiplies
 * them; the chart keeps the smallest, the relation, legible (tree-chart.tsx).
 */
export const NAME_PX = 14;
export const RELATION_PX = 12;
const PERSON_WIDTH = 132;
const GAP = 24;
const ROW = CARD_HEIGHT + 64;

export const cardWidth = (n: TreeNode) => PERSON_WIDTH * (1 + n.spouseDetails.length) + 16;

export interface PlacedCard {
  node: TreeNode;
  /** Centre x and top y in chart coordinates. */
  x: number;
  y: number;
  width: number;
  depth: number;
  parentId: string | null;
  /** Children hidden by a collapse (they are not laid out). */
  hiddenChildren: number;
  /** Order among siblings and how many, for aria-posinset / aria-setsize. */
  position: number;
  siblings: number;
}

export interface ChartLayout {
  cards: PlacedCard[];
  byId: Map<string, PlacedCard>;
  /** One SVG path for every parent–child connector (one element however many people). */
  links: string;
  bounds: { minX: number; maxX: number; minY: number; maxY: number };
}

export function layoutTree(root: TreeNode, collapsed: ReadonlySet<string>): ChartLayout {
  const h = hierarchy(root, (n) => (collapsed.has(n._id) ? null : n.children));
  const laid = tree<TreeNode>()
    .nodeSize([1, ROW])
    .separation((a, b) => (cardWidth(a.data) + cardWidth(b.data)) / 2 + (a.parent === b.parent ? GAP : GAP * 2))(h);

  const cards: PlacedCard[] = [];
  const byId = new Map<string, PlacedCard>();
  let links = '';
  const bounds = { minX: Infinity, maxX: -Infinity, minY: 0, maxY: 0 };
  laid.each((p: HierarchyPointNode<TreeNode>) => {
    const width = cardWidth(p.data);
    const siblings = p.parent?.children ?? [p];
    const card: PlacedCard = {
      node: p.data,
      x: p.x,
      y: p.y,
      width,
      depth: p.depth,
      parentId: p.parent?.data._id ?? null,
      hiddenChildren: collapsed.has(p.data._id) ? p.data.children.length : 0,
      position: siblings.indexOf(p) + 1,
      siblings: siblings.length,
    };
    cards.push(card);
    byId.set(p.data._id, card);
    bounds.minX = Math.min(bounds.minX, p.x - width / 2);
    bounds.maxX = Math.max(bounds.maxX, p.x + width / 2);
    bounds.maxY = Math.max(bounds.maxY, p.y + CARD_HEIGHT);
    if (p.parent) {
      // An elbow: down from the parent card, across, down into the child card.
      const from = { x: p.parent.x, y: p.parent.y + CARD_HEIGHT };
      const mid = from.y + (p.y - from.y) / 2;
      links += `M${from.x},${from.y}V${mid}H${p.x}V${p.y}`;
    }
  });
  return { cards, byId, links, bounds };
}

/** Every id of a node with children: what "Collapse all" folds. */
export function parentIds(root: TreeNode): string[] {
  const out: string[] = [];
  const walk = (n: TreeNode) => {
    if (n.children.length) out.push(n._id);
    n.children.forEach(walk);
  };
  walk(root);
  return out;
}
