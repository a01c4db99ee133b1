import { Link } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { CommunityKind, CommunityRow } from '../../../../contract/admin/reference';
import type { AdminListQuery, AdminListResult } from '../admin-table';
import { CommunityTable } from './community-table';
import { KIND_API } from './reference-api';

/**
 * Religions → castes → sub-castes and gotras, one level a screen: the place in the
 * drill-down lives in the address (`?religionId&religion&casteId&caste`), so the browser's
 * back button climbs up and a level can be bookmarked. Names ride along for the headings.
 */
export interface ReferenceLevel {
  religionId?: string | undefined;
  religion?: string | undefined;
  casteId?: string | undefined;
  caste?: string | undefined;
}

type Lists = Partial<Record<CommunityKind, AdminListResult<CommunityRow>>>;

/** The tables a level shows, each at its own page (the route's loader): religions, or a religion's castes, or a caste's sub-castes and gotras. */
export async function fetchReferenceLevel(deps: { religionId: string; casteId: string; queries: Record<CommunityKind, AdminListQuery> }): Promise<Lists> {
  const { religionId, casteId, queries: q } = deps;
  if (casteId) {
    const [subCaste, gotra] = await Promise.all([KIND_API.subCaste.list(q.subCaste, casteId), KIND_API.gotra.list(q.gotra, casteId)]);
    return { subCaste, gotra };
  }
  if (religionId) return { caste: await KIND_API.caste.list(q.caste, religionId) };
  return { religion: await KIND_API.religion.list(q.religion, '') };
}

interface Props {
  level: ReferenceLevel;
  lists: Lists;
  queries: Record<CommunityKind, AdminListQuery>;
  onQueryChange: (kind: CommunityKind, change: Partial<AdminListQuery>) => void;
}

const linkClass = 'font-semibold text-maroon-800 underline underline-offset-2 hover:text-maroon-900 focus-visible:ring-2 focus-visible:ring-maroon-700 outline-none';

export function ReferenceBrowser({ level, lists, queries, onQueryChange }: Props) {
  const { religionId, religion, casteId, caste } = level;
  const view = (kind: CommunityKind) => {
    const result = lists[kind];
    return result ? { list: { result, query: queries[kind], onQueryChange: (c: Partial<AdminListQuery>) => onQueryChange(kind, c) } } : null;
  };
  const religions = view('religion');
  const castes = view('caste');
  const subCastes = view('subCaste');
  const gotras = view('gotra');
  const openReligion = useCallback(
    (r: CommunityRow) => (
      <Link to="/admin/reference" search={{ religionId: r._id, religion: r.name }} className={linkClass}>
        {r.name}
      </Link>
    ),
    [],
  );
  const openCaste = useCallback(
    (r: CommunityRow) => (
      <Link to="/admin/reference" search={{ religionId, religion, casteId: r._id, caste: r.name }} className={linkClass}>
        {r.name}
      </Link>
    ),
    [religionId, religion],
  );

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <nav aria-label="Where you are">
        <ol className="flex flex-wrap items-center gap-2 text-sm">
          <li>{religionId ? <Link to="/admin/reference" search={{}} className={linkClass}>All religions</Link> : <span aria-current="page">All religions</span>}</li>
          {religionId ? (
            <li>
              <span aria-hidden="true">› </span>
              {casteId ? (
                <Link to="/admin/reference" search={{ religionId, religion }} className={linkClass}>
                  {religion ?? religionId}
                </Link>
              ) : (
                <span aria-current="page">{religion ?? religionId}</span>
              )}
            </li>
          ) : null}
          {casteId ? (
            <li>
              <span aria-hidden="true">› </span>
              <span aria-current="page">{caste ?? casteId}</span>
            </li>
          ) : null}
        </ol>
      </nav>
      {religions ? <CommunityTable kind="religion" parentId="" title="Religions" open={openReligion} {...religions} /> : null}
      {castes && religionId ? <CommunityTable kind="caste" parentId={religionId} title={`Castes of ${religion ?? religionId}`} open={openCaste} {...castes} /> : null}
      {subCastes && casteId ? <CommunityTable kind="subCaste" parentId={casteId} title={`Sub-castes of ${caste ?? casteId}`} {...subCastes} /> : null}
      {gotras && casteId ? <CommunityTable kind="gotra" parentId={casteId} title={`Gotras of ${caste ?? casteId}`} {...gotras} /> : null}
    </div>
  );
}
