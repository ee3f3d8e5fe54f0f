import path from 'node:path';
import { benchAdmin, productEnv, type StartedProcess, startServer } from './bench-process';

export interface ReplicaCluster {
  replicas: StartedProcess[];
  /** The first staff account, created by whichever replica seeds first. */
  admin: { email: string; password: string };
  stop: () => Promise<void>;
}

export interface ReplicaClusterOptions {
  count: number;
  databaseUrl: string;
  /** The S3_ variables of the shared bucket. */
  s3Env: Record<string, string>;
  /** Each replica's DATA_DIR (never shared) and log file go below it. */
  workDir: string;
  env?: Record<string, string>;
}

/**
 * `count` API processes (src/main.ts, production mode), all started at the same moment, on one PostgreSQL
 * database and one S3 bucket, behind a proxy (TRUST_PROXY): what a deployment of N replicas runs.
 */
export async function startReplicaCluster(options: ReplicaClusterOptions): Promise<ReplicaCluster> {
  const admin = benchAdmin('Replicas');
  const env = {
    ...productEnv(admin, { databaseUrl: options.databaseUrl }),
    TRUST_PROXY: 'true',
    ...options.s3Env,
    ...options.env,
  };
  const started = await Promise.allSettled(
    Array.from({ length: options.count }, (_, index) =>
      startServer(path.join(options.workDir, `replica-${index + 1}.log`), {
        ...env,
        DATA_DIR: path.join(options.workDir, `replica-${index + 1}`),
      }),
    ),
  );
  const replicas = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stop = async () => {
    await Promise.all(replicas.map((replica) => replica.stop()));
  };
  const failure = started.find((result) => result.status === 'rejected');
  if (failure) {
    await stop();
    throw failure.reason;
  }
  return { replicas, admin, stop };
}
