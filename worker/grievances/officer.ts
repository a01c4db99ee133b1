import type { Config } from '../config';

/**
 * The IT Rules 2021 require the Grievance Officer's name and contact on the site (decision
 * 0960). A production start without them still runs (the page then points to support), but
 * says so in the start log, where an operator reads it.
 */
export function grievanceOfficerWarning(config: Pick<Config, 'env' | 'grievanceOfficer'>): string | null {
  if (config.env !== 'production' || config.grievanceOfficer) return null;
  return 'Warning: GRIEVANCE_OFFICER_NAME, GRIEVANCE_OFFICER_EMAIL and GRIEVANCE_OFFICER_ADDRESS are not all set. The IT Rules 2021 require the Grievance Officer on the site; /grievance shows only the support contact until they are.';
}
