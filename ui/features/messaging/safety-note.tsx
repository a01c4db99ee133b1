import { useState } from 'react';
import { REPORT_TEXT } from '../../../contract/reports';
import { conversationSignals, SAFETY_NOTE_TEXT, SCAM_SIGNALS, type ScamSignal } from '../../../contract/scam-rules';
import { Button } from '../../components/button';
import { ReportDialog } from '../../components/report-dialog';
import type { ThreadMessages } from './thread-messages';

/**
 * The signals the note shows (decision 0959): the server's reading of the first messages, and
 * the page's own reading of what it holds from the start, so that a message arriving live
 * shows the note to both members at once.
 */
export function safetySignals(fromServer: readonly ScamSignal[], thread: ThreadMessages): ScamSignal[] {
  const seen = new Set<ScamSignal>(fromServer);
  if (thread.fromStart) for (const s of conversationSignals(thread.stored.map((m) => m.text))) seen.add(s);
  return SCAM_SIGNALS.filter((s) => seen.has(s));
}

/** Above the messages: what to watch for, and Report. Never stops anyone writing. */
export function SafetyNote({ signals, partnerId }: { signals: readonly ScamSignal[]; partnerId: string }) {
  const [reporting, setReporting] = useState(false);
  if (signals.length === 0) return null;
  return (
    <section aria-labelledby="safety-note-title" className="border-b border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      <h3 id="safety-note-title" className="font-semibold">
        {SAFETY_NOTE_TEXT.title}
      </h3>
      <ul className="mt-1 flex list-disc flex-col gap-1 pl-5">
        {signals.map((s) => (
          <li key={s}>{SAFETY_NOTE_TEXT.signals[s]}</li>
        ))}
      </ul>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <span>{SAFETY_NOTE_TEXT.action}</span>
        <Button variant="secondary" className="px-3 py-1 text-xs" onPress={() => setReporting(true)}>
          {REPORT_TEXT.report}
        </Button>
      </div>
      <ReportDialog kind="conversation" targetId={partnerId} isOpen={reporting} onOpenChange={setReporting} />
    </section>
  );
}
