import type { AppDeps } from '../deps';

/**
 * Profile completeness and the next step. Until the profile domain exports its own measure
 * (`GET /user/getProfilePercentage/{id}`), the account's own fields and the picture count.
 */
export interface Completeness {
  percentage: number;
  nextStep: { label: string; link: string } | null;
}

export async function completenessOf(deps: AppDeps, userId: string): Promise<Completeness> {
  const u = await deps.database.db
    .selectFrom('users')
    .select(['name', 'gender', 'dob', 'phone', 'mother_tongue_id', 'religion_id', 'is_email_verified', 'profile_picture'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const steps: Array<[boolean, string, string]> = [
    [!!(u.name && u.gender && u.dob && u.mother_tongue_id), 'Add your basic details', '/profile'],
    [!!u.religion_id, 'Add your religion details', '/profile'],
    [!!u.phone, 'Add your contact details', '/profile'],
    [u.is_email_verified === 1, 'Verify your e-mail address', '/dashboard'],
    [!!u.profile_picture, 'Add a profile picture', '/profile'],
  ];
  const done = steps.filter(([ok]) => ok).length;
  const next = steps.find(([ok]) => !ok);
  return { percentage: Math.round((done / steps.length) * 100), nextStep: next ? { label: next[1], link: next[2] } : null };
}
