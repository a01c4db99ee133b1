import { sql } from 'kysely';
import { chunks } from '../../db/chunks';
import type { AppDeps } from '../../deps';
import { isActiveMember } from '../../social/reach';
import { parentNamesIn, type KnownPerson } from './my-family';
import { normaliseName, sameName, sqlName } from '../names';
import { m } from '../../../contract/i18n/paraglide/messages';

/**
 * The evidence that a member is a relative (docs/decisions/0760), each with a fixed weight.
 * Nothing is random: the same data always gives the same list.
 */
export const WEIGHT = {
  /** A member with the name and date of birth of a person in my list: probably that very person. */
  isMyRelative: 95,
  /** Linked to a member linked to my tree: a relative by links both sides confirmed. */
  linkedTree: 90,
  /** Their list names me with my date of birth. */
  namesMeWithDob: 85,
  /** Their list names one of my relatives with that relative's date of birth. */
  namesRelativeWithDob: 75,
  /** Their list names me with my parent's name. */
  namesMeWithParent: 60,
  /** Their list names one of my relatives with that relative's parent's name. */
  namesRelativeWithParent: 50,
} as const;

export interface Signal {
  userId: string;
  score: number;
  reason: string;
}

/** The distinct dates of birth known of some people. */
const datesOf = (people: readonly KnownPerson[]) => [...new Set(people.map((p) => p.dob).filter((dob): dob is string => dob != null))];


/** Members whose own name and date of birth are those of an unlinked person of my list. */
export async function membersWhoAreMyRelatives(deps: AppDeps, me: string, people: readonly KnownPerson[]): Promise<Signal[]> {
  const wanted = people.filter((p) => !p.isMe && !p.linkedUserId && p.dob);
  const out: Signal[] = [];
  for (const part of chunks(datesOf(wanted))) {
    const rows = await deps.database.db
      .selectFrom('users')
      .select(['id', 'name', 'dob'])
      .where('gender', 'in', ['male', 'female'])
      .where(isActiveMember('users'))
      .where('dob', 'in', part)
      .where('id', '<>', me)
      .limit(500)
      .execute();
    for (const u of rows) {
      const p = wanted.find((w) => w.dob === u.dob && sameName(w.name, u.name));
      if (p) out.push({ userId: u.id, score: WEIGHT.isMyRelative, reason: m.server_reason_same_name_dob({ name: p.name }) });
    }
  }
  return out;
}

/** Lists of other members that name me or my relatives, by name and date of birth. */
export async function listsNamingUsByDob(deps: AppDeps, me: string, people: readonly KnownPerson[]): Promise<Signal[]> {
  const dated = people.filter((p) => p.dob);
  const out: Signal[] = [];
  for (const part of chunks(datesOf(dated))) {
    const rows = await deps.database.db
      .selectFrom('family_members')
      .select(['owner_id', 'name', 'dob', 'linked_user_id'])
      .where('dob', 'in', part)
      .where('owner_id', '<>', me)
      .where('relation_id', '<>', 'self')
      .limit(1000)
      .execute();
    for (const e of rows) {
      const p = dated.find((d) => d.dob === e.dob && sameName(d.name, e.name));
      if (!p) continue;
      out.push({ userId: e.owner_id, score: p.isMe ? WEIGHT.namesMeWithDob : WEIGHT.namesRelativeWithDob, reason: p.isMe ? m.server_reason_names_you_dob() : m.server_reason_names_relative_dob({ name: p.name }) });
      // The entry is linked: that member is probably the very person of my list.
      if (!p.isMe && e.linked_user_id && e.linked_user_id !== me) {
        out.push({ userId: e.linked_user_id, score: WEIGHT.isMyRelative, reason: m.server_reason_linked_as_relative({ name: p.name }) });
      }
    }
  }
  return out;
}

/** Lists of other members that name me or my relatives, by name and a parent's name. */
export async function listsNamingUsByParent(deps: AppDeps, me: string, people: readonly KnownPerson[]): Promise<Signal[]> {
  const withParents = people.filter((p) => p.parentNames.length);
  const out: Signal[] = [];
  const { db } = deps.database;
  for (const part of chunks([...new Set(withParents.map((p) => sqlName(p.name)))])) {
    const rows = await db
      .selectFrom('family_members')
      .select(['id', 'owner_id'])
      .where(sql<string>`lower(trim(name))`, 'in', part)
      .where('owner_id', '<>', me)
      .where('relation_id', '<>', 'self')
      .limit(500)
      .execute();
    const owners = [...new Set(rows.map((r) => r.owner_id))];
    for (const ownerPart of chunks(owners)) {
      const lists = await db
        .selectFrom('family_members')
        .select(['id', 'owner_id', 'name', 'relation_id', 'member_from_id', 'parent_id', 'spouse_id', 'linked_user_id', 'dob'])
        .where('owner_id', 'in', ownerPart)
        .execute();
      for (const r of rows.filter((x) => ownerPart.includes(x.owner_id))) {
        const list = lists.filter((e) => e.owner_id === r.owner_id);
        const entry = list.find((e) => e.id === r.id);
        if (!entry) continue;
        const theirParents = new Set(parentNamesIn(entry, list).map(normaliseName));
        const p = withParents.find((w) => sameName(w.name, entry.name) && w.parentNames.some((n) => theirParents.has(normaliseName(n))));
        if (!p) continue;
        out.push({ userId: r.owner_id, score: p.isMe ? WEIGHT.namesMeWithParent : WEIGHT.namesRelativeWithParent, reason: p.isMe ? m.server_reason_names_you_parent() : m.server_reason_names_relative_parent({ name: p.name }) });
      }
    }
  }
  return out;
}
