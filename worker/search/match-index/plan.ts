import { EMPTY_OPTION_ID, LIST_FILTER_KEYS } from '../../../contract/search';
import { bornOnOrBefore } from '../eligible';
import { COLUMNS, ONLINE_WINDOW_MS, type Criteria } from '../filter-options';
import { inches } from '../matches-sql';
import { dateKey } from './columns';
import { codedName } from './fields';
import type { ScanPlan } from './scan';
import type { MemberStore } from './store';

/** Profile Matches' criteria as one shard's columns and codes (each shard numbers its values itself). */
export function planOf(store: MemberStore, now: number, c: Criteria, paging: { offset: number; limit: number; counts: boolean }): ScanPlan {
  const lists = LIST_FILTER_KEYS.map((key) => {
    const column = store.coded[codedName(COLUMNS[key].column)];
    const ids = c[key];
    let mask: Uint8Array | null = null;
    if (ids && ids.length) {
      mask = new Uint8Array(column.table.size);
      for (const id of ids) {
        const code = id === EMPTY_OPTION_ID ? 0 : column.table.find(id);
        if (code >= 0) mask[code] = 1;
      }
    }
    return { k: column.k, mask, codes: column.table.size };
  });
  const age =
    c.age && (c.age.from != null || c.age.to != null)
      ? {
          dobMax: c.age.from != null ? dateKey(bornOnOrBefore(now, Math.floor(c.age.from))) : Infinity,
          dobMinExclusive: c.age.to != null ? dateKey(bornOnOrBefore(now, Math.floor(c.age.to) + 1)) : -Infinity,
        }
      : null;
  const height =
    c.height && (c.height.from != null || c.height.to != null)
      ? { from: c.height.from != null ? inches(c.height.from) : null, to: c.height.to != null ? inches(c.height.to) : null }
      : null;
  return {
    lists,
    age,
    height,
    activeSince: c.active === 'all' || c.active === true ? now - ONLINE_WINDOW_MS : null,
    horoscope: c.profileType?.horoscope === 'all',
    photo: c.profileType?.photo === 'all',
    onlineSince: now - ONLINE_WINDOW_MS,
    ...paging,
  };
}
