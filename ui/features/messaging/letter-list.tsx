import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { LETTERS_PAGE_SIZE, MESSAGING_TEXT, type Letter, type LettersPage } from '../../../contract/messaging';
import { Avatar } from '../../components/avatar';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';
import { EmptyState, Notice } from '../../components/notice';
import { Pager } from '../../components/pager';
import { formatDateTime } from '../../lib/format';
import { showToast } from '../../state/alerts';
import { deleteLetter, markLetterRead } from './messaging-api';
import { refreshUnread } from './unread';
import { m } from '../../../contract/i18n/paraglide/messages';

function LetterRow({ letter, box, onDelete }: { letter: Letter; box: 'inbox' | 'sent'; onDelete: (l: Letter) => void }) {
  const [open, setOpen] = useState(false);
  const [read, setRead] = useState(letter.readAt !== null);
  const unread = box === 'inbox' && !read;
  const bodyId = `letter-${letter._id}`;

  function toggle() {
    setOpen(!open);
    if (!open && unread) {
      setRead(true);
      void markLetterRead(letter._id).then(() => refreshUnread());
    }
  }

  return (
    <li className={`rounded-xl border border-maroon-100 ${unread ? 'bg-maroon-50/70' : 'bg-white'}`}>
      <button type="button" aria-expanded={open} aria-controls={bodyId} onClick={toggle} className="flex w-full items-center gap-3 rounded-xl px-3 py-3 text-left hover:bg-maroon-50">
        <Avatar name={letter.partner.name} picture={letter.partner.profilePicture} size={40} />
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline gap-2">
            <span className={`truncate ${unread ? 'font-bold' : 'font-semibold'} text-stone-900`}>
              {box === 'sent' ? m.messaging_letter_to_name({ name: letter.partner.name }) : letter.partner.name}
            </span>
            <span className="ml-auto shrink-0 text-xs text-stone-600">{formatDateTime(letter.sentAt)}</span>
          </span>
          <span className={`block truncate text-sm ${unread ? 'font-bold text-stone-900' : 'text-stone-700'}`}>
            {unread ? <span className="sr-only">{m.messaging_letter_unread()} </span> : null}
            {letter.subject}
          </span>
        </span>
      </button>
      {open ? (
        <div id={bodyId} className="border-t border-maroon-100 px-4 py-3">
          <p className="whitespace-pre-wrap text-stone-900 [overflow-wrap:anywhere]">{letter.body}</p>
          <div className="mt-3 flex justify-end">
            <Button variant="ghost" onPress={() => onDelete(letter)} aria-label={m.messaging_delete_letter_label({ subject: letter.subject })}>
              {m.messaging_delete()}
            </Button>
          </div>
        </div>
      ) : null}
    </li>
  );
}

export interface LetterListProps {
  box: 'inbox' | 'sent';
  data: LettersPage | null;
  error: string | null;
  page: number;
  onPageChange: (page: number) => void;
}

/** A box of letters: newest first, paged, opened in place, deleted after a confirmation. */
export function LetterList({ box, data, error, page, onPageChange }: LetterListProps) {
  const router = useRouter();
  const [deleting, setDeleting] = useState<Letter | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirmDelete() {
    if (!deleting) return;
    setBusy(true);
    const res = await deleteLetter(deleting._id);
    setBusy(false);
    setDeleting(null);
    if (!res.ok) return showToast(res.error, 'error');
    showToast(MESSAGING_TEXT.letterDeleted, 'success');
    void refreshUnread();
    await router.invalidate();
  }

  if (error) return <Notice tone="error">{error}</Notice>;
  if (!data || data.letters.length === 0) return <EmptyState title={box === 'inbox' ? MESSAGING_TEXT.noLetters : MESSAGING_TEXT.noSentLetters} />;
  return (
    <>
      <ul aria-label={box === 'inbox' ? m.messaging_letters_received() : m.messaging_letters_sent()} className="flex flex-col gap-2">
        {data.letters.map((l) => (
          <LetterRow key={l._id} letter={l} box={box} onDelete={setDeleting} />
        ))}
      </ul>
      <Pager page={page} totalPages={Math.max(1, Math.ceil(data.total / LETTERS_PAGE_SIZE))} onPageChange={onPageChange} label={box === 'inbox' ? m.messaging_inbox_pages() : m.messaging_sent_pages()} />
      <Modal title={m.messaging_delete_letter_title()} isOpen={deleting !== null} onOpenChange={(o) => (o ? null : setDeleting(null))} role="alertdialog">
        <p className="text-stone-800">{box === 'inbox' ? m.messaging_delete_letter_inbox({ subject: deleting?.subject ?? '' }) : m.messaging_delete_letter_sent({ subject: deleting?.subject ?? '' })}</p>
        <div className="mt-5 flex justify-end gap-2">
          <Button variant="secondary" onPress={() => setDeleting(null)}>
            {m.common_cancel()}
          </Button>
          <Button variant="danger" isDisabled={busy} onPress={() => void confirmDelete()}>
            {m.messaging_delete()}
          </Button>
        </div>
      </Modal>
    </>
  );
}
