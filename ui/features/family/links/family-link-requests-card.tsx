import { Link } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { LinkBox, LinkRequestView } from '../../../../contract/family-links';
import { LoadingBlock } from '../../../components/spinner';
import { LinkRequestItem } from './link-request-item';
import { fetchLinkRequests } from './links-api';

const TITLE: Record<LinkBox, string> = { received: 'Family Link Requests', sent: 'Sent Link Requests' };
const EMPTY: Record<LinkBox, string> = {
  received: 'No Request Found',
  sent: 'You have not asked anyone yet. Use “Link to a member” on a family member to join your trees.',
};

/**
 * Link requests of one box: received (Verify, then Approve, or Reject) or sent (Withdraw), and
 * links in force (Unlink). A failed fetch is only logged (spec §8). `onChange` lets a page reload
 * what a link changes (the family list).
 */
export function FamilyLinkRequestsCard({ box = 'received', onChange, moreLink = false }: { box?: LinkBox; onChange?: () => void; moreLink?: boolean }) {
  const [items, setItems] = useState<LinkRequestView[] | null>(null);
  // Answers can overtake each other (Verify, then Approve at once): only the latest load counts.
  const latest = useRef(0);
  const load = useCallback(async () => {
    const mine = ++latest.current;
    const res = await fetchLinkRequests(box);
    if (mine !== latest.current) return;
    if (res.ok) setItems(res.body.data);
    else {
      console.error('Family link requests API failed', res.error);
      setItems([]);
    }
  }, [box]);
  useEffect(() => {
    void load();
  }, [load]);
  const id = `family-links-${box}-title`;
  return (
    <section aria-labelledby={id} className="rounded-xl border border-stone-300 bg-white p-4 shadow-sm">
      <h2 id={id} className="mb-3 text-lg font-bold text-stone-900">
        {TITLE[box]}
      </h2>
      {items === null ? (
        <LoadingBlock label={`Loading ${TITLE[box].toLowerCase()}`} />
      ) : items.length === 0 ? (
        <p className="text-sm text-stone-700">{EMPTY[box]}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {items.map((r) => (
            <LinkRequestItem
              key={r._id}
              request={r}
              box={box}
              onChange={() => {
                void load();
                onChange?.();
              }}
            />
          ))}
        </ul>
      )}
      {moreLink ? (
        <Link to="/familyLinks" className="mt-3 inline-block text-sm font-semibold text-maroon-700 underline">
          All family links
        </Link>
      ) : null}
    </section>
  );
}
