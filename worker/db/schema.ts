import type { AccountTables } from './tables/accounts';
import type { PicturesTables } from './tables/pictures';
import type { ProfileTables } from './tables/profile';
import type { ReferenceTables } from './tables/reference';
import type { SettingsTables } from './tables/settings';
import type { SocialTables } from './tables/social';
import type { PreferencesTables } from './tables/preferences';
import type { SearchTables } from './tables/search';
import type { RequestsTables } from './tables/requests';
import type { MembershipTables } from './tables/membership';
import type { ContactViewsTables } from './tables/contact-views';
import type { FamilyTables } from './tables/family';
import type { AdminTables } from './tables/admin';
import type { MaintenanceTables } from './tables/maintenance';
import type { AdminLogsTables } from './tables/admin-logs';
import type { LiveTables } from './tables/live';
import type { LiveNoticesTables } from './tables/live-notices';
import type { MessagingTables } from './tables/messaging';
import type { GuessingTables } from './tables/guessing';
import type { MailTables } from './tables/mail';
import type { PaymentsTables } from './tables/payments';
import type { IdVerificationsTables } from './tables/id-verifications';
import type { GrievancesTables } from './tables/grievances';
import type { PhoneTables } from './tables/phone';
import type { ReportsTables } from './tables/reports';
import type { ManagersTables } from './tables/managers';

/** The whole database as Kysely sees it: one table file per domain, joined here. */
export type DB = AccountTables & ReferenceTables & ProfileTables & SettingsTables & PicturesTables & SocialTables &
  PreferencesTables & SearchTables & RequestsTables & MembershipTables & FamilyTables & ContactViewsTables & AdminTables & MaintenanceTables &
  AdminLogsTables & LiveTables & LiveNoticesTables & MessagingTables & GuessingTables & MailTables & PaymentsTables & IdVerificationsTables &
  GrievancesTables & ReportsTables & PhoneTables & ManagersTables;
