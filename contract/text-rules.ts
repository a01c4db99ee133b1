import type { z } from 'zod';

/**
 * What free text may hold. A single-line field (a name, a subject, a place) refuses every
 * control character: a line break in a name would reach the Subject of a mail as a new header
 * (issue 20 §1.5). Text a member writes in lines (about me, letters, messages) keeps its line
 * breaks and tabs, and refuses the other control characters, which no keyboard types.
 */
export const SINGLE_LINE_TEXT = 'Write this on one line, without line breaks or other control characters.';
export const MULTI_LINE_TEXT = 'Remove the control characters (invisible characters that are neither letters nor line breaks).';

// oxlint-disable-next-line no-control-regex -- finding control characters is what these are for
const ANY_CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
// oxlint-disable-next-line no-control-regex -- finding control characters is what these are for
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

const isSingleLine = (s: string) => !ANY_CONTROL.test(s);
const hasNoStrayControls = (s: string) => !CONTROL_BUT_LINES.test(s);

/** A single-line text field: the one refinement every such field uses. */
export const singleLine = <T extends z.ZodType<string | null | undefined>>(schema: T) =>
  schema.refine((s) => s == null || isSingleLine(s), SINGLE_LINE_TEXT);

/** Text written in lines: line breaks and tabs stay, other control characters are refused. */
export const multiLine = <T extends z.ZodType<string | null | undefined>>(schema: T) =>
  schema.refine((s) => s == null || hasNoStrayControls(s), MULTI_LINE_TEXT);
