// The queues of background work in our own database (pg-boss, on PGlite or PostgreSQL through `executeSql`):
// outgoing mail, scheduled backups, imports. Any API process's worker takes a job; each job runs once.
import PgBoss from 'pg-boss';
import type { ExecuteSql } from './database';

/** deadlock_detected, unique_violation, duplicate_table: what two processes creating a queue at once may get. */
const LOST_CREATE_RACE = new Set(['40P01', '23505', '42P07']);
const CREATE_ATTEMPTS = 5;
/** How long a stop waits, beyond its timeout for the running job, for the queue's last statements. */
const LAST_STATEMENTS_MS = 5_000;

export interface JobQueue {
  /** pg-boss on the queue's database: `send` and `insert` queue jobs. */
  boss: PgBoss;
  /**
   * Runs `handler` on the queue's jobs in this process, one at a time; a job whose handler throws fails, and is
   * retried as it was queued. The next job is fetched as soon as one is done; an idle worker looks again every
   * `pollingIntervalSeconds`, or at once after `wake`.
   */
  work: <Data extends object>(
    pollingIntervalSeconds: number,
    handler: (job: PgBoss.JobWithMetadata<Data>) => Promise<void>,
  ) => Promise<void>;
  /** Tells this process's worker that a job was just queued: it fetches now instead of at its next poll. */
  wake: () => void;
  /**
   * Stops taking jobs and waits up to `timeoutMs` for the one running. It then waits (5 s at most) for the last
   * statements of the queue as well (pg-boss marks a finished job done without waiting for it, and a fetch begun
   * before the stop may still hand out a job): once this resolves the database may be closed, and no finished job
   * is left marked active, to run a second time after a restart.
   */
  stop: (timeoutMs: number) => Promise<void>;
}

/**
 * Starts pg-boss on the database and creates the queue unless it exists. API replicas starting at the same
 * moment race to create it (pg-boss makes a partition of its job table), and PostgreSQL may abort one of them as
 * a deadlock: that one tries again and finds the queue the other made. pg-boss's own failures (a lost
 * connection, a failed poll) go to `onError`.
 */
export async function startJobQueue(options: {
  executeSql: ExecuteSql;
  queue: string;
  onError: (error: Error) => void;
  /** Whether this instance also expires and retries the jobs of a process that died (one per process is enough). */
  supervise?: boolean;
}): Promise<JobQueue> {
  const statements = new Set<Promise<unknown>>();
  const executeSql: ExecuteSql = (text, values) => {
    const statement = options.executeSql(text, values);
    statements.add(statement);
    const settled = () => statements.delete(statement);
    statement.then(settled, settled);
    return statement;
  };
  const boss = new PgBoss({
    db: { executeSql },
    schedule: false,
    supervise: options.supervise ?? false,
  });
  boss.on('error', options.onError);
  await boss.start();
  await createQueue(boss, options.queue);

  let workerId: string | undefined;
  let handling = 0;
  const wake = () => {
    if (workerId) boss.notifyWorker(workerId);
  };
  return {
    boss,
    wake,
    async work<Data extends object>(
      pollingIntervalSeconds: number,
      handler: (job: PgBoss.JobWithMetadata<Data>) => Promise<void>,
    ) {
      workerId = await boss.work<Data>(
        options.queue,
        { pollingIntervalSeconds, batchSize: 1, includeMetadata: true },
        async ([job]) => {
          if (!job) return;
          handling += 1;
          wake();
          try {
            await handler(job);
          } finally {
            handling -= 1;
          }
        },
      );
    },
    async stop(timeoutMs) {
      const giveUpAt = Date.now() + timeoutMs + LAST_STATEMENTS_MS;
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
      while ((statements.size > 0 || handling > 0) && Date.now() < giveUpAt) {
        await Promise.allSettled(statements);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
  };
}

async function createQueue(boss: PgBoss, queue: string) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await boss.createQueue(queue);
      return;
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (attempt >= CREATE_ATTEMPTS || !code || !LOST_CREATE_RACE.has(code)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}
