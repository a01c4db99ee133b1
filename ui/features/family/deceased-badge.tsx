import type { RelationLanguage } from '../../../contract/reference';
import { deceasedMark } from './life';

/** Beside the name of someone who has died, in the list and the tree: a word, not a colour or a symbol alone (decision 0940). */
export function DeceasedBadge({ language }: { language: RelationLanguage }) {
  return <span className="ml-1 inline-block rounded border border-stone-500 px-1.5 text-xs font-medium text-stone-800">{deceasedMark(language)}</span>;
}
