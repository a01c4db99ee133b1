import { Fragment, useLayoutEffect, useRef, type ReactNode } from 'react';
import { MESSAGING_TEXT, type ChatMessage } from '../../../contract/messaging';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { dayLabel, sameDay, timeOfDay, type ThreadMessages } from './thread-messages';
import { m } from '../../../contract/i18n/paraglide/messages';

function Mark({ message }: { message: ChatMessage }) {
  const [marks, label, tone] = message.readAt
    ? ['✓✓', m.messaging_mark_read(), 'text-sky-700']
    : message.deliveredAt
      ? ['✓✓', m.messaging_mark_delivered(), 'text-stone-500']
      : ['✓', m.messaging_mark_sent(), 'text-stone-500'];
  return (
    <span className={`font-bold ${tone}`} title={label}>
      <span aria-hidden="true">{marks}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}

function Bubble({ mine, time, status, children }: { mine: boolean; time: number; status: ReactNode; children: string }) {
  return (
    <li className={`flex ${mine ? 'justify-end' : 'justify-start'}`}>
      <div
        className={`max-w-[85%] rounded-2xl px-3 py-2 shadow-sm sm:max-w-[70%] ${mine ? 'rounded-br-sm bg-maroon-700 text-white' : 'rounded-bl-sm border border-maroon-100 bg-white text-stone-900'}`}
      >
        {/* A text node: what a member wrote is never read as HTML. */}
        <p className="whitespace-pre-wrap [overflow-wrap:anywhere]">{children}</p>
        <p className={`mt-1 flex items-center justify-end gap-1 text-xs ${mine ? 'text-maroon-50' : 'text-stone-600'}`}>
          <span className="sr-only">{mine ? m.messaging_bubble_you() : ''}</span>
          <time dateTime={new Date(time).toISOString()}>{timeOfDay(time)}</time>
          {status ? <span className="rounded bg-white px-1">{status}</span> : null}
        </p>
      </div>
    </li>
  );
}

/** A message the server never answered for: Retry sends it again with the same clientId, so it is stored once. */
function NotSent({ onRetry }: { onRetry: () => void }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1 text-red-700">
      {MESSAGING_TEXT.notSent}
      <Button variant="ghost" className="px-2 py-0.5" onPress={onRetry}>
        {MESSAGING_TEXT.retry}
      </Button>
    </span>
  );
}

export interface MessageLogProps {
  myId: string;
  partnerName: string;
  thread: ThreadMessages;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  /** Sends a message shown as not sent again (same clientId). */
  onRetry: (clientId: string) => void;
  empty: string;
}

/**
 * The thread as a log region (new messages are read out politely): oldest at the top, day
 * separators, the member's own messages on the right with their marks. It keeps to the bottom
 * as messages arrive, and keeps the reader's place when an older page is put above.
 */
export function MessageLog({ myId, partnerName, thread, hasOlder, loadingOlder, onLoadOlder, onRetry, empty }: MessageLogProps) {
  const box = useRef<HTMLDivElement>(null);
  const before = useRef<{ height: number; top: number; firstId: number | undefined } | null>(null);
  const firstId = thread.stored[0]?._id;

  // Before React paints: if older messages went in above, hold the same message in view;
  // otherwise stay at the bottom when the reader was there.
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const was = before.current;
    if (was && was.firstId !== undefined && firstId !== undefined && firstId < was.firstId) {
      el.scrollTop = was.top + (el.scrollHeight - was.height);
    } else if (!was || was.height - was.top - el.clientHeight < 120) {
      el.scrollTop = el.scrollHeight;
    }
    before.current = { height: el.scrollHeight, top: el.scrollTop, firstId };
  }, [thread, firstId]);

  const onScroll = () => {
    const el = box.current;
    if (!el) return;
    before.current = { height: el.scrollHeight, top: el.scrollTop, firstId };
    if (el.scrollTop < 80 && hasOlder && !loadingOlder) onLoadOlder();
  };

  const count = thread.stored.length + thread.pending.length;
  return (
    <div ref={box} onScroll={onScroll} className="min-h-0 flex-1 overflow-y-auto overflow-x-hidden bg-maroon-50/40 px-2 py-3 sm:px-4">
      {hasOlder ? (
        <div className="mb-2 flex justify-center">
          {loadingOlder ? <Spinner size="sm" label={m.messaging_loading_older()} /> : <Button variant="ghost" onPress={onLoadOlder}>{m.messaging_load_older()}</Button>}
        </div>
      ) : null}
      <div role="log" aria-live="polite" aria-relevant="additions" aria-label={m.messaging_log_label({ name: partnerName })}>
        {count === 0 ? <p className="py-10 text-center text-sm text-stone-700">{empty}</p> : null}
        <ol className="flex flex-col gap-2">
          {thread.stored.map((msg, i) => {
            const previous = thread.stored[i - 1];
            return (
              <Fragment key={msg._id}>
                {!previous || !sameDay(previous.sentAt, msg.sentAt) ? (
                  <li className="my-2 text-center text-xs font-semibold text-stone-600">
                    <span className="rounded-full bg-white px-3 py-1 shadow-sm">{dayLabel(msg.sentAt)}</span>
                  </li>
                ) : null}
                <Bubble mine={msg.fromUserId === myId} time={msg.sentAt} status={msg.fromUserId === myId ? <Mark message={msg} /> : null}>
                  {msg.text}
                </Bubble>
              </Fragment>
            );
          })}
          {thread.pending.map((p) => (
            <Bubble key={p.clientId} mine time={p.sentAt} status={p.failed ? <NotSent onRetry={() => onRetry(p.clientId)} /> : <span className="text-stone-500">{m.messaging_sending()}</span>}>
              {p.text}
            </Bubble>
          ))}
        </ol>
      </div>
    </div>
  );
}
