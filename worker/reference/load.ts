import { sql, type Kysely } from 'kysely';
import { LIFESTYLE_KINDS, type LifestyleKind } from '../../contract/lifestyle-kinds';
import type { Industry, Lifestyle, ReferenceData, ReferenceOption } from '../../contract/reference';
import { BASE_LOCALE, type Locale } from '../../contract/i18n/locales';
import type { Database } from '../db/database';
import type { DB } from '../db/schema';
import { pickerName, referenceName, type ReferenceKind } from '../i18n/reference-names';
import { homeCountryFirst } from './place-order';
import { adOf, countryOf, educationLevelOf, incomeRangeOf, nakshatraOf, planOf, relationOf } from './mappers';

/** How many ads of each position the page data carries; the client picks one at random per slot. */
const ADS_PER_POSITION = 10;

/** The newest ads of each position, so a busy position never crowds another out of the page data. */
function newestAdsOfEachPosition(db: Kysely<DB>) {
  return db
    .selectFrom((eb) =>
      eb
        .selectFrom('ads')
        .select(['id', 'position', 'html_content', 'created_at', sql<number>`row_number() over (partition by position order by created_at desc, id)`.as('rank')])
        .as('ranked'),
    )
    .select(['id', 'position', 'html_content'])
    .where('rank', '<=', ADS_PER_POSITION)
    .orderBy('position')
    .orderBy('created_at', 'desc')
    .execute();
}

type OptionRow = { id: string; kind: string; name: string; parent_id: string | null; meta: string | null };

function groupOptions(rows: OptionRow[]) {
  const lifestyleKinds = new Set<string>(LIFESTYLE_KINDS);
  const lifestyle = Object.fromEntries(LIFESTYLE_KINDS.map((k) => [k, [] as ReferenceOption[]])) as Lifestyle;
  const out = {
    lifestyle,
    educations: [] as ReferenceData['educations'],
    occupations: [] as ReferenceData['occupations'],
    industries: [] as Industry[],
    incomes: [] as ReferenceData['incomes'],
  };
  const industries = new Map<string, Industry>();
  const subcategories: OptionRow[] = [];
  for (const r of rows) {
    const option = { _id: r.id, name: r.name };
    if (lifestyleKinds.has(r.kind)) lifestyle[r.kind as LifestyleKind].push(option);
    else if (r.kind === 'education') out.educations.push({ ...option, level: educationLevelOf(r.meta) });
    else if (r.kind === 'occupation') out.occupations.push(option);
    else if (r.kind === 'income') out.incomes.push({ ...option, ...incomeRangeOf(r.meta) });
    else if (r.kind === 'industry') {
      const industry = { ...option, subcategories: [] };
      industries.set(r.id, industry);
      out.industries.push(industry);
    } else if (r.kind === 'industrySubcategory') subcategories.push(r);
  }
  for (const s of subcategories) {
    if (s.parent_id) industries.get(s.parent_id)?.subcategories.push({ _id: s.id, name: s.name });
  }
  return out;
}

/**
 * The `data` of `GET /api/app/getData`, also embedded in every HTML page. Compact on
 * purpose: states, cities, gotras and sub-castes come from their own endpoints.
 */
export async function loadReferenceData(db: Kysely<DB>): Promise<ReferenceData> {
  const [religions, castes, motherTongues, relations, ads, options, countries, nakshatras, plans] = await Promise.all([
    db.selectFrom('religions').select(['id', 'name']).orderBy('sort').orderBy('name').execute(),
    db.selectFrom('castes').select(['id', 'name', 'religion_id']).orderBy('religion_id').orderBy('sort').orderBy('name').execute(),
    db.selectFrom('mother_tongues').selectAll().orderBy('sort').orderBy('mothertongue').execute(),
    db.selectFrom('relations').selectAll().orderBy('sort').execute(),
    newestAdsOfEachPosition(db),
    db.selectFrom('reference_options').select(['id', 'kind', 'name', 'parent_id', 'meta']).orderBy('kind').orderBy('sort').orderBy('name').execute(),
    homeCountryFirst(db.selectFrom('countries').select(['id', 'name', 'phone_code'])).execute(),
    db.selectFrom('nakshatras').selectAll().orderBy('number').execute(),
    db.selectFrom('plans').selectAll().orderBy('sort').orderBy('price').execute(),
  ]);
  return {
    castes: castes.map((r) => ({ _id: r.id, name: r.name, religionId: r.religion_id })),
    religions: religions.map((r) => ({ _id: r.id, name: r.name })),
    motherTongues: motherTongues.map((r) => ({
      _id: r.id,
      mothertongue: r.mothertongue,
      code: r.code,
      nativeName: r.native_name,
      labelKey: r.label_key as ReferenceData['motherTongues'][number]['labelKey'],
    })),
    relations: relations.map(relationOf),
    ads: ads.map(adOf),
    countries: countries.map(countryOf),
    nakshatras: nakshatras.map(nakshatraOf),
    plans: plans.map(planOf),
    ...groupOptions(options),
  };
}

/**
 * The page data with each name a member reads in `locale` (decision 0964); ids, order and
 * everything else unchanged.
 */
function referenceDataIn(data: ReferenceData, locale: Locale): ReferenceData {
  const named =
    (kind: ReferenceKind) =>
    <T extends { name: string }>(o: T): T => ({ ...o, name: referenceName(kind, o.name, locale) });
  // The lists the pickers find by typing carry the English name too, where it differs (issue 25).
  const found =
    (kind: ReferenceKind) =>
    <T extends { name: string }>(o: T): T => ({ ...o, ...pickerName(kind, o.name, locale) });
  return {
    ...data,
    religions: data.religions.map(named('religion')),
    castes: data.castes.map(found('caste')),
    motherTongues: data.motherTongues.map((t) => {
      const { name, ...en } = pickerName('motherTongue', t.mothertongue, locale);
      return { ...t, mothertongue: name, ...en };
    }),
    countries: data.countries.map(found('country')),
    nakshatras: data.nakshatras.map(named('nakshatra')),
    lifestyle: Object.fromEntries(LIFESTYLE_KINDS.map((k) => [k, data.lifestyle[k].map(named(k))])) as Lifestyle,
    educations: data.educations.map(found('education')),
    occupations: data.occupations.map(found('occupation')),
    incomes: data.incomes.map(named('income')),
    industries: data.industries.map((i) => ({ ...named('industry')(i), subcategories: i.subcategories.map(named('industrySubcategory')) })),
  };
}

/**
 * The page data of one database as this process or isolate last loaded it, with the
 * reference_version it was loaded at (migration 0021). Every use reads that one row; a newer
 * version (any write to a table the data reads, from any process) means a reload, so an
 * admin's change reaches every member's next page without a restart (decision 0804).
 */
interface CachedReferenceData {
  version: number;
  /** The data as stored: English names. */
  data: Promise<ReferenceData>;
  /**
   * Per language, made on its first use: the data with its names in that language, and that as
   * JSON safe inside an HTML <script> element.
   */
  languages: Map<Locale, { data: Promise<ReferenceData>; html?: Promise<string> }>;
}
const cached = new WeakMap<Database, CachedReferenceData>();

/** The version of the reference data now (migration 0021): the one row every cached use of it reads first. */
export async function referenceVersion(database: Database): Promise<number> {
  const row = await database.db.selectFrom('reference_version').select('version').where('id', '=', 1).executeTakeFirst();
  return row?.version ?? 0;
}

async function currentEntry(database: Database): Promise<CachedReferenceData> {
  const version = await referenceVersion(database);
  const entry = cached.get(database);
  if (entry && entry.version === version) return entry;
  const fresh: CachedReferenceData = { version, data: loadReferenceData(database.db), languages: new Map() };
  cached.set(database, fresh);
  // A failed load is not kept: the next request tries again.
  fresh.data.catch(() => {
    if (cached.get(database) === fresh) cached.delete(database);
  });
  return fresh;
}

async function currentIn(database: Database, locale: Locale) {
  const entry = await currentEntry(database);
  let inLocale = entry.languages.get(locale);
  if (!inLocale) {
    inLocale = { data: locale === BASE_LOCALE ? entry.data : entry.data.then((d) => referenceDataIn(d, locale)) };
    entry.languages.set(locale, inLocale);
  }
  return inLocale;
}

/** The current page data in the reader's language (GET /app/getData). */
export async function currentReferenceData(database: Database, locale: Locale): Promise<ReferenceData> {
  return (await currentIn(database, locale)).data;
}

/** The current page data in the reader's language as JSON to embed in the HTML shell (`<` escaped, so no text closes the script). */
export async function currentReferenceHtmlJson(database: Database, locale: Locale): Promise<string> {
  const inLocale = await currentIn(database, locale);
  inLocale.html ??= inLocale.data.then((d) => JSON.stringify(d).replace(/</g, '\\u003c'));
  return inLocale.html;
}
