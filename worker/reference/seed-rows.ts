import type { Insertable } from 'kysely';
import { LIFESTYLE_KINDS } from '../../contract/lifestyle-kinds';
import type { ReferenceTables } from '../db/tables/reference';
import { ADS } from './catalogue/ads';
import { EDUCATIONS, INCOMES, OCCUPATIONS } from './catalogue/career';
import { COMMON_GOTRAS, RELIGIONS } from './catalogue/communities';
import { INDUSTRIES } from './catalogue/industries';
import { LIFESTYLE } from './catalogue/lifestyle';
import { MOTHER_TONGUES } from './catalogue/mother-tongues';
import { NAKSHATRAS } from './catalogue/nakshatras';
import { PLANS } from './catalogue/plans';
import { RELATIONS } from './catalogue/relations';
import { slug } from './slug';

/** The data modules as table rows (everything but the geography, which is in data/geography.ts). */
type Rows<T extends keyof ReferenceTables> = Array<Insertable<ReferenceTables[T]>>;

export interface CommunityRows {
  religions: Rows<'religions'>;
  castes: Rows<'castes'>;
  sub_castes: Rows<'sub_castes'>;
  gotras: Rows<'gotras'>;
}

/** Alphabetical, with the catch-all entries ('Other', 'No caste') last. */
function alphabetical(names: string[]): string[] {
  const last = (n: string) => (n === 'Other' || n === 'No caste' ? 1 : 0);
  return [...names].sort((a, b) => last(a) - last(b) || a.localeCompare(b, 'en'));
}

export function communityRows(): CommunityRows {
  const out: CommunityRows = { religions: [], castes: [], sub_castes: [], gotras: [] };
  RELIGIONS.forEach((religion, r) => {
    const religionId = slug(religion.name);
    out.religions.push({ id: religionId, name: religion.name, sort: r });
    const order = alphabetical(religion.castes.map((c) => c.name));
    religion.castes.forEach((caste) => {
      const casteId = `${religionId}.${slug(caste.name)}`;
      out.castes.push({ id: casteId, religion_id: religionId, name: caste.name, sort: order.indexOf(caste.name) });
      alphabetical(caste.subCastes ?? []).forEach((name, i) => {
        out.sub_castes.push({ id: `${casteId}.${slug(name)}`, caste_id: casteId, name, sort: i });
      });
      const common = (caste.commonGotras ?? religion.commonGotras) ? COMMON_GOTRAS : [];
      const seen = new Set<string>();
      alphabetical([...(caste.gotras ?? []), ...common]).forEach((name) => {
        const key = slug(name);
        if (seen.has(key)) return;
        seen.add(key);
        out.gotras.push({ id: `${casteId}.${key}`, caste_id: casteId, name, sort: seen.size - 1 });
      });
    });
  });
  return out;
}

export function motherTongueRows(): Rows<'mother_tongues'> {
  return MOTHER_TONGUES.map((m, i) => ({
    id: m._id,
    mothertongue: m.mothertongue,
    code: m.code,
    native_name: m.nativeName,
    label_key: m.labelKey,
    sort: i,
  }));
}

/** Parents come before their children so that each row's parent already exists. */
export function optionRows(): Rows<'reference_options'> {
  const rows: Rows<'reference_options'> = [];
  const add = (kind: string, name: string, sort: number, extra: { id?: string; parent_id?: string; meta?: unknown } = {}) => {
    const id = extra.id ?? `${kind}.${slug(name)}`;
    rows.push({ id, kind, name, sort, parent_id: extra.parent_id ?? null, meta: extra.meta === undefined ? null : JSON.stringify(extra.meta) });
    return id;
  };
  EDUCATIONS.forEach((e, i) => add('education', e.name, i, { meta: { level: e.level } }));
  OCCUPATIONS.forEach((name, i) => add('occupation', name, i));
  INCOMES.forEach((b, i) => add('income', b.name, i, { meta: { min: b.min, max: b.max } }));
  Object.entries(INDUSTRIES).forEach(([category, subs], i) => {
    const parent = add('industry', category, i);
    subs.forEach((name, j) => add('industrySubcategory', name, j, { id: `${parent}.${slug(name)}`, parent_id: parent }));
  });
  for (const kind of LIFESTYLE_KINDS) {
    LIFESTYLE[kind].forEach((entry, i) => {
      const [part, name] = typeof entry === 'string' ? [slug(entry), entry] : entry;
      add(kind, name, i, { id: `${kind}.${part}` });
    });
  }
  return rows;
}

export function nakshatraRows(): Rows<'nakshatras'> {
  return NAKSHATRAS.map((n) => ({
    id: n._id,
    number: n.number,
    name: n.name,
    lord: n.lord,
    gana: n.gana,
    yoni: n.yoni,
    yoni_gender: n.yoniGender,
    nadi: n.nadi,
    charans: JSON.stringify(n.charans),
  }));
}

export function relationRows(): Rows<'relations'> {
  return RELATIONS.map((r, i) => ({
    id: r._id,
    gender: r.gender,
    side: r.side,
    generation: r.generation,
    grp: r.group,
    labels: JSON.stringify(r.labels),
    sort: i,
  }));
}

export function planRows(now: number): Rows<'plans'> {
  return PLANS.map((p, i) => ({
    id: p._id,
    plan_name: p.planName,
    type: p.type,
    price: p.price,
    duration_months: p.durationMonths,
    features: JSON.stringify(p.features),
    grants: JSON.stringify(p.grants),
    is_active: p.isActive ? 1 : 0,
    sort: i,
    created_at: now,
    updated_at: now,
  }));
}

/** Ordered so that the first ad is the newest (lists show newest first). */
export function adRows(now: number): Rows<'ads'> {
  return ADS.map((a, i) => ({ id: a._id, position: a.position, html_content: a.htmlContent, created_at: now - i }));
}
