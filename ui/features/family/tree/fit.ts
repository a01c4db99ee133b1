import { NAME_PX, RELATION_PX, type ChartLayout } from './layout';

/**
 * The fitted view of a chart (decision 0942): the whole chart in the viewport, the member's card
 * as near the middle as that allows; and how much larger the names are drawn in chart pixels so
 * that on screen they stay readable once the cards shrink.
 */
export const READABLE_PX = 9;
/** Below this zoom the relation line would read under 9 px: the chart turns compact. */
export const READABLE_SCALE = READABLE_PX / RELATION_PX;
/** Room left around a fitted chart, as a share of the viewport. */
const MARGIN = 0.92;

/**
 * The translation along one axis: `focus` (a chart coordinate) as near the middle as the chart
 * allows: a chart that fits stays wholly in view, one that does not shows no empty band past its edge.
 */
export function offset(view: number, k: number, min: number, max: number, focus: number): number {
  const edge = ((1 - MARGIN) / 2) * view;
  const a = edge - k * min;
  const b = view - edge - k * max;
  return Math.min(Math.max(a, b), Math.max(Math.min(a, b), view / 2 - k * focus));
}

export function fitView(bounds: ChartLayout['bounds'], focus: { x: number; y: number }, width: number, height: number) {
  const { minX, maxX, minY, maxY } = bounds;
  const k = Math.min(1, (MARGIN * width) / (maxX - minX || 1), (MARGIN * height) / (maxY - minY || 1));
  return { k, x: offset(width, k, minX, maxX, focus.x), y: offset(height, k, minY, maxY, focus.y) };
}

/** How much larger names are drawn at zoom k: 1 while the chart reads, else enough for 9 px on screen. */
export const labelBoost = (k: number) => (k < READABLE_SCALE ? READABLE_PX / (NAME_PX * k) : 1);
