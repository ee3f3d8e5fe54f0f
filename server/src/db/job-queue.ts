// The queues of background work in our own database (pg-boss, on PGlite or PostgreSQL through `executeSql`):
// outgoing mail, scheduled backups, imports. Any API process's worker takes a job; each job runs once.
import PgBoss from 'pg-boss';
import type { ExecuteSql } from './database';

/** deadlock_detected, unique_violation, duplicate_table: what two processes creating a queue at once may get. */
const LOST_CREATE_RACE = new Set(['40P01', '23505', '42P07']);
const CREATE_ATTEMPTS = 5;

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
}): Promise<PgBoss> {
  const boss = new PgBoss({
    db: { executeSql: options.executeSql },
    schedule: false,
    supervise: options.supervise ?? false,
  });
  boss.on('error', options.onError);
  await boss.start();
  for (let attempt = 1; ; attempt += 1) {
    try {
      await boss.createQueue(options.queue);
      return boss;
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (attempt >= CREATE_ATTEMPTS || !code || !LOST_CREATE_RACE.has(code)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}
