import {
  TREE_TEXT,
  treeTypesFor,
  type TreeAnswer,
  type TreeNode,
  type TreePerson,
  type TreeRelation,
  type TreeType,
} from '../../../contract/family-tree';
import type { RelationLanguage } from '../../../contract/reference';
import type { AppDeps } from '../../deps';
import { badRequest } from '../../http/errors';
import { profilePicturesFor } from '../../pictures/list-pictures';
import { defaultPicture, pictureUrlsFor } from '../../pictures/urls';
import { RELATIONS } from '../../reference/catalogue/relations';
import { blockedUserIds } from '../../social/reach';
import { loadFamilyGraph, type FamilyGraph, type Person, type PersonKey, type Step } from '../graph';
import { ensureSelfEntry } from '../members/self';
import { nameRelation } from '../relation-names';
import { relationPathsFrom } from '../steps';
import { viewerLanguage } from '../viewer';
import { shapeTree, treeRootKey, type ShapeNode } from './build';
import type { TreeOwnerRow } from './access';

const SELF = RELATIONS.find((r) => r._id === 'self');

/** The person's relation to the tree's owner, named in the viewer's language. */
function relationToOwner(graph: FamilyGraph, ownerKey: PersonKey, paths: Map<PersonKey, Step[]>, person: Person, lang: RelationLanguage): TreeRelation {
  // Beside the native name while the interface is English (decision 0943).
  if (person.key === ownerKey) {
    const label = SELF?.labels[lang] ?? 'Self';
    return { relation_id: 'self', label, english: lang === 'en' ? null : (SELF?.labels.en ?? 'Self'), chain: [label] };
  }
  const path = paths.get(person.key);
  if (!path || path.length === 0) return { relation_id: null, label: '', english: null, chain: [] };
  const owner = graph.persons.get(ownerKey);
  const persons = [owner, ...path.map((s) => graph.persons.get(s.to))].map((p) => ({ key: p?.key, gender: p?.gender ?? null, dob: p?.dob ?? null }));
  const named = nameRelation(path, lang, { persons });
  const english = lang === 'en' ? null : nameRelation(path, 'en', { persons }).label;
  return { relation_id: named.relationId, label: named.label, english, chain: named.chain };
}

/** Checks the tree type against the owner: Husband only for a female owner, Wife only for a male one. */
export function assertTreeType(owner: Pick<TreeOwnerRow, 'gender'>, type: TreeType): void {
  if (type === 'husband' && owner.gender !== 'female') throw badRequest(TREE_TEXT.husbandOnlyForFemale, { tree: TREE_TEXT.husbandOnlyForFemale });
  if (type === 'wife' && owner.gender !== 'male') throw badRequest(TREE_TEXT.wifeOnlyForMale, { tree: TREE_TEXT.wifeOnlyForMale });
}

/** How far a tree view reaches: the owner's list and the lists linked to it directly. */
export const TREE_VIEW_DEPTH = 1;

/**
 * The chart of `owner`'s tree of `type` as `viewerId` sees it (access already checked): shape
 * from the joined graph, relation labels in the viewer's language, and for linked persons the
 * member's picture as the member's photo privacy allows the viewer. A member blocked either way
 * with the viewer is shown as an unlinked person where another list names them, and their own
 * list is not read: their relatives are not in the chart.
 */
export async function treeFor(deps: AppDeps, viewerId: string, owner: TreeOwnerRow, type: TreeType): Promise<Omit<TreeAnswer, 'code'>> {
  assertTreeType(owner, type);
  await ensureSelfEntry(deps, owner.id);
  const [blocked, lang, ownerPicture] = await Promise.all([blockedUserIds(deps, viewerId), viewerLanguage(deps, viewerId), pictureUrlsFor(deps, owner.id, viewerId)]);
  // The owner's list and the lists joined directly to it, never one of a member blocked either way with the viewer (decision 0741).
  const graph = await loadFamilyGraph(deps, owner.id, { maxDepth: TREE_VIEW_DEPTH, excludeOwners: blocked });
  const user = { _id: owner.id, name: owner.name, gender: owner.gender, profilePicture: ownerPicture.profilePicture, basicDetails: { name: owner.name } };
  const base = { user, tree: type, trees: treeTypesFor(owner.gender), language: lang, viewId: owner.viewId };
  const ownerKey = graph.selfKey(owner.id);
  const rootKey = treeRootKey(graph, ownerKey, type);
  const shape = rootKey ? shapeTree(graph, rootKey) : null;
  if (!shape) return { ...base, data: null, count: 0 };

  // One walk names everybody: the path from the owner to each person (decision 0742).
  const paths = relationPathsFrom(graph, ownerKey);
  const hidden = new Set(blocked);
  const linkedShown = (p: Person) => (p.userId && !hidden.has(p.userId) ? p.userId : null);
  const linkedIds = [...new Set(shape.persons.map((k) => graph.persons.get(k)).flatMap((p) => (p && linkedShown(p) ? [linkedShown(p) as string] : [])))];
  const pictures = await profilePicturesFor(deps, linkedIds, viewerId);

  const personOf = (key: PersonKey): TreePerson => {
    const p = graph.persons.get(key);
    if (!p) throw new Error(`person ${key} is not in the graph`);
    const userId = linkedShown(p);
    return {
      _id: p.key,
      to_name: p.name,
      user_id: userId,
      gender: p.gender,
      relation: relationToOwner(graph, ownerKey, paths, p, lang),
      userDetails: { profilePicture: (userId && pictures.get(userId)) || defaultPicture(p.gender), DOB: p.dob },
      deceased: p.deceased,
      dateOfDeath: p.dateOfDeath,
      isOwner: p.key === ownerKey,
    };
  };
  const nodeOf = (n: ShapeNode): TreeNode => ({ ...personOf(n.key), spouseDetails: n.spouses.map(personOf), children: n.children.map(nodeOf) });
  return { ...base, data: nodeOf(shape.root), count: shape.persons.length };
}
