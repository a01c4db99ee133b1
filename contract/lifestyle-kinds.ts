/**
 * Lifestyle and profile option lists, keyed as the profile and search fields name them. A file
 * of its own, importing nothing, because /admin/lifestyle's address check runs in the first
 * visit's entry chunk, which carries no zod (decision 0202).
 */
export const LIFESTYLE_KINDS = [
  'eatingHabit', 'drinkingHabit', 'smokingHabit', 'maritalStatus', 'haveChildren', 'complexion',
  'bodyType', 'physicalStatus', 'bloodGroup', 'manglik', 'familyValue', 'familyType', 'familyStatus',
  'employedIn', 'residencyStatus', 'profileFor',
] as const;
export type LifestyleKind = (typeof LIFESTYLE_KINDS)[number];
