import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { MatchRow } from '../../contract/search';
import { m } from '../../contract/i18n/paraglide/messages';
import { EmptyState, Notice } from './notice';
import { Pager } from './pager';
import { LoadingBlock } from './spinner';
import { ManagedMark } from './managed-mark';
import { VerifiedBadges } from './verified-badges';

const show = (v: string | null | undefined) => (v && v.trim() ? v : m.matches_not_added());

function heightText(h: MatchRow['height']): string {
  return h ? m.matches_height({ feet: h.feet, inch: h.inch }) : m.matches_not_added();
}

function location(r: MatchRow): string {
  const parts = [r.city, r.state, r.country].filter((p): p is string => !!p);
  return parts.length ? parts.join(', ') : m.matches_not_added();
}

/** One result row of spec §2 Family finding: picture, name, unique id, details and the page's actions. */
function MatchResult({ row, actions }: { row: MatchRow; actions: MatchResultsProps['actions'] }) {
  const details: Array<[string, string]> = [
    [m.matches_row_age(), row.age == null ? m.matches_not_added() : m.matches_years({ age: row.age })],
    [m.matches_row_height(), heightText(row.height)],
    [m.matches_row_religion(), show(row.religion)],
    [m.matches_row_caste(), show(row.caste)],
    [m.matches_row_sub_caste(), show(row.subCaste)],
    [m.matches_row_star(), show(row.star)],
    [m.matches_row_education(), show(row.education)],
    [m.matches_row_profession(), show(row.occupation)],
    [m.matches_row_location(), location(row)],
  ];
  return (
    <li className="flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:flex-row">
      <img src={row.profilePicture} alt="" width={112} height={112} className="h-28 w-28 shrink-0 rounded-lg object-cover" />
      <div className="min-w-0 flex-1">
        <h3 className="text-lg font-semibold">
          <Link to="/viewProfile/$id" params={{ id: row._id }} className="text-maroon-800 underline-offset-4 hover:underline">
            {row.name}
          </Link>
        </h3>
        <VerifiedBadges phone={row.phoneVerified} id={row.idVerified} className="my-1" />
        <ManagedMark managed={row.managed} className="my-1" />
        <p className="text-sm text-stone-700">
          {row.uniqueId ?? m.matches_no_unique_id()} · {m.matches_profile_created_for({ who: row.profileFor ?? m.matches_not_added() })}
        </p>
        <dl className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 text-sm min-[420px]:grid-cols-2 lg:grid-cols-3">
          {details.map(([k, v]) => (
            <div key={k} className="flex gap-1">
              <dt className="font-semibold text-stone-800">{k}:</dt>
              <dd className="text-stone-800">{v}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-3">{actions(row)}</div>
      </div>
    </li>
  );
}

export interface MatchResultsProps {
  rows: MatchRow[] | null;
  total: number;
  loading: boolean;
  error: string | null;
  /** 0-based, as the API counts pages. */
  page: number;
  limit: number;
  onPage: (page: number, limit: number) => void;
  emptyTitle: string;
  /**
   * The card's actions, composed by the page: Send interest, Shortlist, Message on the search
   * pages (decision 0547), family finding's 'Send Match' (spec §2).
   */
  actions: (row: MatchRow) => ReactNode;
}

export function MatchResults({ rows, total, loading, error, page, limit, onPage, emptyTitle, actions }: MatchResultsProps) {
  if (error) return <Notice tone="error">{error}</Notice>;
  if (loading && !rows) return <LoadingBlock label={m.matches_loading_results()} />;
  if (!rows || rows.length === 0) return <EmptyState title={emptyTitle}>{m.matches_try_fewer_filters()}</EmptyState>;
  return (
    <div aria-busy={loading}>
      <ul className="flex flex-col gap-4">
        {rows.map((r) => (
          <MatchResult key={r._id} row={r} actions={actions} />
        ))}
      </ul>
      <Pager
        page={page + 1}
        totalPages={Math.max(1, Math.ceil(total / limit))}
        onPageChange={(p) => onPage(p - 1, limit)}
        pageSize={limit}
        onPageSizeChange={(l) => onPage(0, l)}
        label={m.matches_result_pages()}
      />
    </div>
  );
}
