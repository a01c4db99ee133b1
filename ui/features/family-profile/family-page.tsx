import { useAtomValue } from 'jotai';
import { m } from '../../../contract/i18n/paraglide/messages';
import type { HistoryEntry, ProfileFamily } from '../../../contract/managers';
import { EmptyState } from '../../components/notice';
import { formatDateTime } from '../../lib/format';
import { usePageTitle } from '../../lib/page-title';
import { relationLabel } from '../../lib/family-relations';
import { sessionAtom } from '../../state/session';
import { FamilyPeople } from './family-people';
import { historyLine } from './history-text';
import { InviteForm } from './invite-form';

function Card({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-maroon-100 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={id} className="font-display text-xl font-bold text-maroon-800">{title}</h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** /family/managers (issue 27): who runs the profile, open invitations, inviting, and its history. */
export function FamilyPage({ family, history }: { family: ProfileFamily; history: HistoryEntry[] }) {
  usePageTitle(m.managers_family_title());
  const gender = useAtomValue(sessionAtom)?.userData.gender;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
      <div>
        <h1 className="font-display text-3xl font-bold text-maroon-800">{m.managers_family_title()}</h1>
        <p className="mt-1 text-stone-700">{m.managers_family_intro({ name: family.candidate.name })}</p>
      </div>
      <Card id="family-people" title={m.managers_family_people()}>
        <FamilyPeople family={family} />
      </Card>
      <Card id="family-invitations" title={m.managers_family_invitations()}>
        {family.invitations.length === 0 ? (
          <EmptyState title={m.managers_family_no_invitations()} />
        ) : (
          <ul className="flex flex-col gap-1 text-sm text-stone-800">
            {family.invitations.map((i) => (
              <li key={i.id}>
                {m.managers_family_invitation_line({
                  email: i.email,
                  who: i.role === 'candidate' || i.relation === 'self' ? m.managers_family_candidate() : relationLabel(i.relation),
                  sent: formatDateTime(i.sentAt),
                })}
              </li>
            ))}
          </ul>
        )}
        <h3 className="mt-6 mb-3 font-semibold text-maroon-800">{m.managers_family_invite_heading()}</h3>
        <InviteForm family={family} />
      </Card>
      <Card id="family-history" title={m.managers_history_heading()}>
        {history.length === 0 ? (
          <EmptyState title={m.managers_history_empty()} />
        ) : (
          <ol className="flex flex-col divide-y divide-maroon-100">
            {history.map((h, index) => (
              <li key={`${h.at}-${index}`} className="flex flex-wrap justify-between gap-x-3 py-2 text-sm">
                <span className="text-stone-900">{historyLine(h, gender)}</span>
                <time dateTime={new Date(h.at).toISOString()} className="text-stone-600">{formatDateTime(h.at)}</time>
              </li>
            ))}
          </ol>
        )}
      </Card>
    </div>
  );
}
