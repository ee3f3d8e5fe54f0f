import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import { API_PREFIX } from '@pm/api-contract/routes';
import Fastify, { type FastifyInstance } from 'fastify';
import { accountRoutes } from './account/account-routes';
import type { AppContext } from './app-context';
import { auditRoutes } from './audit/audit-routes';
import { createAttemptLimiter } from './auth/attempt-limiter';
import { createSignedInStaffUserOf, requireAuth } from './auth/require-auth';
import { createSignInCache } from './auth/sign-in-cache';
import { createSignInThrottle } from './auth/sign-in-throttle';
import { type Config, resolveJwtSecret } from './config';
import { contractsRoutes } from './contracts/contracts-routes';
import type { Database } from './db/database';
import { exportsRoutes } from './exports/exports-routes';
import { createFileStorage, type FileStorage } from './files/file-storage';
import { createFileLinks } from './files/file-urls';
import { filesRoutes } from './files/files-routes';
import { healthRoutes } from './health-routes';
import { registerApiDocs } from './http/api-docs-routes';
import { answerClientError } from './http/client-errors';
import { registerCompression } from './http/compression';
import {
  answerFrameworkError,
  MAX_FILE_MEGABYTES,
  MULTIPART_LIMITS,
  registerErrorHandling,
  sendFailure,
} from './http/errors';
import { registerGracefulClose } from './http/graceful-close';
import { registerJsonBodyParser } from './http/json-body';
import type { LogStream } from './http/logging';
import { registerNoStore, registerPersonalDataMasking } from './http/personal-data';
import { echoRequestId, requestLogOptions } from './http/request-log';
import { serverTimeoutOptions } from './http/server-timeouts';
import { startImportJobs } from './imports/import-jobs';
import { importsRoutes } from './imports/imports-routes';
import { startLeaseWatch } from './leases/lease-digest';
import { leasesRoutes } from './leases/leases-routes';
import { type MailOutboxOptions, startMailOutbox } from './mail/mail-outbox';
import { createMailer, type Mailer } from './mail/mailer';
import { ownersRoutes } from './owners/owners-routes';
import { propertiesRoutes } from './properties/properties-routes';
import { searchRoutes } from './search/search-routes';
import { accountTwoStepRoutes } from './second-step/account-two-step-routes';
import { secondStepRoutes } from './second-step/second-step-routes';
import { staffTwoStepRoutes } from './second-step/staff-two-step-routes';
import { authRoutes } from './sign-in/auth-routes';
import { invitationRoutes } from './sign-in/invitation-routes';
import { recoveryRoutes } from './sign-in/recovery-routes';
import { sessionRoutes } from './sign-in/session-routes';
import { staffRoutes } from './staff/staff-routes';
import { tenantsRoutes } from './tenants/tenants-routes';
import { createRemoteCatalog } from './web/remote-catalog';
import { registerSecurityHeaders } from './web/security-headers';
import { registerStaticSite } from './web/static-site';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  clock?: () => Date;
  mailer?: Mailer;
  /** Tests make the mail worker poll and retry sooner. */
  mailQueue?: Pick<MailOutboxOptions, 'pollingIntervalSeconds' | 'retryDelaySeconds' | 'retryLimit'>;
  /** Log lines go here instead of stdout (tests read them); with it the log is on under NODE_ENV=test too. */
  logStream?: LogStream;
  /** Default: the local folder or the S3 bucket of the config. */
  storage?: FileStorage;
  /** Whether this process looks for lease digests due (default true; tests run them at the times they choose). */
  leaseWatch?: boolean;
  /** Rows an export reads at a time (default EXPORT_BATCH_SIZE; tests take a few to cross batches). */
  exportBatchSize?: number;
  /** How often the import worker looks for jobs other processes queued (tests: sooner). */
  jobPollingIntervalSeconds?: number;
}

/** The whole HTTP server, ready for `inject` or `listen`. */
export async function buildApp({
  config,
  database,
  clock = () => new Date(),
  mailer,
  mailQueue,
  logStream,
  storage,
  leaseWatch = true,
  exportBatchSize,
  jobPollingIntervalSeconds,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // Slow clients are closed: headers within 30 s, no byte for 60 s (server-timeouts.ts).
    ...serverTimeoutOptions(),
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    ...requestLogOptions(config.nodeEnv !== 'test' || logStream !== undefined, logStream),
  });

  const tokens = { secret: resolveJwtSecret(config), ttlSeconds: config.tokenTtlSeconds, clock };
  const attempts = createAttemptLimiter(database.db, tokens.secret);
  const mail = await startMailOutbox({
    executeSql: database.executeSql,
    mailer: mailer ?? createMailer(config, app.log),
    secret: tokens.secret,
    log: app.log,
    ...mailQueue,
  });
  app.addHook('onClose', () => mail.stop());
  const signInCache = await createSignInCache(database);
  app.addHook('onClose', () => signInCache.close());
  const fileStorage = storage ?? createFileStorage(config);
  const importJobs = await startImportJobs({
    database,
    storage: fileStorage,
    clock,
    log: app.log,
    pollingIntervalSeconds: jobPollingIntervalSeconds,
  });
  app.addHook('onClose', () => importJobs.stop());
  const context: AppContext = {
    config,
    db: database.db,
    prepare: database.prepare,
    together: database.together,
    clock,
    tokens,
    attempts,
    signInThrottle: createSignInThrottle(database.db, attempts, {
      maxFailures: config.loginMaxFailures,
      lockSeconds: config.loginLockSeconds,
      clock,
    }),
    signInCache,
    mail,
    fileLinks: createFileLinks({ secret: tokens.secret, clock }),
    storage: fileStorage,
    importJobs,
  };

  const signedInStaffUserOf = createSignedInStaffUserOf(context);

  if (leaseWatch) {
    const watch = startLeaseWatch(context, app.log);
    app.addHook('onClose', () => watch.stop());
  }

  echoRequestId(app);
  registerGracefulClose(app);
  registerErrorHandling(app);
  registerJsonBodyParser(app);
  const remoteCatalog = createRemoteCatalog(config, app.log);
  await registerSecurityHeaders(app, config, remoteCatalog);
  await registerCompression(app);
  app.decorateRequest('staffUser', null);
  await app.register(cookie);
  // Forms with images and documents (owners, properties, tenants): request.parts() / request.file().
  await app.register(multipart, {
    limits: { ...MULTIPART_LIMITS, fileSize: MAX_FILE_MEGABYTES * 1024 * 1024 },
  });

  // Public, beside the signed-in scope: probes of load balancers and orchestrators.
  await app.register(healthRoutes(database, context.storage), { prefix: API_PREFIX });
  await registerApiDocs(app);
  await app.register(
    async (api) => {
      api.addHook('onRequest', requireAuth(signedInStaffUserOf));
      registerPersonalDataMasking(api);
      registerNoStore(api);
      api.setNotFoundHandler((_request, reply) => sendFailure(reply, 404, 'No such API route.'));
      await api.register(authRoutes(context));
      await api.register(recoveryRoutes(context));
      await api.register(secondStepRoutes(context));
      await api.register(accountTwoStepRoutes(context));
      await api.register(staffTwoStepRoutes(context));
      await api.register(sessionRoutes(context));
      await api.register(invitationRoutes(context));
      await api.register(accountRoutes(context));
      await api.register(staffRoutes(context));
      await api.register(ownersRoutes(context));
      await api.register(propertiesRoutes(context));
      await api.register(tenantsRoutes(context));
      await api.register(contractsRoutes(context));
      await api.register(leasesRoutes(context));
      await api.register(filesRoutes(context.storage, context.fileLinks));
      await api.register(auditRoutes(context));
      await api.register(searchRoutes(context));
      await api.register(exportsRoutes(context, { batchSize: exportBatchSize }));
      await api.register(importsRoutes(context));
      // Each domain adds its routes here, e.g. `await api.register(ownerRoutes(context));` (paths without /api).
    },
    { prefix: API_PREFIX },
  );
  await registerStaticSite(app, config, remoteCatalog, signedInStaffUserOf);

  await app.ready();
  return app;
}
