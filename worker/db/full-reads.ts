import type { Client } from '@libsql/client';

/**
 * Which lines of a statement's query plan read every member (issue 26 §3, decision 0965): the
 * judge of the query-plan test (worker/db/query-plans.test.ts) and of the bench's profile view
 * (bench/member-reads.ts). A plan line reads every member when it walks a table that grows with
 * them: a SCAN (of the table or of a covering index: both read every row), or a SEARCH of `users`
 * by columns of a few values only (`role = 2` is nearly every member, yet SQLite without
 * statistics takes it for a narrow equality).
 */

/** Tables that do not grow with the members: scanning one reads a few hundred rows at most. */
const REFERENCE_TABLES = new Set([
  'castes', 'sub_castes', 'gotras', 'religions', 'mother_tongues', 'nakshatras', 'relations', 'countries', 'states', 'cities',
  'reference_options', 'reference_version', 'plans', 'ads', 'member_status_counts', 'd1_migrations', 'sqlite_sequence',
]);

/** Columns of `users` with a few values each: a SEARCH constrained by these alone reads a share of all members. */
const FEW_VALUES = new Set(['role', 'status', 'gender', 'is_email_verified', 'hidden_by_reports', 'profile_for', 'mother_tongue_id', 'religion_id', 'plan_id', 'language']);

const KEYWORDS = new Set(['where', 'on', 'inner', 'left', 'right', 'cross', 'join', 'group', 'order', 'limit', 'set', 'values', 'using', 'union', 'natural', 'full', 'outer', 'select', 'default', 'returning', 'indexed', 'not']);

export interface Statement {
  sql: string;
  parameters: readonly unknown[];
}

export interface PlanLine {
  detail: string;
  /** Why this line reads every member, or null. */
  fullRead: string | null;
}

/** The database's tables, for telling a table from a subquery or a CTE in a plan. */
export async function tableNames(client: Client): Promise<Set<string>> {
  return new Set((await client.execute("select name from sqlite_schema where type = 'table'")).rows.map((r) => r.name as string));
}

/** `EXPLAIN QUERY PLAN` of one statement with its parameters, each line judged. */
export async function planOf(client: Client, statement: Statement, tables: ReadonlySet<string>): Promise<PlanLine[]> {
  const plan = await client.execute({ sql: `EXPLAIN QUERY PLAN ${statement.sql}`, args: statement.parameters as never[] });
  const aliases = aliasesOf(statement.sql);
  return plan.rows.map((row) => {
    const detail = row.detail as string;
    return { detail, fullRead: readsEveryMember(detail, aliases, tables) };
  });
}

/** Each alias of a statement → its table (`from "users" as "u"`, `join letters l`). */
function aliasesOf(sqlText: string): Map<string, string> {
  const aliases = new Map<string, string>();
  const named = /\b(?:from|join|update|into)\s+"?(\w+)"?(?:\s+(?:as\s+)?"?(\w+)"?)?/gi;
  for (const [, table, alias] of sqlText.matchAll(named)) {
    aliases.set(table!, table!);
    if (alias && !KEYWORDS.has(alias.toLowerCase())) aliases.set(alias, table!);
  }
  return aliases;
}

function readsEveryMember(detail: string, aliases: Map<string, string>, tables: ReadonlySet<string>): string | null {
  const line = /^(SCAN|SEARCH) (\S+)(?: USING (?:COVERING )?INDEX \S+)?(?: \((.*)\))?/.exec(detail);
  if (!line) return null;
  const [, how, name, constraints] = line;
  const table = aliases.get(name!) ?? name!;
  // A subquery, a CTE, a table-valued function or a constant row: its own lines are judged.
  if (!tables.has(table) || REFERENCE_TABLES.has(table)) return null;
  if (how === 'SCAN') return `a SCAN of ${table}, which grows with the members`;
  if (table !== 'users') return null;
  const columns = (constraints ?? '').split(' AND ').map((c) => /(?:ANY\()?(\w+)/.exec(c)?.[1] ?? '');
  return columns.every((c) => FEW_VALUES.has(c)) ? `a SEARCH of users by ${columns.join(', ')} only: nearly every member` : null;
}
