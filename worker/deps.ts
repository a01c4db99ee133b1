import type { Context } from 'hono';
import type { Config } from './config';
import type { Database } from './db/database';
import type { Mailer } from './mail/mailer';
import type { SmsSender } from './sms/sms-sender';
import type { PictureStore } from './pictures/store';
import type { ApiLogSink } from './activity/api-log';
import type { DatabaseMaintenance } from './admin/database/maintenance';
import type { LiveHub } from './messaging/live/hub';
import type { MatchShard } from './search/match-index/shard';

/**
 * Everything the app needs from its runtime. `createApp(deps)` knows nothing else of Node or
 * Workers; the two entries build this and nothing more.
 */
export interface AppDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
  /** Phone verification codes (issue 24): files under SMS_DIR locally, an HTTP SMS API in production. */
  sms: SmsSender;
  /** Where picture bytes live: disk under Node, R2 under Workers. */
  pictures: PictureStore;
  /** Where ID documents and selfies wait for review, apart from pictures (worker/id-verification, decision 0957); absent on a Worker without the ID_DOCUMENTS bucket. */
  idDocuments?: PictureStore;
  /** Milliseconds since the epoch; tests pass a controlled clock. */
  now: () => number;
  /** Where the record of each API request goes, after its response. */
  apiLog: ApiLogSink;
  /** The caller's address, as this runtime can know it. */
  clientIp: (c: Context) => string | null;
  /**
   * A built HTML file, relative to the built UI's directory: the shell (index.html) by default, or
   * a page the build prerendered (contract/pages.ts, decision 0014). Null when the file is not
   * there, or the UI is served elsewhere (Vite dev).
   */
  loadShell: (file?: string) => Promise<string | null>;
  /** Tells members' open pages of new messages and read marks (after the database has them). */
  live: LiveHub;
  /** The match index's shards when they live elsewhere (Durable Objects on Workers, decision 0966); absent: in this process. */
  matchShards?: readonly MatchShard[];
  /** Migrations from disk and backups for the back office's database jobs: Node only (absent on Workers). */
  maintenance?: DatabaseMaintenance;
}
