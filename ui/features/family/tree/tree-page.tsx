import { Link, useNavigate, useRouter } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { TREE_SIDE_LABEL, TREE_TEXT, TREE_TYPE_LABEL, type TreeAnswer, type TreeNode, type TreePerson, type TreeType } from '../../../../contract/family-tree';
import { m } from '../../../../contract/i18n/paraglide/messages';
import type { RelationLanguage } from '../../../../contract/reference';
import { Avatar } from '../../../components/avatar';
import { Button, buttonClass } from '../../../components/button';
import { EmptyState, Notice } from '../../../components/notice';
import { SelectField } from '../../../components/select-field';
import { LoadingBlock } from '../../../components/spinner';
import { formatCount, formatDob } from '../../../lib/format';
import { usePageTitle } from '../../../lib/page-title';
import { EndTreeViewDialog } from './end-tree-view-dialog';
import { DeceasedBadge } from '../deceased-badge';
import { TreeChart } from './tree-chart';
import { RequestTreeViewButton } from './tree-view-action';

/** Spec §2 Family tree viewer: "The page container is widened to 98%". */
const CONTAINER = 'mx-auto w-[98%] py-6';

export interface TreeLoad {
  answer: TreeAnswer | null;
  error: string | null;
  status: number;
}

function findCard(node: TreeNode, id: string): TreeNode | undefined {
  if (node._id === id) return node;
  for (const c of node.children) {
    const found = findCard(c, id);
    if (found) return found;
  }
  return undefined;
}

/** The selected card's people, with the relation chain and, for linked members, their profile. */
function Details({ card, language }: { card: TreeNode; language: RelationLanguage }) {
  const people: TreePerson[] = [card, ...card.spouseDetails];
  return (
    <section aria-label={m.family_tree_selected_person()} className="grid gap-3 rounded-xl border border-stone-300 bg-white p-4 sm:grid-cols-2">
      {people.map((p) => (
        <div key={p._id} className="flex items-start gap-3">
          <Avatar name={p.to_name} picture={p.userDetails.profilePicture} size={56} />
          <div className="min-w-0 text-sm">
            <p className="font-semibold text-stone-900">
              {p.to_name}
              {p.deceased ? <DeceasedBadge language={language} /> : null}
            </p>
            {p.relation.label ? (
              <p className="text-maroon-800">
                <span lang={language}>{p.relation.label}</span>
                {p.relation.english ? ` · ${p.relation.english.toLowerCase()}` : null}
              </p>
            ) : null}
            {p.relation.chain.length > 1 ? (
              <p className="text-stone-700" lang={language}>
                {p.relation.chain.join(' → ')}
              </p>
            ) : null}
            {p.userDetails.DOB ? <p className="text-stone-700">{m.family_tree_born({ date: formatDob(p.userDetails.DOB) ?? '' })}</p> : null}
            {p.dateOfDeath ? <p className="text-stone-700">{m.family_tree_died({ date: formatDob(p.dateOfDeath) ?? '' })}</p> : null}
            {p.user_id && !p.isOwner ? (
              <Link to="/viewProfile/$id" params={{ id: p.user_id }} className="font-semibold text-maroon-700 underline">
                {m.family_tree_view_profile()}
              </Link>
            ) : null}
          </div>
        </div>
      ))}
    </section>
  );
}

/** /tree (ownerId null: my own) and /{id}/tree. */
export function TreePage({ ownerId, tree, load }: { ownerId: string | null; tree: TreeType; load: TreeLoad }) {
  const navigate = useNavigate();
  const router = useRouter();
  const [ending, setEnding] = useState(false);
  const { answer, error } = load;
  const ownerName = answer?.user.name;
  usePageTitle(ownerId ? (ownerName ? m.family_tree_of({ name: ownerName }) : m.family_tree_page_title()) : m.family_tree_my_page_title());
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = useMemo(() => (answer?.data && selectedId ? findCard(answer.data, selectedId) : undefined), [answer, selectedId]);

  // Spec §2: the server's error text replaces the page (with the way to ask when it is closed).
  if (error || !answer) {
    return (
      <div className={`${CONTAINER} flex flex-col gap-4`}>
        <h1 className="text-2xl font-bold text-stone-900">{ownerId ? m.family_tree_heading() : m.family_tree_my_heading()}</h1>
        <Notice tone="error">{error ?? m.family_tree_server_error()}</Notice>
        {load.status === 400 ? (
          ownerId ? (
            <Link to="/$id/tree" params={{ id: ownerId }} search={{ tree: 'father' }} className={buttonClass('secondary', 'self-start')}>
              {m.family_tree_show_father()}
            </Link>
          ) : (
            <Link to="/tree" search={{ tree: 'father' }} className={buttonClass('secondary', 'self-start')}>
              {m.family_tree_show_father()}
            </Link>
          )
        ) : null}
        {ownerId && load.status === 403 ? (
          <div>
            <RequestTreeViewButton ownerId={ownerId} canRequest={error === TREE_TEXT.askFirst} />
          </div>
        ) : null}
      </div>
    );
  }

  const options = answer.trees.map((t) => ({ id: t, label: TREE_TYPE_LABEL[t] }));
  const setTree = (value: string) => {
    const next = answer.trees.find((t) => t === value);
    if (!next || next === tree) return;
    setSelectedId(null);
    if (ownerId) void navigate({ to: '/$id/tree', params: { id: ownerId }, search: { tree: next } });
    else void navigate({ to: '/tree', search: { tree: next } });
  };
  const heading = ownerId ? m.family_tree_of({ name: answer.user.name }) : m.family_tree_my_heading();

  return (
    <div className={`${CONTAINER} flex flex-col gap-4`}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex items-center gap-3">
          <Avatar name={answer.user.name} picture={answer.user.profilePicture} size={48} />
          <div>
            <h1 className="text-2xl font-bold text-stone-900">{heading}</h1>
            <p className="text-sm text-stone-700">
              {m.family_tree_people({ count: formatCount(answer.count) })} · {TREE_SIDE_LABEL[tree]}
            </p>
          </div>
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <SelectField label={m.family_tree_select()} name="tree" options={options} value={tree} onChange={setTree} className="w-48" />
          {/* Another member's tree, open through an accepted request: the viewer can end it here (decision 0743). */}
          {answer.viewId ? (
            <Button variant="secondary" onPress={() => setEnding(true)}>
              {TREE_TEXT.stopViewing}
            </Button>
          ) : null}
        </div>
      </div>
      {ending && answer.viewId ? (
        <EndTreeViewDialog
          view={{ id: answer.viewId, name: answer.user.name, as: 'viewer' }}
          onClose={() => setEnding(false)}
          // The tree is closed now: reading it again shows the no-access state with 'Request Tree View'.
          onEnded={() => void router.invalidate()}
        />
      ) : null}
      {answer.data ? (
        <>
          <TreeChart
            key={`${answer.user._id}-${tree}`}
            root={answer.data}
            language={answer.language}
            label={`${heading}, ${TREE_SIDE_LABEL[tree]}`}
            selectedId={selectedId}
            onSelect={setSelectedId}
          />
          {selected ? <Details card={selected} language={answer.language} /> : <p className="text-sm text-stone-700">{m.family_tree_select_person()}</p>}
        </>
      ) : (
        <EmptyState title={m.family_tree_empty_side({ side: TREE_SIDE_LABEL[tree] })}>
          {ownerId ? (
            <p>{m.family_tree_owner_added_nobody({ name: answer.user.name })}</p>
          ) : (
            <Link to="/familyMember" className={buttonClass('primary', 'mt-2')}>
              {m.family_tree_add_members()}
            </Link>
          )}
        </EmptyState>
      )}
    </div>
  );
}

export function TreePending() {
  return (
    <div className={CONTAINER}>
      <LoadingBlock label={m.family_tree_loading()} />
    </div>
  );
}
