import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { Button } from '../../components/button';
import { EmptyState, Notice } from '../../components/notice';
import { LoadingBlock } from '../../components/spinner';
import { Pager } from '../../components/pager';
import { showToast } from '../../state/alerts';
import type { MatchRow } from '../../../contract/search';
import { sendMatch } from './search-api';

const NOT_ADDED = 'Not Added';
const show = (v: string | null | undefined) => (v && v.trim() ? v : NOT_ADDED);

function heightText(h: MatchRow['height']): string {
  return h ? `${h.feet} ft ${h.inch} in` : NOT_ADDED;
}

function location(r: MatchRow): string {
  const parts = [r.city, r.state, r.country].filter((p): p is string => !!p);
  return parts.length ? parts.join(', ') : NOT_ADDED;
}

/** One result row of spec §2 Family finding: picture, name, unique id, details and 'Send Match' (or the route's actions). */
function MatchResult({ row, me, forMember, actions }: { row: MatchRow; me: string; forMember: string | undefined; actions: MatchResultsProps['actions'] }) {
  const [sending, setSending] = useState(false);
  // Sent (or sent before: the server's code 4): the button says so and sends nothing more.
  const [sent, setSent] = useState(false);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const details: Array<[string, string]> = [
    ['Age', row.age == null ? NOT_ADDED : `${row.age} years`],
    ['Height', heightText(row.height)],
    ['Religion', show(row.religion)],
    ['Caste', show(row.caste)],
    ['Sub Caste', show(row.subCaste)],
    ['Star', show(row.star)],
    ['Education', show(row.education)],
    ['Profession', show(row.occupation)],
    ['Location', location(row)],
  ];
  async function send() {
    setSending(true);
    const res = await sendMatch(row._id, me, forMember);
    setSending(false);
    setSent(res.ok);
    const text = res.ok ? String((res.body as { message?: unknown }).message ?? 'Request sent.') : res.error;
    setMessage({ tone: res.ok ? 'success' : 'error', text });
    showToast(text, res.ok ? 'success' : 'error');
  }
  return (
    <li className="flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:flex-row">
      <img src={row.profilePicture} alt="" width={112} height={112} className="h-28 w-28 shrink-0 rounded-lg object-cover" />
      <div className="min-w-0 flex-1">
        <h3 className="text-lg font-semibold">
          <Link to="/viewProfile/$id" params={{ id: row._id }} className="text-maroon-800 underline-offset-4 hover:underline">
            {row.name}
          </Link>
        </h3>
        <p className="text-sm text-stone-700">
          {row.uniqueId ?? 'Unique id not added'} · Profile Created for {row.profileFor ?? NOT_ADDED}
        </p>
        <dl className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 text-sm min-[420px]:grid-cols-2 lg:grid-cols-3">
          {details.map(([k, v]) => (
            <div key={k} className="flex gap-1">
              <dt className="font-semibold text-stone-800">{k}:</dt>
              <dd className="text-stone-800">{v}</dd>
            </div>
          ))}
        </dl>
        {actions ? (
          <div className="mt-3">{actions(row)}</div>
        ) : (
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <Button onPress={() => void send()} isDisabled={sending || sent} aria-label={sent ? `Match sent to ${row.name}` : `Send Match to ${row.name}`}>
              {sending ? 'Sending…' : sent ? 'Match sent' : 'Send Match'}
            </Button>
            {message ? <Notice tone={message.tone}>{message.text}</Notice> : null}
          </div>
        )}
      </div>
    </li>
  );
}

export interface MatchResultsProps {
  me: string;
  rows: MatchRow[] | null;
  total: number;
  loading: boolean;
  error: string | null;
  /** 0-based, as the API counts pages. */
  page: number;
  limit: number;
  onPage: (page: number, limit: number) => void;
  emptyTitle: string;
  /** Family finding: the entry of the caller's family list the matches are sent for. */
  forMember?: string;
  /**
   * The card's own actions (Send interest, Shortlist, Message: decision 0547), composed by the
   * route; without them the card offers family finding's 'Send Match' (spec §2).
   */
  actions?: (row: MatchRow) => ReactNode;
}

export function MatchResults({ me, rows, total, loading, error, page, limit, onPage, emptyTitle, forMember, actions }: MatchResultsProps) {
  if (error) return <Notice tone="error">{error}</Notice>;
  if (loading && !rows) return <LoadingBlock label="Loading results" />;
  if (!rows || rows.length === 0) return <EmptyState title={emptyTitle}>Try fewer filters or wider ranges.</EmptyState>;
  return (
    <div aria-busy={loading}>
      <ul className="flex flex-col gap-4">
        {rows.map((r) => (
          <MatchResult key={r._id} row={r} me={me} forMember={forMember} actions={actions} />
        ))}
      </ul>
      <Pager
        page={page + 1}
        totalPages={Math.max(1, Math.ceil(total / limit))}
        onPageChange={(p) => onPage(p - 1, limit)}
        pageSize={limit}
        onPageSizeChange={(l) => onPage(0, l)}
        label="Result pages"
      />
    </div>
  );
}
