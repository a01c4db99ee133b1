import { Link, useRouter } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { FAMILY_TEXT, isOwnEntry, type FamilyMemberList, type FamilyMemberView } from '../../../../contract/family';
import { m } from '../../../../contract/i18n/paraglide/messages';
import { AdSlotFrame } from '../../../components/ad-frame';
import { Button, buttonClass } from '../../../components/button';
import { EmptyState, Notice } from '../../../components/notice';
import { LoadingBlock } from '../../../components/spinner';
import { FamilyLinkAction } from '../links/family-link-action';
import { formatCount } from '../../../lib/format';
import { usePageTitle } from '../../../lib/page-title';
import { Pager } from '../../../components/pager';
import { TextField } from '../../../components/text-field';
import type { RelationLanguage, RelationSide } from '../../../../contract/reference';
import { DeceasedBadge } from '../deceased-badge';
import { lifeText } from '../life';
import { bilingual } from '../relation-text';
import { AddedFrom } from './added-from';
import { DeleteDialog } from './delete-dialog';
import { draftOf, MemberDialog, type MemberDraft } from './member-dialog';
import { relationMatches } from './relation-search';
import { useNow } from '../../../lib/use-now';
import { FAMILY_TABS, type FamilyListPlace, type FamilyTab } from './family-list-place';

/** Each tab's label, and the name of its table (and of its pages) for assistive technology. */
const TABS: readonly { id: FamilyTab; label: () => string; side: () => string }[] = [
  { id: 'father', label: m.family_members_tab_father, side: m.family_members_side_father },
  { id: 'mother', label: m.family_members_tab_mother, side: m.family_members_side_mother },
  { id: 'other', label: m.family_members_tab_other, side: m.family_members_side_other },
];
/** Rows on one page of a tab (issue 22 §3: 57 rows on one tab was too many to read). */
const PAGE_SIZE = 15;

/** Which tab lists a side: its own; the member's own entry heads 'Other' with spouse, siblings and children (decision 0702). */
const tabOfSide = (side: RelationSide): FamilyTab => (side === 'self' ? 'other' : side);
const tabOf = (e: FamilyMemberView) => tabOfSide(e.relationDetails.side);
const relationOf = (e: FamilyMemberView) => bilingual(e.relationLabel, e.relationLabelEnglish);
/** The search box finds a name or a relation, in either language or typed in Latin letters. */
const matches = (e: FamilyMemberView, search: string) => relationMatches(`${e.to_name} ${relationOf(e)}`, search);

/**
 * The page of its tab a saved entry is on. Lists are in the order entries were made, the
 * member's own before the relatives of joined lists: a new one ends the member's own.
 */
function pageOfSaved(list: FamilyMemberList, saved: { _id: string; side: RelationSide }, added: boolean): number {
  const tab = tabOfSide(saved.side);
  const before = added
    ? list.data.filter((e) => isOwnEntry(e) && tabOf(e) === tab).length
    : list.data.slice(0, Math.max(0, list.data.findIndex((e) => e._id === saved._id))).filter((e) => tabOf(e) === tab).length;
  return Math.floor(before / PAGE_SIZE) + 1;
}

export function FamilyMembersPending() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="font-display text-3xl font-bold text-maroon-800">{m.family_members_title()}</h1>
      <LoadingBlock label={m.family_members_loading()} />
    </div>
  );
}

/**
 * /familyMember (spec §2 Family Members): the list by side, the Add/Edit and Delete dialogs, and
 * the right column's cards (tree view requests, family recommendations).
 */
export function FamilyMembersPage({
  list,
  error,
  aside,
  linkRequested = NONE,
  place,
  onPlace,
}: {
  list: FamilyMemberList | null;
  error: string | null;
  aside?: ReactNode;
  /** The tab, the search and the page, kept in the address (decision 0941). */
  place: FamilyListPlace;
  /** Resolves once the address says it. */
  onPlace: (place: FamilyListPlace) => Promise<void>;
  /** Entries of my list with a link request of mine still open: the row says it waits. */
  linkRequested?: ReadonlySet<string>;
}) {
  usePageTitle(m.family_members_title());
  const router = useRouter();
  const [editing, setEditing] = useState<MemberDraft | null>(null);
  const [deleting, setDeleting] = useState<FamilyMemberView | null>(null);
  const self = list?.data.find((e) => e.relationDetails.relation_id === 'self');
  const reload = () => void router.invalidate();
  const [typed, setTyped] = useState(place.search ?? '');
  const search = (place.search ?? '').trim();
  const shown = list ? list.data.filter((e) => !search || matches(e, search)) : [];
  const tab = place.tab ?? (list?.data.some((e) => tabOf(e) === 'father') ? 'father' : 'other');
  const openAdd = (memberFromId?: string) => self && setEditing(draftOf(null, memberFromId ?? self.relationDetails.memberFromId ?? self._id));

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6 px-4 py-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <section aria-labelledby="family-title" className="min-w-0">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 id="family-title" className="font-display text-3xl font-bold text-maroon-800">
            {m.family_members_title()}
          </h1>
          <span className="flex flex-wrap gap-2">
            {/* The list and the chart are two views of one family: each a click from the other. */}
            <Link to="/tree" className={buttonClass('secondary')}>
              {m.family_members_tree_link()}
            </Link>
            <Button onPress={() => openAdd()} isDisabled={!self}>
              {m.family_members_add()}
            </Button>
          </span>
        </div>
        {error ? (
          <div className="mt-4">
            <Notice tone="error">{error}</Notice>
          </div>
        ) : null}
        {list ? (
          <>
            <TextField
              className="mt-4 max-w-md"
              type="search"
              label={m.family_members_search()}
              name="familySearch"
              value={typed}
              onChange={(v) => {
                setTyped(v);
                void onPlace({ ...place, search: v.trim() ? v : undefined, page: undefined });
              }}
              description={m.family_members_search_help()}
            />
            <Tabs
              className="mt-4"
              selectedKey={tab}
              onSelectionChange={(key) => void onPlace({ ...place, tab: FAMILY_TABS.find((t) => t === key), page: undefined })}
            >
              <TabList aria-label={m.family_members_sides()} className="flex gap-1 border-b border-maroon-100">
                {TABS.map((t) => (
                  <Tab
                    key={t.id}
                    id={t.id}
                    className="cursor-pointer rounded-t-lg px-4 py-2 text-sm font-semibold text-stone-700 outline-none data-[focus-visible]:ring-2 data-[focus-visible]:ring-maroon-600 data-[selected]:bg-maroon-700 data-[selected]:text-white"
                  >
                    {t.label()} ({formatCount(shown.filter((e) => tabOf(e) === t.id).length)})
                  </Tab>
                ))}
              </TabList>
              {TABS.map((t) => (
                <TabPanel key={t.id} id={t.id} className="mt-4 outline-none">
                  <MemberTable
                    caption={t.side()}
                    entries={shown.filter((e) => tabOf(e) === t.id)}
                    page={place.page ?? 1}
                    onPage={(page) => void onPlace({ ...place, page })}
                    search={search}
                    onClearSearch={() => {
                      setTyped('');
                      void onPlace({ ...place, search: undefined, page: undefined });
                    }}
                    language={list.me.language}
                    onEdit={(e) => setEditing(draftOf(e, e.relationDetails.memberFromId ?? self!._id))}
                    onDelete={setDeleting}
                    onAddFrom={(e) => openAdd(e._id)}
                    onChange={reload}
                    onlySelf={list.data.length === 1}
                    linkRequested={linkRequested}
                  />
                </TabPanel>
              ))}
            </Tabs>
          </>
        ) : null}
        <AdSlotFrame slot="familyMiddle" className="mt-6" />
      </section>
      <aside aria-label={m.family_members_aside()} className="flex flex-col gap-6">
        {aside}
        <AdSlotFrame slot="familyRight" />
      </aside>
      {editing && list ? (
        <MemberDialog
          // The §5 rules read the member's own list only, never relatives shown from joined lists.
          list={{ ...list, data: list.data.filter(isOwnEntry) }}
          initial={editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            const added = editing._id == null;
            setEditing(null);
            // The list shows the tab and the page the person went to, whatever was searched.
            setTyped('');
            // One after the other: a navigation started while the list reloads would supersede that load.
            void onPlace({ tab: tabOfSide(saved.side), page: pageOfSaved(list, saved, added) }).then(reload);
          }}
        />
      ) : null}
      {deleting ? <DeleteDialog entry={deleting} onClose={() => setDeleting(null)} onDeleted={reload} /> : null}
    </div>
  );
}

interface TableProps {
  caption: string;
  entries: FamilyMemberView[];
  page: number;
  onPage: (page: number) => void;
  search: string;
  onClearSearch: () => void;
  language: RelationLanguage;
  onEdit: (e: FamilyMemberView) => void;
  onDelete: (e: FamilyMemberView) => void;
  onAddFrom: (e: FamilyMemberView) => void;
  /** After a link or unlink: the list is read again. */
  onChange: () => void;
  onlySelf: boolean;
  linkRequested: ReadonlySet<string>;
}

const NONE: ReadonlySet<string> = new Set();

/**
 * Name, Relation (viewer's language), Parent, Spouse, actions. Below `md` each row is a card
 * (the same table restyled, so its rows and headers stay a table to assistive technology):
 * the name on top, then the relation, 'Parent' and 'Spouse' labelled in place of the hidden
 * header row, then the actions; names wrap, nothing is cut off or scrolled sideways.
 */
const CELL = 'px-3 py-2 max-md:block max-md:px-0 max-md:py-0.5';
/** The column's name before a cell's value on a phone: CSS generated, so the cell's text stays the value. */
const LABELLED = `${CELL} max-md:before:font-semibold max-md:before:text-stone-700 max-md:before:content-[attr(data-label)_':_']`;

function MemberTable({ caption, entries, page, onPage, search, onClearSearch, language, onEdit, onDelete, onAddFrom, onChange, onlySelf, linkRequested }: TableProps) {
  if (entries.length === 0 && search) {
    return (
      <EmptyState title={m.family_members_no_search_match({ search })}>
        <Button variant="secondary" onPress={onClearSearch}>
          {m.family_members_clear_search()}
        </Button>
      </EmptyState>
    );
  }
  if (entries.length === 0) return <EmptyState title={onlySelf ? FAMILY_TEXT.empty : FAMILY_TEXT.emptyTab} />;
  const totalPages = Math.ceil(entries.length / PAGE_SIZE);
  const current = Math.min(page, totalPages);
  const rows = entries.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);
  return (
    <>
      <div className="relative md:overflow-x-auto md:rounded-xl md:border md:border-maroon-100 md:bg-white md:shadow-sm">
        {/* relative: the sr-only header texts are absolutely placed and must stay inside this box. */}
        <table className="w-full text-left text-sm max-md:block md:min-w-[36rem]">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-maroon-50 text-stone-800 max-md:sr-only">
            <tr>
              <th scope="col" className="px-3 py-2">{m.family_members_col_name()}</th>
              <th scope="col" className="px-3 py-2">{m.family_members_col_relation()}</th>
              <th scope="col" className="px-3 py-2">{m.family_members_col_parent()}</th>
              <th scope="col" className="px-3 py-2">{m.family_members_col_spouse()}</th>
              <th scope="col" className="px-3 py-2"><span className="sr-only">{m.family_members_col_actions()}</span></th>
            </tr>
          </thead>
          <tbody className="max-md:flex max-md:flex-col max-md:gap-3 md:divide-y md:divide-maroon-100">
            {rows.map((e) => (
              <tr
                key={e._id}
                data-testid={`family-row-${e._id}`}
                className="[overflow-wrap:anywhere] max-md:block max-md:rounded-xl max-md:border max-md:border-maroon-100 max-md:bg-white max-md:p-3 max-md:shadow-sm"
              >
                <th scope="row" className={`${CELL} font-semibold text-stone-900 max-md:text-base`}>
                  {e.to_name}
                  {e.deceased ? <DeceasedBadge language={language} /> : null}
                  {/* A family manager of this profile is their own entry (issue 27). */}
                  {e.manager ? <span className="block text-sm font-normal text-maroon-800">{m.managers_family_list_manager({ name: e.manager.name })}</span> : null}
                </th>
                <td className={`${CELL} text-stone-800`}>
                  {relationOf(e)}
                  {e.parent_id && e.parent_kind === 'adoptive' ? ` ${m.family_members_adopted()}` : null}
                  <FamilyAge entry={e} />
                  <AddedFrom entry={e} />
                </td>
                <td className={`${LABELLED} text-stone-800`} data-label={m.family_members_col_parent()}>{e.parentDetails?.to_name ?? '-'}</td>
                <td className={`${LABELLED} text-stone-800`} data-label={m.family_members_col_spouse()}>{e.spouseDetails?.to_name ?? '-'}</td>
                <td className={`${CELL} max-md:pt-2`}>
                  <div className="flex flex-wrap justify-end gap-1 max-md:justify-start">
                    <FamilyLinkAction entry={e} requested={linkRequested.has(e._id)} onChange={onChange} />
                    {e.canEdit ? (
                      <Button variant="ghost" className="px-3 py-1" onPress={() => onAddFrom(e)} aria-label={m.family_members_add_from_aria({ name: e.to_name })}>
                        {m.family_members_add_from()}
                      </Button>
                    ) : null}
                    {e.canEdit ? (
                      <Button variant="ghost" className="px-3 py-1" onPress={() => onEdit(e)} aria-label={m.family_members_edit_aria({ name: e.to_name })}>
                        {m.family_members_edit()}
                      </Button>
                    ) : null}
                    {e.canDelete ? (
                      <Button variant="dangerGhost" className="px-3 py-1" onPress={() => onDelete(e)} aria-label={m.family_members_delete_aria({ name: e.to_name })}>
                        {m.family_members_delete()}
                      </Button>
                    ) : null}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={current} totalPages={totalPages} onPageChange={onPage} label={m.family_members_pages({ side: caption })} />
    </>
  );
}


/**
 * The age as years, months, days (spec §5), when the date of birth is known: under the relation,
 * so the row's header stays the name ("Son" / "29 years, 3 months, 12 days"); for someone who
 * has died, the year and the age reached ("Died 1998, aged 81", decision 0940).
 */
function FamilyAge({ entry }: { entry: FamilyMemberView }) {
  const age = lifeText(entry, useNow());
  return age ? <span className="block text-xs font-normal text-stone-700">{age}</span> : null;
}
