/**
 * The tree selectors alone, without zod: the route tree checks `?tree=` with them, and it is in
 * the entry chunk of every first visit (issue 13 §3). contract/family-tree.ts re-exports them.
 */

/** Spec §9 "Tree selectors: father, mother, husband, wife". */
export const TREE_TYPES = ['father', 'mother', 'husband', 'wife'] as const;
export type TreeType = (typeof TREE_TYPES)[number];
