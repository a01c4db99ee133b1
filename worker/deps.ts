import type { Config } from './config';
import type { Database } from './db/database';
import type { Mailer } from './mail/mailer';
import type { ApiLogRecord } from './activity/api-log';

/**
 * Everything the app needs from its runtime. `createApp(deps)` knows nothing else of Node or
 * Workers; the two entries build this and nothing more.
 */
export interface AppDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
  /** Milliseconds since the epoch; tests pass a controlled clock. */
  now: () => number;
  /** Records one API request without delaying its response. */
  recordApiRequest: (record: ApiLogRecord) => void;
  /** The HTML shell (index.html of the built UI), or null when the UI is served elsewhere (Vite dev). */
  loadShell: () => Promise<string | null>;
}
