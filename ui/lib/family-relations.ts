import { m } from '../../contract/i18n/paraglide/messages';
import { MANAGER_RELATIONS, relationToCandidate, type FamilyRelation } from '../../contract/managers';
import type { SelectOption } from '../components/select-field';

const LABELS: Record<(typeof MANAGER_RELATIONS)[number], () => string> = {
  father: m.managers_relation_label_father,
  mother: m.managers_relation_label_mother,
  brother: m.managers_relation_label_brother,
  sister: m.managers_relation_label_sister,
  guardian: m.managers_relation_label_guardian,
  relative: m.managers_relation_label_relative,
  friend: m.managers_relation_label_friend,
};

/** "Father", "Mother"…: who a manager is to the candidate, in the reader's language. */
export const relationLabel = (relation: (typeof MANAGER_RELATIONS)[number]) => LABELS[relation]();

/** The choices of who a manager is to the candidate. */
export const managerRelationOptions = (): SelectOption[] => MANAGER_RELATIONS.map((r) => ({ id: r, label: relationLabel(r) }));

type Gender = 'male' | 'female' | null | undefined;

/** "her father": a manager as the candidate's relative; the session user's gender says her or his. */
export const relationPhrase = (relation: FamilyRelation, candidateGender: Gender) =>
  relationToCandidate(relation, candidateGender === 'male' || candidateGender === 'female' ? candidateGender : null);
