import { Link } from '@tanstack/react-router';
import { MESSAGING_TEXT, type ChatPartner, type MessagesPage } from '../../../contract/messaging';
import { Avatar } from '../../components/avatar';
import { Notice } from '../../components/notice';
import { ReportButton } from '../../components/report-dialog';
import { REPORT_TEXT } from '../../../contract/reports';
import type { ApiResult } from '../../lib/api';
import { usePageTitle } from '../../lib/page-title';
import { Composer } from './composer';
import { FamilyInConversation } from './family-in-conversation';
import { MessageLog } from './message-log';
import { PermissionReason } from './permission-reason';
import { SafetyNote, safetySignals } from './safety-note';
import { useThread } from './use-thread';
import { m } from '../../../contract/i18n/paraglide/messages';

export function OnlineDot({ online }: { online: boolean }) {
  if (!online) return null;
  return (
    <span className="absolute right-0 bottom-0 h-3 w-3 rounded-full border-2 border-white bg-green-600">
      <span className="sr-only">{m.messaging_online()}</span>
    </span>
  );
}

function ThreadHeader({ partner }: { partner: ChatPartner }) {
  return (
    <div className="flex items-center gap-2 border-b border-maroon-100 bg-white px-2 py-2 sm:px-4">
      {/* Phones show the list and the thread as two screens: this is the way back. */}
      <Link to="/chat" aria-label={m.messaging_back_to_conversations()} className="rounded-full p-2 text-xl leading-none text-maroon-800 hover:bg-maroon-50 sm:hidden">
        <span aria-hidden="true">←</span>
      </Link>
      <span className="relative">
        <Avatar name={partner.name} picture={partner.profilePicture} size={40} />
        <OnlineDot online={partner.online} />
      </span>
      <div className="min-w-0 flex-1">
        <h2 className="truncate font-semibold text-stone-900">
          <Link to="/viewprofile/$id" params={{ id: partner._id }} className="hover:underline">
            {partner.name}
          </Link>
        </h2>
        <p className="text-xs text-stone-600">{partner.online ? m.messaging_online() : m.messaging_offline()}</p>
      </div>
      <ReportButton kind="conversation" targetId={partner._id} label={REPORT_TEXT.reportConversation} />
    </div>
  );
}

/** One conversation: header, the messages, and the composer or why the member can't write. `first` is the route loader's newest page. */
export function Thread({ partnerId, first }: { partnerId: string; first: ApiResult<MessagesPage> }) {
  const t = useThread(partnerId, first);
  usePageTitle(t.partner ? m.messaging_chat_with({ name: t.partner.name }) : MESSAGING_TEXT.chat);
  if (t.status.kind === 'error' || !t.partner) {
    return (
      <div className="p-4">
        <Notice tone="error">{t.status.kind === 'error' ? t.status.error : MESSAGING_TEXT.conversationNotFound}</Notice>
        <Link to="/chat" className="mt-3 inline-block font-semibold text-maroon-800 underline">
          {m.messaging_back_to_conversations()}
        </Link>
      </div>
    );
  }
  return (
    <div className="flex h-full min-h-0 flex-col">
      <ThreadHeader partner={t.partner} />
      <FamilyInConversation partnerId={t.partner._id} partnerName={t.partner.name} since={t.familyReadsSince} onChange={t.setFamilyReadsSince} />
      <SafetyNote signals={safetySignals(first.ok ? first.body.safetyNote : [], t.thread)} partnerId={t.partner._id} />
      <MessageLog
        myId={t.myId}
        partnerName={t.partner.name}
        thread={t.thread}
        hasOlder={t.hasOlder}
        loadingOlder={t.loadingOlder}
        onLoadOlder={() => void t.loadOlder()}
        onRetry={t.retry}
        empty={MESSAGING_TEXT.noMessages}
      />
      {t.permission === 'allowed' ? (
        <Composer text={t.draft} onTextChange={t.setDraft} onSend={t.send} error={t.error} partnerName={t.partner.name} />
      ) : (
        <div className="border-t border-maroon-100 bg-maroon-50 px-4 py-3 text-maroon-900">
          <PermissionReason permission={t.permission} />
        </div>
      )}
    </div>
  );
}
