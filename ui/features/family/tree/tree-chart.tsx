import { select } from 'd3-selection';
import { zoom, zoomIdentity, zoomTransform, type ZoomBehavior } from 'd3-zoom';
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { TreeNode } from '../../../../contract/family-tree';
import { m } from '../../../../contract/i18n/paraglide/messages';
import type { RelationLanguage } from '../../../../contract/reference';
import { Button } from '../../../components/button';
import { fitView, labelBoost, READABLE_SCALE } from './fit';
import { CARD_HEIGHT, layoutTree, parentIds, type ChartLayout, type PlacedCard } from './layout';
import { TreeCard } from './tree-card';

/**
 * The pan-and-zoom chart (decision 0740). d3-zoom owns the gestures (drag, wheel, pinch) and
 * writes the transform straight onto one layer, so panning a chart of hundreds of people
 * re-renders nothing; d3-hierarchy lays the cards out again only when a branch folds.
 */
const MIN_SCALE = 0.15;
const MAX_SCALE = 2.5;
const STEP = 1.25;
/**
 * Draws the chart at scale k (decisions 0776, 0942): the chart opens fitted, and "Fit to screen"
 * fits any tree, however small that makes it. Below the scale where the relation reads at 9 px
 * the chart turns compact: pictures and relations go, and the names are drawn larger in the
 * chart so that on screen they stay at 9 px, the smallest readable label.
 */
function paint(layer: HTMLDivElement, t: { x: number; y: number; k: number }) {
  layer.style.transform = `translate(${t.x}px, ${t.y}px) scale(${t.k})`;
  const compact = t.k < READABLE_SCALE;
  layer.style.setProperty('--label-boost', String(labelBoost(t.k)));
  if (compact) layer.dataset.compact = '';
  else delete layer.dataset.compact;
}

function findOwner(node: TreeNode): string | null {
  if (node.isOwner || node.spouseDetails.some((s) => s.isOwner)) return node._id;
  for (const c of node.children) {
    const found = findOwner(c);
    if (found) return found;
  }
  return null;
}

/** The card to the left or right on the same generation row. */
function neighbour(layout: ChartLayout, card: PlacedCard, dir: -1 | 1): PlacedCard | undefined {
  const row = layout.cards.filter((c) => c.depth === card.depth).sort((a, b) => a.x - b.x);
  return row[row.indexOf(card) + dir];
}

export interface TreeChartProps {
  root: TreeNode;
  language: RelationLanguage;
  label: string;
  selectedId: string | null;
  onSelect: (id: string) => void;
}

export function TreeChart({ root, language, label, selectedId, onSelect }: TreeChartProps) {
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  const layout = useMemo(() => layoutTree(root, collapsed), [root, collapsed]);
  const ownerId = useMemo(() => findOwner(root), [root]);
  const [focusId, setFocusId] = useState<string>(() => ownerId ?? root._id);
  const viewport = useRef<HTMLDivElement>(null);
  const layer = useRef<HTMLDivElement>(null);
  const behaviour = useRef<ZoomBehavior<HTMLDivElement, unknown> | null>(null);

  useEffect(() => {
    const el = viewport.current;
    if (!el) return;
    const z = zoom<HTMLDivElement, unknown>()
      .scaleExtent([MIN_SCALE, MAX_SCALE])
      .on('zoom', (e: { transform: { x: number; y: number; k: number } }) => {
        if (layer.current) paint(layer.current, e.transform);
      });
    // Double click is for cards; zooming has buttons, the wheel and pinch.
    select(el).call(z).on('dblclick.zoom', null);
    behaviour.current = z;
    return () => {
      select(el).on('.zoom', null);
    };
  }, []);

  const ownerCard = ownerId ? layout.byId.get(ownerId) : undefined;

  /** The whole chart in view, as near the member's card in the middle as it allows. */
  const fit = useCallback(() => {
    const el = viewport.current;
    const z = behaviour.current;
    if (!el || !z) return;
    const focus = ownerCard ?? layout.byId.get(root._id)!;
    const { k, x, y } = fitView(layout.bounds, { x: focus.x, y: focus.y + CARD_HEIGHT / 2 }, el.clientWidth, el.clientHeight);
    // However large the tree, the zoom out reaches its fitted scale.
    z.scaleExtent([Math.min(MIN_SCALE, k), MAX_SCALE]);
    z.transform(select(el), zoomIdentity.translate(x, y).scale(k));
  }, [layout, ownerCard, root._id]);

  /** Brings a card into view (keyboard focus moving off-screen), keeping the zoom. */
  const reveal = useCallback((card: PlacedCard, always = false) => {
    const el = viewport.current;
    const z = behaviour.current;
    if (!el || !z) return;
    const { x, y, k } = zoomTransform(el);
    const left = x + k * (card.x - card.width / 2);
    const right = x + k * (card.x + card.width / 2);
    const top = y + k * card.y;
    const bottom = y + k * (card.y + CARD_HEIGHT);
    if (always || left < 0 || top < 0 || right > el.clientWidth || bottom > el.clientHeight) {
      z.translateTo(select(el), card.x, card.y + CARD_HEIGHT / 2);
    }
  }, []);

  // First view: fitted, the member's card as near the middle as the chart allows (issue 22 §3).
  const framedRoot = useRef<TreeNode | null>(null);
  useEffect(() => {
    if (framedRoot.current === root) return;
    framedRoot.current = root;
    fit();
  }, [root, fit]);

  const zoomBy = useCallback((factor: number) => {
    const el = viewport.current;
    const z = behaviour.current;
    if (el && z) z.scaleBy(select(el), factor);
  }, []);

  const toggle = useCallback((id: string) => {
    setCollapsed((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);

  const focusCard = useCallback((id: string) => setFocusId(id), []);

  const moveTo = useCallback(
    (card: PlacedCard | undefined) => {
      if (!card) return;
      setFocusId(card.node._id);
      document.getElementById(`tree-card-${card.node._id}`)?.focus({ preventScroll: true });
      reveal(card);
    },
    [reveal],
  );

  const onKeyDown = useCallback(
    (e: KeyboardEvent<HTMLDivElement>, card: PlacedCard) => {
      const go = (target: PlacedCard | undefined) => {
        e.preventDefault();
        moveTo(target);
      };
      switch (e.key) {
        case 'Enter':
          e.preventDefault();
          if (card.node.children.length) toggle(card.node._id);
          return;
        case ' ':
          e.preventDefault();
          onSelect(card.node._id);
          return;
        case 'ArrowDown': {
          const first = card.hiddenChildren ? undefined : card.node.children[0];
          return go(first ? layout.byId.get(first._id) : undefined);
        }
        case 'ArrowUp':
          return go(card.parentId ? layout.byId.get(card.parentId) : undefined);
        case 'ArrowLeft':
          return go(neighbour(layout, card, -1));
        case 'ArrowRight':
          return go(neighbour(layout, card, 1));
        case 'Home':
          return go(layout.byId.get(root._id));
        case '+':
        case '=':
          e.preventDefault();
          return zoomBy(STEP);
        case '-':
          e.preventDefault();
          return zoomBy(1 / STEP);
      }
    },
    [layout, moveTo, onSelect, root._id, toggle, zoomBy],
  );

  // A folded branch may hide the focused card: focus falls back to the nearest shown ancestor.
  const focusable = layout.byId.has(focusId) ? focusId : (ownerId && layout.byId.has(ownerId) ? ownerId : root._id);
  const allFolded = collapsed.size > 0;

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2" role="toolbar" aria-label={m.family_tree_chart_controls()}>
        <Button variant="secondary" className="!px-3 !py-1.5" aria-label={m.family_tree_zoom_in()} onPress={() => zoomBy(STEP)}>
          +
        </Button>
        <Button variant="secondary" className="!px-3 !py-1.5" aria-label={m.family_tree_zoom_out()} onPress={() => zoomBy(1 / STEP)}>
          −
        </Button>
        <Button variant="secondary" className="!px-3 !py-1.5" onPress={fit}>
          {m.family_tree_fit()}
        </Button>
        <Button
          variant="secondary"
          className="!px-3 !py-1.5"
          onPress={() => setCollapsed(allFolded ? new Set() : new Set(parentIds(root).filter((id) => id !== root._id)))}
        >
          {allFolded ? m.family_tree_unfold_all() : m.family_tree_fold_all()}
        </Button>
        <p id="tree-keys" className="text-xs text-stone-700">
          {m.family_tree_keys()}
        </p>
      </div>
      <div
        ref={viewport}
        data-testid="tree-viewport"
        className="relative h-[70vh] min-h-[420px] w-full cursor-grab overflow-hidden rounded-xl border border-stone-300 bg-stone-50 active:cursor-grabbing"
      >
        <div
          ref={layer}
          role="tree"
          aria-label={label}
          aria-describedby="tree-keys"
          style={{ width: layout.bounds.maxX - layout.bounds.minX, height: layout.bounds.maxY }}
          className="group/chart absolute left-0 top-0 origin-top-left will-change-transform"
        >
          <svg aria-hidden="true" className="absolute left-0 top-0 overflow-visible" width="1" height="1">
            <path d={layout.links} fill="none" stroke="#a8a29e" strokeWidth={2} />
          </svg>
          {layout.cards.map((card) => (
            <TreeCard
              key={card.node._id}
              card={card}
              language={language}
              focused={card.node._id === focusable}
              selected={card.node._id === selectedId}
              collapsed={collapsed.has(card.node._id)}
              onKeyDown={onKeyDown}
              onFocusCard={focusCard}
              onSelect={onSelect}
              onToggle={toggle}
            />
          ))}
        </div>
      </div>
    </div>
  );
}
