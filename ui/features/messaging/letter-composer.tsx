import { Link, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { LETTER_BODY_MAX_LENGTH, LETTER_SUBJECT_MAX_LENGTH, MESSAGING_TEXT, sendMailSchema, type MessagePermission } from '../../../contract/messaging';
import { Button } from '../../components/button';
import { Notice } from '../../components/notice';
import { SelectField, type SelectOption } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { fieldErrors } from '../../lib/form-errors';
import { showToast } from '../../state/alerts';
import { fetchConversations, sendLetter } from './messaging-api';
import { PermissionReason } from './permission-reason';
import { m } from '../../../contract/i18n/paraglide/messages';
import { formatCount } from '../../lib/format';

/** The member a profile's "Write a letter" chose (`?to=`), as GET /user/get/{id} describes them. */
export interface Addressee {
  _id: string;
  name: string;
  mail: MessagePermission;
}

const count = (n: number, max: number) => m.messaging_character_count({ count: formatCount(n), max: formatCount(max) });

/** To: the members the reader already talks with; anyone else is reached from their profile. Read by /mailbox's loader. */
export async function loadConversationPartners(): Promise<SelectOption[]> {
  const res = await fetchConversations('', 0);
  return res.ok ? res.body.conversations.map((c) => ({ id: c.partner._id, label: c.partner.name })) : [];
}

/** Write a letter: To, subject and body with their counts; a refused letter keeps every word. */
export function LetterComposer({ addressee, partners }: { addressee: Addressee | null; partners: SelectOption[] }) {
  const router = useRouter();
  const [to, setTo] = useState(addressee?._id ?? '');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const options = addressee && !partners.some((p) => p.id === addressee._id) ? [{ id: addressee._id, label: addressee.name }, ...partners] : partners;

  async function submit() {
    setError(null);
    const parsed = sendMailSchema.safeParse({ userId: to, subject, body });
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      return setErrors({ ...found, ...(found.userId ? { userId: m.messaging_error_choose_addressee() } : {}) });
    }
    setErrors({});
    setBusy(true);
    const res = await sendLetter(parsed.data);
    setBusy(false);
    if (!res.ok) {
      setErrors(res.fields);
      return setError(res.error);
    }
    showToast(MESSAGING_TEXT.letterSent, 'success');
    setSubject('');
    setBody('');
    await router.invalidate();
  }

  if (addressee && addressee.mail !== 'allowed') {
    return (
      <Notice tone="info">
        <PermissionReason permission={addressee.mail} kind="mail" />
      </Notice>
    );
  }
  return (
    <form
      aria-label={MESSAGING_TEXT.writeLetter}
      className="flex flex-col gap-4 rounded-2xl border border-maroon-100 bg-white p-4 sm:p-6"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h2 className="font-display text-xl font-bold text-maroon-800">{MESSAGING_TEXT.writeLetter}</h2>
      <SelectField
        label={m.messaging_letter_to()}
        name="to"
        options={options}
        value={to}
        onChange={(v) => (setTo(v), setErrors((e) => ({ ...e, userId: '' })))}
        error={errors.userId || undefined}
        placeholder={m.messaging_letter_to_placeholder()}
        description={options.length === 0 ? m.messaging_letter_to_none({ action: MESSAGING_TEXT.writeLetter }) : m.messaging_letter_to_hint({ action: MESSAGING_TEXT.writeLetter })}
        isRequired
      />
      <TextField label={m.messaging_letter_subject()} name="subject" value={subject} onChange={(v) => (setSubject(v), setErrors((e) => ({ ...e, subject: '' })))} error={errors.subject || undefined} description={count(subject.length, LETTER_SUBJECT_MAX_LENGTH)} isRequired />
      <TextField label={m.messaging_letter_body()} name="body" multiline value={body} onChange={(v) => (setBody(v), setErrors((e) => ({ ...e, body: '' })))} error={errors.body || undefined} description={count(body.length, LETTER_BODY_MAX_LENGTH)} isRequired />
      {error ? <Notice tone="error">{error}</Notice> : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link to="/mailList" className="text-sm font-semibold text-maroon-800 underline">
          {m.messaging_back_to_inbox()}
        </Link>
        <Button type="submit" isDisabled={busy}>
          {MESSAGING_TEXT.send}
        </Button>
      </div>
    </form>
  );
}
