import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { DATABASE_JOB_TEXT, DATABASE_JOBS, DATABASE_TEXT, type DatabaseJob, type DatabaseRun, type DatabaseRunStatus, type DatabaseUpdates } from '../../../../contract/admin/database';
import { Button } from '../../../components/button';
import { Notice } from '../../../components/notice';
import { AdminTable, type AdminColumn, type AdminListView } from '../admin-table';
import { ConfirmJobDialog } from './confirm-job-dialog';
import { startDatabaseJob } from './database-api';
import { RunOutputDialog } from './run-output-dialog';

/** While a run is running, the list is read again this often until it is finished. */
const POLL_MS = 1000;

type Summary = Pick<DatabaseUpdates, 'migrations' | 'elsewhere'>;

const seconds = (ms: number | null) => (ms === null ? '' : `${(ms / 1000).toFixed(1)} s`);
/** 'Abandoned': the server stopped before the job finished; the output says what to do. */
const OUTCOME: Record<DatabaseRunStatus, string> = { running: DATABASE_TEXT.running, succeeded: 'Succeeded', failed: 'Failed', abandoned: 'Abandoned' };

/** The Database updates page (issue 11 §5, decision 0814): migrations, jobs and their runs. */
export function DatabaseUpdatesScreen({ list, summary }: { list: AdminListView<DatabaseRun>; summary: Summary | null }) {
  const router = useRouter();
  const [confirming, setConfirming] = useState<DatabaseJob | null>(null);
  const [shown, setShown] = useState<DatabaseRun | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const running = list.result.ok && list.result.page.items.some((run) => run.status === 'running');

  // A run in progress: the route loads again after each answer until it has finished.
  useEffect(() => {
    if (!running) return;
    const id = setTimeout(() => void router.invalidate(), POLL_MS);
    return () => clearTimeout(id);
  }, [running, list.result, router]);

  async function start(job: DatabaseJob): Promise<string | null> {
    const res = await startDatabaseJob(job);
    if (!res.ok) return res.error;
    setConfirming(null);
    setNotice(res.body.code === 4 ? (res.body.message ?? DATABASE_TEXT.nothingToApply) : `${DATABASE_JOB_TEXT[job].label}: ${DATABASE_TEXT.running}`);
    void router.invalidate();
    return null;
  }

  const columns: AdminColumn<DatabaseRun>[] = [
    { id: 'job', name: 'Job', sortable: true, isRowHeader: true, render: (r) => DATABASE_JOB_TEXT[r.job]?.label ?? r.job },
    { id: 'at', name: 'Started', sortable: true, render: (r) => new Date(r.startedAt).toLocaleString() },
    { id: 'admin', name: 'By', render: (r) => r.adminEmail },
    { id: 'duration', name: 'Took', render: (r) => seconds(r.durationMs) },
    { id: 'status', name: 'Outcome', render: (r) => OUTCOME[r.status] },
    {
      id: 'output',
      name: 'Output',
      render: (r) => (
        <Button variant="ghost" onPress={() => setShown(r)} aria-label={`Output of ${DATABASE_JOB_TEXT[r.job]?.label ?? r.job}, ${new Date(r.startedAt).toLocaleString()}`}>
          Output
        </Button>
      ),
    },
  ];

  return (
    <div className="flex min-w-0 flex-col gap-6">
      {notice ? <Notice tone="success">{notice}</Notice> : null}
      <Migrations summary={summary} busy={running} onApply={() => setConfirming('applyMigrations')} />
      <section aria-labelledby="db-jobs" className="flex flex-col gap-3">
        <h2 id="db-jobs" className="text-lg font-bold text-stone-900">{DATABASE_TEXT.jobsTitle}</h2>
        <ul className="grid gap-3 sm:grid-cols-2">
          {DATABASE_JOBS.filter((j) => j !== 'applyMigrations').map((job) => (
            <li key={job} className="flex flex-col gap-2 rounded-xl border border-stone-300 bg-white p-4">
              <p className="text-sm text-stone-700">{DATABASE_JOB_TEXT[job].about}</p>
              {summary?.elsewhere[job] ? (
                <p className="text-sm break-words text-stone-800">{summary.elsewhere[job]}</p>
              ) : (
                <Button className="self-start" variant="secondary" onPress={() => setConfirming(job)} isDisabled={running}>
                  {DATABASE_JOB_TEXT[job].label}
                </Button>
              )}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="db-runs" className="flex min-w-0 flex-col gap-3">
        <h2 id="db-runs" className="text-lg font-bold text-stone-900">{DATABASE_TEXT.runsTitle}</h2>
        <AdminTable label="Database job runs" columns={columns} {...list} empty={DATABASE_TEXT.empty} searchLabel="Search by job or administrator" />
      </section>
      {confirming ? <ConfirmJobDialog job={confirming} onClose={() => setConfirming(null)} onConfirm={() => start(confirming)} /> : null}
      {shown ? <RunOutputDialog run={shown} onClose={() => setShown(null)} /> : null}
    </div>
  );
}

function Migrations({ summary, busy, onApply }: { summary: Summary | null; busy: boolean; onApply: () => void }) {
  const pending = summary?.migrations.pending;
  const applied = summary?.migrations.applied ?? [];
  return (
    <section aria-labelledby="db-migrations" className="flex flex-col gap-3 rounded-xl border border-stone-300 bg-white p-4">
      <h2 id="db-migrations" className="text-lg font-bold text-stone-900">{DATABASE_TEXT.migrationsTitle}</h2>
      {summary === null ? null : pending === null ? (
        <p className="text-sm break-words text-stone-800">{summary.elsewhere.applyMigrations}</p>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-stone-800">{pending!.length ? `${pending!.length} pending: ${pending!.join(', ')}` : DATABASE_TEXT.noPending}</p>
          <Button onPress={onApply} isDisabled={busy || !pending!.length}>{DATABASE_JOB_TEXT.applyMigrations.label}</Button>
        </div>
      )}
      <details>
        <summary className="cursor-pointer text-sm font-semibold text-stone-800">{applied.length} applied</summary>
        <ol className="mt-2 flex flex-col gap-1 text-sm text-stone-700">
          {applied.map((m) => (
            <li key={m.name} className="break-words">
              {m.name} <span className="text-stone-600">· {new Date(m.appliedAt).toLocaleString()}</span>
            </li>
          ))}
        </ol>
      </details>
    </section>
  );
}
