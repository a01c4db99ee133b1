import { Link, useRouter } from '@tanstack/react-router';
import type { LinkBox, LinkRequestView } from '../../../../contract/family-links';
import { m } from '../../../../contract/i18n/paraglide/messages';
import { LinkRequestItem } from './link-request-item';

const TITLE: Record<LinkBox, () => string> = { received: m.family_link_received_title, sent: m.family_link_sent_title };
const EMPTY: Record<LinkBox, () => string> = { received: m.family_link_received_empty, sent: m.family_link_sent_empty };

/**
 * Link requests of one box: received (Verify, then Approve, or Reject) or sent (Withdraw), and
 * links in force (Unlink). `items` is the page's loader's (`loadLinkRequests`); an answer runs
 * the page's loaders again (decision 0900), so what a link changes (the family list) follows.
 */
export function FamilyLinkRequestsCard({ box = 'received', items, moreLink = false }: { box?: LinkBox; items: LinkRequestView[]; moreLink?: boolean }) {
  const router = useRouter();
  const id = `family-links-${box}-title`;
  return (
    <section aria-labelledby={id} className="rounded-xl border border-stone-300 bg-white p-4 shadow-sm">
      <h2 id={id} className="mb-3 text-lg font-bold text-stone-900">
        {TITLE[box]()}
      </h2>
      {items.length === 0 ? (
        <p className="text-sm text-stone-700">{EMPTY[box]()}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {items.map((r) => (
            <LinkRequestItem
              key={r._id}
              request={r}
              box={box}
              onChange={() => void router.invalidate()}
            />
          ))}
        </ul>
      )}
      {moreLink ? (
        <Link to="/familyLinks" className="mt-3 inline-block text-sm font-semibold text-maroon-700 underline">
          {m.family_link_all_links()}
        </Link>
      ) : null}
    </section>
  );
}
