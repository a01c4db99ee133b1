import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { Button as AriaButton, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { MEMBER_STATUSES, MEMBER_STATUS_LABELS, type MemberRow, type MemberStatus } from '../../../../contract/admin/members';
import { Avatar } from '../../../components/avatar';
import { SelectField } from '../../../components/select-field';
import { overlayRoot } from '../../../lib/overlay-root';
import { showToast } from '../../../state/alerts';
import { AdminTable, type AdminColumn, type AdminListView } from '../admin-table';
import { actAsMember } from '../impersonation';
import { FIRST_NOTIFICATIONS } from './member-activity';
import { MemberDialogs, type MemberAction, type MemberActionKind } from './member-dialogs';
import { fetchMemberNotifications, fetchMemberStats, verifyMemberEmail } from './members-api';

const day = (t: number | null) => (t ? new Date(t).toLocaleDateString('en-IN', { dateStyle: 'medium' }) : 'Never');

const menuItemClass = 'cursor-pointer rounded-md px-3 py-2 text-sm text-stone-900 outline-none data-[focused]:bg-stone-100';

function RowActions({ member, onAction }: { member: MemberRow; onAction: (a: MemberActionKind, m: MemberRow) => void }) {
  return (
    <MenuTrigger>
      <AriaButton aria-label={`Actions for ${member.name}`} className="rounded-full border border-stone-400 px-3 py-1 text-sm font-semibold text-stone-900 outline-none hover:bg-stone-100 focus-visible:ring-2 focus-visible:ring-maroon-700">
        Actions <span aria-hidden="true">▾</span>
      </AriaButton>
      <Popover UNSTABLE_portalContainer={overlayRoot()} placement="bottom end" className="w-56 rounded-xl border border-stone-300 bg-white p-1 shadow-xl">
        <Menu aria-label={`Actions for ${member.name}`} className="outline-none" onAction={(key) => onAction(key as MemberActionKind, member)} disabledKeys={member.isEmailVerified ? ['verify'] : []}>
          <MenuItem id="verify" className={`${menuItemClass} data-[disabled]:cursor-default data-[disabled]:text-stone-500`}>
            {member.isEmailVerified ? 'E-mail verified' : 'Verify e-mail'}
          </MenuItem>
          <MenuItem id="settings" className={menuItemClass}>Settings</MenuItem>
          <MenuItem id="stats" className={menuItemClass}>Statistics</MenuItem>
          <MenuItem id="notifications" className={menuItemClass}>Notifications</MenuItem>
          <MenuItem id="block" className={menuItemClass}>{member.status === 'blocked' ? 'Unblock' : 'Block'}</MenuItem>
          <MenuItem id="actAs" className={menuItemClass}>Act as member</MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}

// Not '': SelectField shows '' as nothing chosen ("Choose…"), not as this option.
const ANY = 'any';
const STATUS_OPTIONS = [{ id: ANY, label: 'Any but deleted' }, ...MEMBER_STATUSES.map((s) => ({ id: s, label: MEMBER_STATUS_LABELS[s] }))];

interface Props {
  list: AdminListView<MemberRow>;
  status: MemberStatus | undefined;
  onStatusChange: (status: MemberStatus | undefined) => void;
}

/** The members list (decision 0802): search, sort, status filter, and each row's actions; a change shows at once (the route loads again). */
export function MemberList({ list, status, onStatusChange }: Props) {
  const router = useRouter();
  const [action, setAction] = useState<MemberAction | null>(null);
  const reload = () => void router.invalidate();

  // Statistics and notifications are fetched here, as the item is chosen, and the dialog opens with them.
  async function onAction(kind: MemberActionKind, member: MemberRow) {
    if (kind === 'verify') {
      const res = await verifyMemberEmail(member._id);
      showToast(res.ok ? (res.body.message ?? 'Verified.') : res.error, res.ok ? 'success' : 'error');
      if (res.ok) reload();
    } else if (kind === 'actAs') {
      const failure = await actAsMember(member._id, (href) => router.navigate({ href }));
      if (failure) showToast(failure, 'error');
    } else if (kind === 'stats') {
      const res = await fetchMemberStats(member._id);
      if (res.ok) setAction({ kind, member, stats: res.stats });
      else showToast(res.error, 'error');
    } else if (kind === 'notifications') {
      const res = await fetchMemberNotifications(member._id, FIRST_NOTIFICATIONS.page, FIRST_NOTIFICATIONS.limit);
      if (res.ok) setAction({ kind, member, first: res.page });
      else showToast(res.error, 'error');
    } else setAction({ kind, member });
  }

  const columns: AdminColumn<MemberRow>[] = [
    { id: 'picture', name: 'Picture', render: (m) => <Avatar name={m.name} picture={m.profilePicture} size={36} /> },
    {
      id: 'name',
      name: 'Name',
      sortable: true,
      isRowHeader: true,
      render: (m) => (
        <span className="font-semibold">
          {m.name}
          <span className="block text-xs font-normal text-stone-700">{m.uniqueId ?? 'No profile id'}</span>
        </span>
      ),
    },
    {
      id: 'email',
      name: 'E-mail',
      render: (m) => (
        <span className="break-all">
          {m.email} {m.isEmailVerified ? <span className="text-green-800" title="Verified">✓<span className="sr-only"> verified</span></span> : <span className="text-xs text-stone-700">(not verified)</span>}
        </span>
      ),
    },
    { id: 'plan', name: 'Plan', sortable: true, render: (m) => m.plan?.name ?? 'Free' },
    { id: 'completeness', name: 'Profile', sortable: true, render: (m) => `${m.completeness} %` },
    { id: 'joined', name: 'Joined', sortable: true, render: (m) => <span className="whitespace-nowrap">{day(m.createdAt)}</span> },
    { id: 'lastSeen', name: 'Last seen', sortable: true, render: (m) => <span className="whitespace-nowrap">{day(m.lastSeenAt)}</span> },
    { id: 'status', name: 'Status', render: (m) => <span title={m.blockedReason ?? undefined}>{MEMBER_STATUS_LABELS[m.status]}</span> },
    { id: 'actions', name: 'Actions', render: (m) => <RowActions member={m} onAction={(kind, row) => void onAction(kind, row)} /> },
  ];

  return (
    <div className="flex flex-col gap-4">
      <SelectField label="Status" name="status" options={STATUS_OPTIONS} value={status ?? ANY} onChange={(v) => onStatusChange(v === ANY ? undefined : (v as MemberStatus))} className="max-w-xs" />
      <AdminTable
        label="Members"
        searchLabel="Search by name, e-mail, phone or profile id (SB…)"
        columns={columns}
        {...list}
        empty="No member matches. Check the spelling, or search by the start of the name or the profile id."
      />
      <MemberDialogs action={action} onClose={() => setAction(null)} onDone={reload} />
    </div>
  );
}
