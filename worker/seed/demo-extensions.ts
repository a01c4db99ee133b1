import type { Config } from '../config';
import type { Database } from '../db/database';
import { diskPictureStore } from '../pictures/store';
import { seedDemoPictures } from '../pictures/demo';
import { seedDemoProfile } from '../profile/demo';
import { seedDemoSettings } from '../settings/demo';
import { seedDemoSocial } from '../social/demo';
import { seedDemoPreferences } from '../preferences/demo';
import { seedDemoRequests } from '../requests/demo';
import { seedDemoMembership } from '../membership/demo';
import { seedDemoFamilies } from '../family/demo';
import { seedDemoMessaging } from '../messaging/demo';

/**
 * What later parts of the product add to the demo community, each in its own module, run in
 * this order after the members exist. Each step skips what is already done.
 */
export type DemoStep = (database: Database, now: number, config: Config) => Promise<void>;

export const DEMO_STEPS: Array<{ name: string; run: DemoStep }> = [
  { name: 'profile sections', run: seedDemoProfile },
  { name: 'settings and privacy', run: seedDemoSettings },
  { name: 'pictures', run: (database, now, config) => seedDemoPictures(database, now, diskPictureStore(config.picturesDir)) },
  { name: 'visits, blocks, ratings and comments', run: seedDemoSocial },
  { name: 'partner preferences', run: seedDemoPreferences },
  { name: 'interest, requests and shortlists', run: seedDemoRequests },
  { name: 'plans and upgrade requests', run: seedDemoMembership },
  { name: 'family trees, links and tree view requests', run: seedDemoFamilies },
  { name: 'chat conversations and letters', run: seedDemoMessaging },
];
