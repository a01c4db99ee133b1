import { Link } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { CommunityRow } from '../../../../contract/admin/reference';
import { CommunityTable } from './community-table';

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

const linkClass = 'font-semibold text-maroon-800 underline underline-offset-2 hover:text-maroon-900 focus-visible:ring-2 focus-visible:ring-maroon-700 outline-none';

export function ReferenceBrowser({ level }: { level: ReferenceLevel }) {
  const { religionId, religion, casteId, caste } = level;
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
      {!religionId ? <CommunityTable kind="religion" parentId="" title="Religions" open={openReligion} /> : null}
      {religionId && !casteId ? <CommunityTable kind="caste" parentId={religionId} title={`Castes of ${religion ?? religionId}`} open={openCaste} /> : null}
      {casteId ? (
        <>
          <CommunityTable kind="subCaste" parentId={casteId} title={`Sub-castes of ${caste ?? casteId}`} />
          <CommunityTable kind="gotra" parentId={casteId} title={`Gotras of ${caste ?? casteId}`} />
        </>
      ) : null}
    </div>
  );
}
