import type { ReactNode } from 'react';
import { MESSAGING_TEXT } from '../../../contract/messaging';
import { m } from '../../../contract/i18n/paraglide/messages';

/**
 * /chat and /messages/{id} (docs/decisions/0588): on wide screens the conversations on the left
 * and the open thread (or a prompt to pick one) on the right; on phones two screens, the list
 * at /chat and only the thread at /messages/{id}. `list` is the conversation list the route loaded.
 */
export function ChatLayout({ activeId, list, children }: { activeId?: string; list: ReactNode; children: ReactNode }) {
  const threadOpen = activeId !== undefined;
  return (
    <div className="mx-auto w-full max-w-6xl sm:px-4 sm:py-4">
      <h1 className={`px-4 pt-4 pb-2 font-display text-2xl font-bold text-maroon-800 sm:px-0 sm:pt-0 ${threadOpen ? 'max-sm:sr-only' : ''}`}>{MESSAGING_TEXT.chat}</h1>
      <div className="grid h-[calc(100dvh-9rem)] min-h-[24rem] overflow-hidden border-maroon-100 bg-white sm:grid-cols-[minmax(16rem,22rem)_1fr] sm:rounded-2xl sm:border sm:shadow-sm">
        <section aria-label={m.messaging_conversations_label()} className={`min-h-0 border-maroon-100 sm:border-r ${threadOpen ? 'max-sm:hidden' : ''}`}>
          {list}
        </section>
        <section aria-label={m.messaging_conversation_label()} className={`min-h-0 min-w-0 ${threadOpen ? '' : 'max-sm:hidden'}`}>
          {children}
        </section>
      </div>
    </div>
  );
}

export function PickConversation() {
  return (
    <div className="flex h-full items-center justify-center p-6 text-center text-stone-700">
      <p>{m.messaging_pick_conversation()}</p>
    </div>
  );
}
