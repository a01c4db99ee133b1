/** Who a person is to a profile's candidate ('self': the candidate) — issue 27, decision 0971. */
export const FAMILY_RELATIONS = ['self', 'father', 'mother', 'brother', 'sister', 'guardian', 'relative', 'friend'] as const;
export type FamilyRelation = (typeof FAMILY_RELATIONS)[number];
/** The relations a manager may have (everyone but the candidate). */
export const MANAGER_RELATIONS = ['father', 'mother', 'brother', 'sister', 'guardian', 'relative', 'friend'] as const satisfies readonly Exclude<FamilyRelation, 'self'>[];
