import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { Form } from 'react-aria-components';
import { chainText, ruleEntryOf, type FamilyMemberList, type FamilyMemberView } from '../../../../contract/family';
import { checkFamilyMember, FAMILY_NAME_MAX, memberFromCycle, parentChoices, relationOptions, spouseChoices } from '../../../../contract/family-rules';
import type { RelationId, RelationSide } from '../../../../contract/reference';
import { m } from '../../../../contract/i18n/paraglide/messages';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { Notice } from '../../../components/notice';
import { CheckboxField } from '../../../components/checkbox-field';
import { RadioGroupField } from '../../../components/radio-group-field';
import { TextField } from '../../../components/text-field';
import { showToast } from '../../../state/alerts';
import { referenceAtom } from '../../../state/reference';
import { bilingual } from '../relation-text';
import { FamilySelect } from './family-select';
import { RelationPicker } from './relation-picker';
import { saveFamilyMember } from './members-api';
import { useNow } from '../../../lib/use-now';

/** The select's "nobody" choice (a ListBox item needs a non-empty id). */
const NONE = 'none';

export interface MemberDraft {
  _id: string | null;
  name: string;
  relation_id: string;
  memberFromId: string;
  parent_id: string;
  spouse_id: string;
  /** How the person is the chosen parent's child: the kinship check counts adoption too (decision 0702). */
  parent_kind: 'birth' | 'adoptive';
  dob: string;
  /** Decision 0940: has died, and when (optional). */
  deceased: boolean;
  dateOfDeath: string;
}

export function draftOf(entry: FamilyMemberView | null, memberFromId: string): MemberDraft {
  return {
    _id: entry?._id ?? null,
    name: entry?.to_name ?? '',
    relation_id: entry?.relationDetails.relation_id ?? '',
    memberFromId: entry?.relationDetails.memberFromId ?? memberFromId,
    parent_id: entry?.parent_id ?? '',
    spouse_id: entry?.spouse_id ?? '',
    parent_kind: entry?.parent_kind ?? 'birth',
    dob: entry?.userDetails.DOB ?? '',
    deceased: entry?.deceased ?? false,
    dateOfDeath: entry?.dateOfDeath ?? '',
  };
}

/**
 * The 'Family Members' dialog (spec §2): Name, Member From (only when not attached to self),
 * Relation, Parent, Spouse, and the date of birth (decision 0702); Update checks the §5 rules
 * with the functions the API uses and shows the first failure as an alert.
 */
export function MemberDialog({ list, initial, onClose, onSaved }: {
  list: FamilyMemberList;
  initial: MemberDraft;
  onClose: () => void;
  /** The saved entry and the side it is listed on. */
  onSaved: (saved: { _id: string; side: RelationSide }) => void;
}) {
  const reference = useAtomValue(referenceAtom);
  const [draft, setDraft] = useState(initial);
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const today = new Date(useNow()).toISOString().slice(0, 10);
  const rules = useMemo(() => list.data.map(ruleEntryOf), [list.data]);
  const self = list.data.find((e) => e.relationDetails.relation_id === 'self')!;
  const editing = draft._id ? list.data.find((e) => e._id === draft._id) : undefined;
  const linked = editing?.user_id != null;
  const attachedToSelf = draft.memberFromId === self._id;
  const lang = list.me.language;
  const labelOf = (id: string) => {
    const labels = reference?.relations.find((r) => r._id === id)?.labels;
    return labels ? bilingual(labels[lang], lang === 'en' ? null : labels.en) : id;
  };
  const entryLabel = (e: { id: string }) => {
    const v = list.data.find((x) => x._id === e.id)!;
    return `${v.to_name} (${bilingual(v.relationLabel, v.relationLabelEnglish)})`;
  };

  const relationIds = relationOptions(list.me, rules, { editingId: draft._id, memberFromId: draft.memberFromId });
  const parents = draft.relation_id ? parentChoices(draft.relation_id, rules, draft.memberFromId, draft._id) : [];
  const spouses = draft.relation_id ? spouseChoices(draft.relation_id, rules, draft.memberFromId, draft._id) : [];
  const anchors = list.data.filter((e) => e._id !== draft._id && !(draft._id && memberFromCycle(draft._id, e._id, rules)));
  const set = (patch: Partial<MemberDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const memberFromName = list.data.find((e) => e._id === draft.memberFromId);
  const parentKinds = [
    { id: 'birth', label: m.family_members_dialog_birth() },
    { id: 'adoptive', label: m.family_members_dialog_adoptive() },
  ];

  async function update() {
    setAlert(null);
    const body = {
      _id: draft._id,
      name: draft.name,
      relation_id: draft.relation_id,
      memberFromId: draft.memberFromId,
      parent_id: draft.parent_id || null,
      spouse_id: draft.spouse_id || null,
      parent_kind: draft.parent_id ? draft.parent_kind : ('birth' as const),
      dob: draft.dob || null,
      deceased: draft.deceased,
      dateOfDeath: draft.deceased ? draft.dateOfDeath || null : null,
    };
    const check = checkFamilyMember(body, rules, list.me);
    if (!check.ok) return setAlert(check.message);
    setBusy(true);
    const res = await saveFamilyMember(body);
    setBusy(false);
    if (!res.ok) return setAlert(res.error);
    showToast(res.body.message, 'success');
    onSaved(res.body.data);
  }

  return (
    <Modal title={m.family_members_title()} isOpen onOpenChange={(open) => (open ? null : onClose())}>
      <Form
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          void update();
        }}
      >
        {alert ? <Notice tone="error">{alert}</Notice> : null}
        <TextField
          label={m.family_members_dialog_name()}
          name="name"
          value={draft.name}
          onChange={(name) => set({ name })}
          maxLength={FAMILY_NAME_MAX}
          isDisabled={linked}
          description={linked ? m.family_members_dialog_linked_name() : undefined}
        />
        {!attachedToSelf ? (
          <FamilySelect
            label={m.family_members_dialog_member_from()}
            name="memberFromId"
            options={anchors.map((e) => ({ id: e._id, label: e.relationDetails.relation_id === 'self' ? `${e.to_name} (${labelOf('self')})` : `${e.to_name} (${e.relationLabel})` }))}
            value={draft.memberFromId}
            onChange={(memberFromId) => set({ memberFromId: memberFromId || self._id, parent_id: '', spouse_id: '' })}
            description={m.family_members_dialog_member_from_help()}
          />
        ) : null}
        <RelationPicker
          // A new anchor offers other relations: the picker starts again from its choice.
          key={draft.memberFromId}
          label={attachedToSelf ? m.family_members_dialog_relation() : memberFromName ? m.family_members_dialog_relation_to({ name: memberFromName.to_name }) : m.family_members_dialog_relation_to_that_member()}
          options={relationIds.map((id: RelationId) => ({ id, label: labelOf(id) }))}
          value={draft.relation_id}
          onChange={(relation_id) => set({ relation_id, parent_id: '', spouse_id: '' })}
        />
        <FamilySelect
          label={m.family_members_dialog_parent()}
          name="parent_id"
          options={[{ id: NONE, label: '-' }, ...parents.map((e) => ({ id: e.id, label: entryLabel(e) }))]}
          value={draft.parent_id || NONE}
          onChange={(v) => set({ parent_id: v === NONE ? '' : v })}
          isDisabled={linked || parents.length === 0}
          description={linked ? m.family_members_dialog_linked_kept() : parents.length === 0 ? m.family_members_dialog_no_parent() : undefined}
        />
        {draft.parent_id && !linked ? (
          <RadioGroupField
            label={m.family_members_dialog_parent_kind()}
            name="parent_kind"
            options={parentKinds}
            value={draft.parent_kind}
            onChange={(v) => set({ parent_kind: v === 'adoptive' ? 'adoptive' : 'birth' })}
          />
        ) : null}
        <FamilySelect
          label={m.family_members_dialog_spouse()}
          name="spouse_id"
          options={[{ id: NONE, label: '-' }, ...spouses.map((e) => ({ id: e.id, label: entryLabel(e) }))]}
          value={draft.spouse_id || NONE}
          onChange={(v) => set({ spouse_id: v === NONE ? '' : v })}
          isDisabled={linked || spouses.length === 0}
          description={spouses.length === 0 && !linked ? m.family_members_dialog_no_spouse() : undefined}
        />
        <TextField
          label={m.family_members_dialog_dob()}
          name="dob"
          type="date"
          value={draft.dob}
          onChange={(dob) => set({ dob })}
          max={today}
          isDisabled={linked}
          description={m.family_members_dialog_dob_help()}
        />
        <CheckboxField label={m.family_members_dialog_died()} isSelected={draft.deceased} onChange={(deceased) => set({ deceased })} isDisabled={linked} />
        {draft.deceased ? (
          <TextField
            label={m.family_members_dialog_dod()}
            name="dateOfDeath"
            type="date"
            value={draft.dateOfDeath}
            onChange={(dateOfDeath) => set({ dateOfDeath })}
            max={today}
            description={m.family_members_dialog_dod_help()}
          />
        ) : null}
        {!attachedToSelf && editing ? <p className="text-xs text-stone-600">{chainText(editing.chain)}</p> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onPress={onClose}>
            {m.family_cancel()}
          </Button>
          <Button type="submit" isDisabled={busy}>
            {m.family_members_dialog_update()}
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
