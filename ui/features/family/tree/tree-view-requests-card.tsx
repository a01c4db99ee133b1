import { Link, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { TREE_TEXT, type TreeViewRequest } from '../../../../contract/family-tree';
import { m } from '../../../../contract/i18n/paraglide/messages';
import { Avatar } from '../../../components/avatar';
import { Button } from '../../../components/button';
import { showToast } from '../../../state/alerts';
import { answerTreeView } from './tree-api';

/**
 * The 'Family Tree View Requests' card of /familyMember's right column (spec §2): each requester's
 * picture and name (linking to their profile) with Accept and Reject, or 'No Request Found'.
 * `requests` is the page's loader's (`loadTreeViewRequests`); after an answer the server's message
 * shows and the page's loaders run again (spec §7, decision 0900), so the sharing card below
 * gains the viewer too.
 */
export function TreeViewRequestsCard({ requests }: { requests: TreeViewRequest[] }) {
  const router = useRouter();
  const [busy, setBusy] = useState<string | null>(null);

  async function respond(id: string, status: 'accepted' | 'rejected') {
    setBusy(id);
    const res = await answerTreeView(id, status);
    if (!res.ok) {
      setBusy(null);
      return showToast(res.error, 'error');
    }
    showToast(res.body.message, 'success');
    await router.invalidate();
    setBusy(null);
  }

  return (
    <section aria-labelledby="tree-requests-title" className="rounded-xl border border-stone-300 bg-white p-4 shadow-sm">
      <h2 id="tree-requests-title" className="mb-3 text-lg font-bold text-stone-900">
        {TREE_TEXT.cardTitle}
      </h2>
      {requests.length === 0 ? (
        <p className="text-sm text-stone-700">{TREE_TEXT.noRequestFound}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {requests.map((r) => (
            <li key={r._id} className="flex flex-wrap items-center gap-3">
              <Avatar name={r.requestFrom.basicDetails.name} picture={r.requestFrom.profilePicture} size={40} />
              <Link to="/viewProfile/$id" params={{ id: r.requestFrom._id }} className="min-w-0 flex-1 font-semibold text-maroon-700 underline [overflow-wrap:anywhere]">
                {r.requestFrom.basicDetails.name}
              </Link>
              <span className="flex gap-2">
                <Button
                  className="!px-3 !py-1.5"
                  isDisabled={busy === r._id}
                  aria-label={m.family_tree_accept_aria({ name: r.requestFrom.basicDetails.name })}
                  onPress={() => void respond(r._id, 'accepted')}
                >
                  {m.family_tree_accept()}
                </Button>
                <Button
                  variant="secondary"
                  className="!px-3 !py-1.5"
                  isDisabled={busy === r._id}
                  aria-label={m.family_tree_reject_aria({ name: r.requestFrom.basicDetails.name })}
                  onPress={() => void respond(r._id, 'rejected')}
                >
                  {m.family_tree_reject()}
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
