import { Link, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { TREE_TEXT, type TreeView, type TreeViews } from '../../../../contract/family-tree';
import { m } from '../../../../contract/i18n/paraglide/messages';
import { Avatar } from '../../../components/avatar';
import { Button } from '../../../components/button';
import { EndTreeViewDialog, type EndingView } from './end-tree-view-dialog';

/**
 * /familyMember's 'Tree sharing' card (decision 0743), below the tree view requests: who can see
 * my tree, each with 'Stop sharing', and the trees shared with me, each opening the tree, with
 * 'Stop viewing'. `views` is the page's loader's (`loadTreeViews`); ending one runs the page's
 * loaders again (decision 0900).
 */
export function TreeSharingCard({ views }: { views: TreeViews }) {
  const router = useRouter();
  const [ending, setEnding] = useState<EndingView | null>(null);

  return (
    <section aria-labelledby="tree-sharing-title" className="rounded-xl border border-stone-300 bg-white p-4 shadow-sm">
      <h2 id="tree-sharing-title" className="mb-3 text-lg font-bold text-stone-900">
        {TREE_TEXT.sharingTitle}
      </h2>
      <div className="flex flex-col gap-4">
        <ViewList
          id="tree-viewers"
          heading={TREE_TEXT.viewersHeading}
          empty={TREE_TEXT.noViewers}
          views={views.viewers}
          action={TREE_TEXT.stopSharing}
          actionLabel={(name) => m.family_tree_stop_sharing_aria({ name })}
          onEnd={(v) => setEnding({ id: v._id, name: v.member.basicDetails.name, as: 'owner' })}
        />
        <ViewList
          id="trees-shared"
          heading={TREE_TEXT.sharedHeading}
          empty={TREE_TEXT.noShared}
          views={views.shared}
          opensTree
          action={TREE_TEXT.stopViewing}
          actionLabel={(name) => m.family_tree_stop_viewing_aria({ name })}
          onEnd={(v) => setEnding({ id: v._id, name: v.member.basicDetails.name, as: 'viewer' })}
        />
      </div>
      {ending ? <EndTreeViewDialog view={ending} onClose={() => setEnding(null)} onEnded={() => void router.invalidate()} /> : null}
    </section>
  );
}

interface ListProps {
  id: string;
  heading: string;
  empty: string;
  views: TreeView[];
  /** The name opens the member's tree (trees shared with me) rather than their profile. */
  opensTree?: boolean;
  action: string;
  actionLabel: (name: string) => string;
  onEnd: (v: TreeView) => void;
}

function ViewList({ id, heading, empty, views, opensTree = false, action, actionLabel, onEnd }: ListProps) {
  return (
    <div>
      <h3 id={id} className="mb-2 text-sm font-semibold text-stone-800">
        {heading}
      </h3>
      {views.length === 0 ? (
        <p className="text-sm text-stone-700">{empty}</p>
      ) : (
        <ul aria-labelledby={id} className="flex flex-col gap-3">
          {views.map((v) => {
            const name = v.member.basicDetails.name;
            const linkClass = 'min-w-0 flex-1 font-semibold text-maroon-700 underline [overflow-wrap:anywhere]';
            return (
              <li key={v._id} className="flex flex-wrap items-center gap-3">
                <Avatar name={name} picture={v.member.profilePicture} size={40} />
                {opensTree ? (
                  <Link to="/$id/tree" params={{ id: v.member._id }} search={{ tree: 'father' }} className={linkClass} aria-label={m.family_tree_of({ name })}>
                    {name}
                  </Link>
                ) : (
                  <Link to="/viewProfile/$id" params={{ id: v.member._id }} className={linkClass}>
                    {name}
                  </Link>
                )}
                <Button variant="secondary" className="!px-3 !py-1.5" aria-label={actionLabel(name)} onPress={() => onEnd(v)}>
                  {action}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
