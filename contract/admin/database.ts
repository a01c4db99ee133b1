import { z } from 'zod';
import { adminListQuerySchema, type AdminPage } from './list-query';

/**
 * Database updates (spec §7: `GET /admin/getDatabaseUpdates?page&limit`,
 * `POST /admin/updateDatabase`; issue 11 §5, decision 0814): the migrations applied and pending,
 * the maintenance jobs, and every run of them with who ran it, when, how long, the outcome and
 * the output.
 */
export const DATABASE_JOBS = ['applyMigrations', 'rebuildMatchIndex', 'pruneLogs', 'optimize', 'integrityCheck', 'backup'] as const;
export type DatabaseJob = (typeof DATABASE_JOBS)[number];

export const DATABASE_RUN_SORT_KEYS = ['at', 'job'] as const;
export const databaseRunsQuerySchema = adminListQuerySchema(DATABASE_RUN_SORT_KEYS, { key: 'at', direction: 'desc' });
export type DatabaseRunsQuery = z.infer<typeof databaseRunsQuerySchema>;

export const updateDatabaseSchema = z.object({
  job: z.enum(DATABASE_JOBS, { error: `Choose a job: ${DATABASE_JOBS.join(', ')}.` }),
});

/** 'abandoned': the process running it stopped before the job finished (issue 20 §3.1). */
export type DatabaseRunStatus = 'running' | 'succeeded' | 'failed' | 'abandoned';

export interface DatabaseRun {
  _id: string;
  job: DatabaseJob;
  status: DatabaseRunStatus;
  adminEmail: string;
  startedAt: number;
  finishedAt: number | null;
  /** finishedAt − startedAt; null while running, and for an abandoned run (when it stopped is not known). */
  durationMs: number | null;
  output: string | null;
}

export interface AppliedMigration {
  name: string;
  /** When the runner recorded it (d1_migrations.applied_at, UTC). */
  appliedAt: number;
}

export interface DatabaseUpdates extends AdminPage<DatabaseRun> {
  migrations: {
    applied: AppliedMigration[];
    /** Shipped with the app and not applied yet; null where this runtime cannot read them (Workers). */
    pending: string[] | null;
  };
  /** Jobs this runtime does not run, each with what to do instead (Workers, Turso). */
  elsewhere: Partial<Record<DatabaseJob, string>>;
}

export const DATABASE_JOB_TEXT: Record<DatabaseJob, { label: string; about: string; confirm: string }> = {
  applyMigrations: {
    label: 'Apply pending',
    about: 'Applies the pending migrations with the runner of npm start, all in one transaction.',
    confirm: 'Apply the pending migrations now? If one fails, none is applied and the database stays as it was.',
  },
  rebuildMatchIndex: {
    label: 'Rebuild the match index',
    about: 'Reads every member again into the index behind Profile Matches and the preference lists.',
    confirm: 'Rebuild the match index now? Matches answer from the old index until the new one is loaded.',
  },
  pruneLogs: {
    label: 'Prune logs now',
    about: 'Deletes API logs and page views older than the retention period, in small batches.',
    confirm: 'Delete API logs and page views older than the retention period now? This cannot be undone.',
  },
  optimize: {
    label: 'Optimize (ANALYZE)',
    about: 'Refreshes the statistics the query planner uses to pick indexes.',
    confirm: 'Run ANALYZE and PRAGMA optimize now? Reads every index once; nothing is changed but statistics.',
  },
  integrityCheck: {
    label: 'Integrity check',
    about: 'Reads every page of the database and reports any damage; “ok” means none.',
    confirm: 'Run the integrity check now? It reads the whole database and may take a while on a large one.',
  },
  backup: {
    label: 'Back up',
    about: 'Writes a consistent copy of the database file with VACUUM INTO, named with the time.',
    confirm: 'Write a backup of the database now? The copy is as large as the database.',
  },
};

export const DATABASE_TEXT = {
  title: 'Database updates',
  intro: 'Schema migrations and data maintenance. One job runs at a time; every run is listed with who ran it, how long it took, its outcome and its output.',
  migrationsTitle: 'Migrations',
  jobsTitle: 'Maintenance jobs',
  runsTitle: 'Runs',
  noPending: 'No pending migration: the database is up to date.',
  empty: 'No job has run yet. Start one above; it appears here with its output.',
  running: 'running…',
  busy: 'Another database job is running. Wait for it to finish, then start this one.',
  nothingToApply: 'Nothing to apply: the database is up to date.',
} as const;
