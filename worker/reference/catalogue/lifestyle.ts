import type { LifestyleKind } from '../../../contract/lifestyle-kinds';

/**
 * Option lists of the profile's lifestyle and family sections and of the search filters of
 * spec §2 (eating habits, marital status, manglik, complexion, body type, physical status,
 * family value/type/status, employed in, have children, profile created for …). Names are
 * what members see; admins can edit them later (/admin/updateLifeStyleOptions).
 * An entry is a name, or [id part, name] where the name alone gives no good id.
 */
export const LIFESTYLE: Record<LifestyleKind, Array<string | [string, string]>> = {
  eatingHabit: ['Vegetarian', 'Non-Vegetarian', 'Eggetarian', 'Jain', 'Vegan'],
  drinkingHabit: ['No', 'Occasionally', 'Yes'],
  smokingHabit: ['No', 'Occasionally', 'Yes'],
  maritalStatus: ['Single', 'Engaged', 'Married', 'Awaiting Divorce', 'Divorced', 'Separated', 'Widowed', 'Annulled'],
  haveChildren: ['No', 'Yes, living together', 'Yes, not living together'],
  complexion: ['Very Fair', 'Fair', 'Wheatish', 'Wheatish Brown', 'Dark'],
  bodyType: ['Slim', 'Athletic', 'Average', 'Heavy'],
  physicalStatus: ['Normal', 'Physically Challenged'],
  bloodGroup: [
    ['a-positive', 'A+'],
    ['a-negative', 'A-'],
    ['b-positive', 'B+'],
    ['b-negative', 'B-'],
    ['ab-positive', 'AB+'],
    ['ab-negative', 'AB-'],
    ['o-positive', 'O+'],
    ['o-negative', 'O-'],
  ],
  manglik: ['No', 'Yes', 'Anshik (Partial)', "Don't Know"],
  familyValue: ['Orthodox', 'Traditional', 'Moderate', 'Liberal'],
  familyType: ['Joint Family', 'Nuclear Family', 'Other'],
  familyStatus: ['Lower Middle Class', 'Middle Class', 'Upper Middle Class', 'Rich', 'Affluent'],
  employedIn: ['Government / PSU', 'Private Sector', 'Business / Self Employed', 'Defence / Civil Services', 'Not Working'],
  residencyStatus: ['Citizen', 'Permanent Resident', 'Work Permit', 'Student Visa', 'Temporary Visa'],
  profileFor: ['Self', 'Son', 'Daughter', 'Brother', 'Sister', 'Relative', 'Friend'],
};
