/**
 * Coded columns of the match index: each distinct value of a column (a reference id, a caste,
 * a mother tongue…) gets a small integer, 0 standing for NULL, so that a filter is a lookup in
 * a byte mask and a count is an increment in an Int32Array (docs/decisions/0502-match-index.md).
 */

/** The values of one column and their codes; codes are never reused, so masks stay valid. */
export class CodeTable {
  readonly values: (string | null)[] = [null];
  private readonly codes = new Map<string, number>();

  /** The code of a value, adding it when new; NULL is 0. */
  codeOf(value: string | number | null | undefined): number {
    if (value === null || value === undefined) return 0;
    const text = String(value);
    let code = this.codes.get(text);
    if (code === undefined) {
      code = this.values.length;
      this.values.push(text);
      this.codes.set(text, code);
    }
    return code;
  }

  /** The code of a value already seen, else -1 (no member has it). */
  find(value: string | null): number {
    if (value === null) return 0;
    return this.codes.get(value) ?? -1;
  }

  get size(): number {
    return this.values.length;
  }
}

/**
 * Every member's codes of every coded column in one row-major array: row `slot`, column `k` at
 * `slot·stride + k`. A pass over the members reads one row (≈ 50 bytes, one or two cache lines)
 * a member instead of twenty-five arrays in parallel, through one monomorphic typed array.
 * 16-bit codes; the whole matrix widens to 32 bits if a column ever has more than 65,535 values.
 */
export class CodeMatrix {
  data: Uint16Array | Uint32Array;
  constructor(
    readonly stride: number,
    capacity: number,
  ) {
    this.data = new Uint16Array(capacity * stride);
  }
  set(slot: number, k: number, code: number): void {
    if (code > 0xffff && this.data instanceof Uint16Array) this.data = Uint32Array.from(this.data);
    this.data[slot * this.stride + k] = code;
  }
  get(slot: number, k: number): number {
    return this.data[slot * this.stride + k]!;
  }
  grow(capacity: number): void {
    const next = this.data instanceof Uint16Array ? new Uint16Array(capacity * this.stride) : new Uint32Array(capacity * this.stride);
    next.set(this.data);
    this.data = next;
  }
}

/** One coded column: its code table and its position in the CodeMatrix row. */
export interface CodedColumn {
  readonly table: CodeTable;
  readonly k: number;
}

/** A typed array of the same kind, larger, with the old contents. */
export function grown<T extends Uint8Array | Uint16Array | Int16Array | Int32Array | Uint32Array | Float64Array>(a: T, capacity: number): T {
  const next = new (a.constructor as new (n: number) => T)(capacity);
  next.set(a);
  return next;
}

/**
 * A YYYY-MM-DD date as an integer ordered exactly as SQLite orders the text (y·512 + m·32 + d),
 * so `u.dob <= ?` becomes an integer comparison; NaN (never true) when the text is not a date.
 */
export function dateKey(date: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return Number.NaN;
  return Number(m[1]) * 512 + Number(m[2]) * 32 + Number(m[3]);
}
