// Not from contract/family-tree: that module brings zod into the entry chunk (issue 13 §3).
import { TREE_TYPES, type TreeType } from '../../../../contract/tree-types';

/** `?tree=` of /tree and /{id}/tree; anything else is dropped (father is the default). */
export function treeSearch(search: Record<string, unknown>): { tree?: TreeType | undefined } {
  const t = search.tree;
  return { tree: TREE_TYPES.find((x) => x === t) };
}
