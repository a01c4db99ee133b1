import type { SelectOption } from '../../components/select-field';
import { loadCities, loadGotrasAndSubCastes, loadStates } from './profile-api';
import type { DynamicLists, Values } from './section-specs';

/**
 * States, cities, gotras and sub-castes, each kept under the parent it belongs to
 * (`states:IN`, `cities:<state>`, `castes:<caste>` holding gotras and sub-castes). A form shows
 * the lists of the parents it holds now, so an answer for a parent chosen a moment ago and
 * changed since is simply never shown: nothing has to be cancelled.
 */
export type ListsByParent = Record<string, SelectOption[] | { gotras: SelectOption[]; subCastes: SelectOption[] }>;

const PARENTS = ['country', 'state', 'caste'] as const;
type Parent = (typeof PARENTS)[number];
const keyOf = (parent: Parent, id: string) => `${parent}:${id}`;

async function fetchList(parent: Parent, id: string): Promise<ListsByParent[string]> {
  if (parent === 'country') {
    const r = await loadStates(id);
    return r.ok ? r.body.data.map((s) => ({ id: s._id, label: s.name, en: s.en })) : [];
  }
  if (parent === 'state') {
    const r = await loadCities(id);
    return r.ok ? r.body.data.map((c) => ({ id: String(c._id), label: c.name, en: c.en })) : [];
  }
  const r = await loadGotrasAndSubCastes(id);
  return {
    gotras: r.ok ? r.body.data.gotras.map((g) => ({ id: g._id, label: g.name })) : [],
    subCastes: r.ok ? r.body.data.subCastes.map((s) => ({ id: s._id, label: s.name })) : [],
  };
}

/** The list a change of `name` to `id` calls for, or null when `name` is no parent. */
export async function listFor(name: string, id: string): Promise<ListsByParent | null> {
  const parent = PARENTS.find((p) => p === name);
  if (!parent || !id) return null;
  return { [keyOf(parent, id)]: await fetchList(parent, id) };
}

/** A route loader's read of the lists the saved values of several forms need. */
export async function listsForSaved(forms: Values[]): Promise<ListsByParent> {
  const wanted = new Set(forms.flatMap((v) => PARENTS.filter((p) => v[p]).map((p) => keyOf(p, v[p]!))));
  const found = await Promise.all([...wanted].map((key) => listFor(key.split(':')[0]!, key.slice(key.indexOf(':') + 1))));
  return Object.assign({}, ...found) as ListsByParent;
}

/** The lists for the parents `values` holds now. */
export function listsOf(byParent: ListsByParent, values: Values): DynamicLists {
  const options = (key: string) => {
    const v = byParent[key];
    return Array.isArray(v) ? v : [];
  };
  const castes = values.caste ? byParent[keyOf('caste', values.caste)] : undefined;
  return {
    states: values.country ? options(keyOf('country', values.country)) : [],
    cities: values.state ? options(keyOf('state', values.state)) : [],
    gotras: castes && !Array.isArray(castes) ? castes.gotras : [],
    subCastes: castes && !Array.isArray(castes) ? castes.subCastes : [],
  };
}
