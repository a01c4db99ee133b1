import { memo, type KeyboardEvent } from 'react';
import type { TreePerson } from '../../../../contract/family-tree';
import type { RelationLanguage } from '../../../../contract/reference';
import { deceasedMark } from '../life';
import { Avatar } from '../../../components/avatar';
import { CARD_HEIGHT, NAME_PX, RELATION_PX, type PlacedCard } from './layout';

/**
 * One card of the chart: the person and their spouses, round pictures (initials for the
 * default male/female image), 'name / spouse name' and both relation labels in the viewer's
 * language, the chain of relations as the label's tooltip. A treeitem (roving tabindex): the
 * chart moves focus between cards with the arrow keys; Enter folds or unfolds the branch.
 */
export interface TreeCardProps {
  card: PlacedCard;
  language: RelationLanguage;
  focused: boolean;
  selected: boolean;
  collapsed: boolean;
  onKeyDown: (e: KeyboardEvent<HTMLDivElement>, card: PlacedCard) => void;
  onFocusCard: (id: string) => void;
  onSelect: (id: string) => void;
  onToggle: (id: string) => void;
}

const chainText = (p: TreePerson) => (p.relation.chain.length > 1 ? p.relation.chain.join(' → ') : undefined);

function Relation({ person, language }: { person: TreePerson; language: RelationLanguage }) {
  if (!person.relation.label) return null;
  return (
    <span title={chainText(person)}>
      <span lang={language}>{person.relation.label}</span>
      {person.relation.english ? ` · ${person.relation.english.toLowerCase()}` : null}
    </span>
  );
}

export const TreeCard = memo(function TreeCard({ card, language, focused, selected, collapsed, onKeyDown, onFocusCard, onSelect, onToggle }: TreeCardProps) {
  const { node } = card;
  const people: TreePerson[] = [node, ...node.spouseDetails];
  const hasChildren = node.children.length > 0;
  return (
    <>
      <div
        role="treeitem"
        id={`tree-card-${node._id}`}
        aria-level={card.depth + 1}
        aria-setsize={card.siblings}
        aria-posinset={card.position}
        aria-expanded={hasChildren ? !collapsed : undefined}
        aria-selected={selected}
        tabIndex={focused ? 0 : -1}
        data-person={node._id}
        onKeyDown={(e) => onKeyDown(e, card)}
        onFocus={() => onFocusCard(node._id)}
        onClick={() => onSelect(node._id)}
        style={{ left: card.x - card.width / 2, top: card.y, width: card.width, height: CARD_HEIGHT }}
        className={`absolute flex cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border bg-white px-2 py-2 text-center shadow-sm outline-none focus-visible:ring-4 focus-visible:ring-maroon-400 ${
          selected ? 'border-maroon-700 ring-2 ring-maroon-300' : node.isOwner || node.spouseDetails.some((s) => s.isOwner) ? 'border-green-700' : 'border-stone-300'
        }`}
      >
        {/* Zoomed far out (tree-chart.tsx: data-compact) only the name shows, at a readable size. */}
        <span className="flex items-center gap-2 group-data-[compact]/chart:hidden">
          {people.map((p) => (
            <Avatar key={p._id} name={p.to_name} picture={p.userDetails.profilePicture} size={44} />
          ))}
        </span>
        <span style={{ fontSize: `calc(${NAME_PX}px * var(--label-boost, 1))` }} className="line-clamp-2 font-semibold leading-tight text-stone-900 group-data-[compact]/chart:line-clamp-1">
          {people.map((p, i) => (
            <span key={p._id}>
              {i > 0 ? ' / ' : null}
              {p.to_name}
              {p.deceased ? <span className="font-normal"> ({deceasedMark(language)})</span> : null}
            </span>
          ))}
        </span>
        <span style={{ fontSize: RELATION_PX }} className="line-clamp-2 leading-tight text-maroon-800 group-data-[compact]/chart:hidden">
          {people.map((p, i) => (
            <span key={p._id}>
              {i > 0 ? ' / ' : null}
              <Relation person={p} language={language} />
            </span>
          ))}
        </span>
      </div>
      {hasChildren ? (
        // The mouse's way to fold a branch; keyboard users press Enter on the card itself.
        <button
          type="button"
          tabIndex={-1}
          aria-hidden="true"
          onClick={() => onToggle(node._id)}
          style={{ left: card.x - 14, top: card.y + CARD_HEIGHT - 6 }}
          className="absolute flex h-7 min-w-7 cursor-pointer items-center justify-center rounded-full border border-maroon-700 bg-white px-1 text-xs font-bold text-maroon-800 hover:bg-maroon-50"
        >
          {collapsed ? `+${card.hiddenChildren}` : '−'}
        </button>
      ) : null}
    </>
  );
});
