import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type RemoteName, remoteNames, remotes } from '@pm/apps';
import { MAX_LENGTH } from '@pm/schemas/text-rules';
import { z } from 'zod';
import { isTimeZone } from './agency-calendar';
import {
  duration,
  httpUrl,
  manifestUrl,
  text,
  trueOrFalse,
  type VariableDefinition,
  wholeNumber,
} from './config-values';
import { repoRoot } from './paths';
import { type S3Settings, s3SettingsOf, storageVariables } from './storage-config';

export { repoRoot };

/** The variable holding one remote's address: REMOTE_URL_MF_OWNERS for mf_owners. */
const remoteUrlVariable = (name: RemoteName) =>
  `REMOTE_URL_${name.toUpperCase() as Uppercase<RemoteName>}` as const;

/**
 * Every environment variable the server reads. `defaultText` is what the README shows;
 * `secret` values are never echoed back in an error line.
 */
export const environmentVariables = {
  NODE_ENV: {
    defaultText: 'development',
    description:
      'development, production or test. production requires JWT_SECRET and disables remote overrides.',
    schema: z.enum(['development', 'production', 'test'], 'must be development, production or test'),
  },
  PORT: { defaultText: '3000', description: 'Port of the HTTP server.', schema: wholeNumber(0, 65535) },
  HOST: { defaultText: '0.0.0.0', description: 'Address the HTTP server listens on.', schema: text },
  TRUST_PROXY: {
    defaultText: 'false',
    description:
      'true when the server runs behind a load balancer or reverse proxy, so the client address (login throttling) comes from X-Forwarded-For.',
    schema: trueOrFalse,
  },
  DATA_DIR: {
    defaultText: '<repo>/data',
    description:
      'Folder for the embedded database (pglite/), the generated JWT secret, files and the dev outbox.',
    schema: text,
  },
  DATABASE_URL: {
    defaultText: '(none: embedded PGlite in DATA_DIR/pglite)',
    description: 'PostgreSQL connection string (postgres://user:password@host:5432/db).',
    secret: true,
    schema: z
      .string()
      .refine((value) => /^postgres(ql)?:\/\//.test(value) && URL.canParse(value), {
        error: 'must be a postgres:// or postgresql:// connection URL',
        abort: true,
      })
      // Without a host node-postgres takes localhost's TCP port, and pg_dump (backups) the local socket.
      .refine((value) => {
        const url = new URL(value);
        return url.hostname !== '' || url.searchParams.has('host');
      }, 'must name the database host, as in postgres://user:password@host:5432/db'),
  },
  JWT_SECRET: {
    defaultText: '(development: generated once into DATA_DIR/jwt-secret)',
    description: 'Secret that signs sign-in tokens, at least 32 characters. Required in production.',
    secret: true,
    schema: z.string().min(32, 'must be at least 32 characters long'),
  },
  TOKEN_TTL_SECONDS: {
    defaultText: '28800',
    description: 'Lifetime of a sign-in token in seconds (8 hours), at most 30 days.',
    schema: wholeNumber(60, 30 * 24 * 3600),
  },
  ADMIN_EMAIL: {
    defaultText: 'admin@example.com (not in production)',
    description: 'Email of the admin account created on first start when no staff account exists.',
    schema: z
      .email('must be an email address')
      .max(MAX_LENGTH.email, `must be at most ${MAX_LENGTH.email} characters long`)
      .transform((value) => value.trim().toLowerCase()),
  },
  ADMIN_PASSWORD: {
    defaultText: 'admin12345 (not in production)',
    description: `Password of that first staff account, 8 to ${MAX_LENGTH.password} characters.`,
    secret: true,
    asTyped: true,
    schema: z
      .string()
      .refine(
        (value) => value.trim() === value,
        'must not start or end with a space: the sign-in takes a password as it is typed',
      )
      .min(8, 'must be at least 8 characters long')
      .max(MAX_LENGTH.password, `must be at most ${MAX_LENGTH.password} characters long`),
  },
  SMTP_URL: {
    defaultText: '(none: mails go to DATA_DIR/outbox and the log)',
    description:
      'SMTP server for outgoing mail, e.g. smtps://user:password@smtp.example.com:465. With smtp:// and a user name, mail goes only over STARTTLS (?requireTLS=false lifts it).',
    secret: true,
    schema: z
      .string()
      .refine((value) => /^smtps?:\/\//.test(value) && URL.canParse(value), {
        error: 'must be an smtp:// or smtps:// URL',
        abort: true,
      })
      // Without a host nodemailer sends to localhost.
      .refine(
        (value) => new URL(value).hostname !== '',
        'must name the mail server, as in smtps://user:password@smtp.example.com:465',
      ),
  },
  MAIL_FROM: {
    defaultText: 'Property Management <no-reply@localhost>',
    description: 'Sender of outgoing mail.',
    schema: text,
  },
  WEB_ROOT: {
    defaultText: '<repo>',
    description: 'Folder holding shell/dist and mf-*/dist, served at / and /remotes/<folder>/.',
    schema: text,
  },
  REMOTES_BASE_URL: {
    defaultText: '(none: /remotes on this server)',
    description:
      'Where the remote folders are deployed, e.g. https://cdn.example.com/pm gives https://cdn.example.com/pm/mf-owners/mf-manifest.json.',
    schema: httpUrl,
  },
  REMOTES_FILE: {
    defaultText: '(none)',
    description:
      'A JSON file of remotes deployed beside the built-in ones, MF name -> mf-manifest.json URL, e.g. {"mf_reports": "https://cdn.example.com/mf-reports/mf-manifest.json"}. Read again when it changes: adding a remote needs no restart and no shell build.',
    schema: text,
  },
  ...(Object.fromEntries(
    remoteNames.map((name) => [
      remoteUrlVariable(name),
      {
        defaultText: '(none)',
        description: `Full mf-manifest.json URL of ${remotes[name].folder}; wins over REMOTES_BASE_URL.`,
        schema: manifestUrl,
      },
    ]),
  ) as Record<
    ReturnType<typeof remoteUrlVariable>,
    { defaultText: string; description: string; schema: typeof manifestUrl }
  >),
  LOGIN_MAX_FAILURES: {
    defaultText: '5',
    description:
      'Failed sign-ins of one account from one client address before that pair is locked for LOGIN_LOCK_SECONDS. One account from addresses it has not signed in from lately, and one address across accounts, may fail 4 times as often.',
    schema: wholeNumber(1, 1000),
  },
  LOGIN_LOCK_SECONDS: {
    defaultText: '900',
    description: 'Counting window and lock duration of sign-in throttling, in seconds, at most a day.',
    schema: wholeNumber(1, 24 * 3600),
  },
  MFA_REQUIRED: {
    defaultText: 'all in production, off otherwise',
    description:
      'Which accounts must pass a second step at sign-in (an authenticator code or a passkey): all, admins, or off. An account that must and has none is taken to enrolment right after its password.',
    schema: z.enum(['all', 'admins', 'off'], 'must be all, admins or off'),
  },
  PUBLIC_URL: {
    defaultText: 'http://localhost:PORT',
    description:
      'The address staff open the product at (scheme, host and port): the links of invitation and digest mails, and the origin passkeys are bound to.',
    schema: z
      .url({ protocol: /^https?$/, error: 'must be an http or https address' })
      .transform((url) => url.replace(/\/+$/, '')),
  },
  AGENCY_TIMEZONE: {
    defaultText: 'Asia/Bangkok',
    description:
      'The agency\'s time zone (IANA name): what "today" is for the expiring contracts, and the hour of the daily digest.',
    schema: z
      .string()
      .refine(isTimeZone, 'must be an IANA time zone name such as Asia/Bangkok or Europe/Paris'),
  },
  DIGEST_HOUR: {
    defaultText: '7',
    description:
      'The hour (0 to 23, in AGENCY_TIMEZONE) from which the daily lease digest mail goes out to the staff who want it.',
    schema: wholeNumber(0, 23),
  },
  DIGEST_CHECK_SECONDS: {
    defaultText: '60',
    description:
      'How often each server process looks for digests due and for confirmed endings whose property is now available.',
    schema: wholeNumber(1, 3600),
  },
  ...storageVariables,
  BACKUP_DIR: {
    defaultText: '(none: no scheduled backup)',
    description:
      'Folder where the server writes a backup archive (database and stored files, as `npm run backup`) every BACKUP_EVERY; with several replicas one of them writes each.',
    schema: text,
  },
  BACKUP_EVERY: {
    defaultText: '1d',
    description: 'How often the scheduled backup runs: minutes, hours or days, such as 30m, 6h or 1d.',
    schema: duration,
  },
  BACKUP_KEEP: {
    defaultText: '7',
    description: 'How many scheduled backups BACKUP_DIR keeps: the oldest beyond that are deleted.',
    schema: wholeNumber(1, 10000),
  },
  SHUTDOWN_GRACE_SECONDS: {
    defaultText: '10',
    description:
      'On SIGTERM the server stops accepting connections and waits this long for requests under way before it exits.',
    schema: wholeNumber(1, 3600),
  },
} satisfies Record<string, VariableDefinition>;

type VariableName = keyof typeof environmentVariables;
type Values = { [K in VariableName]?: z.output<(typeof environmentVariables)[K]['schema']> };

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  trustProxy: boolean;
  dataDir: string;
  databaseUrl?: string;
  /** null: development without JWT_SECRET, see resolveJwtSecret. */
  jwtSecret: string | null;
  tokenTtlSeconds: number;
  /** Absent in production unless ADMIN_EMAIL and ADMIN_PASSWORD are set. */
  admin?: { email: string; password: string };
  smtpUrl?: string;
  mailFrom: string;
  webRoot: string;
  remotesBaseUrl?: string;
  /** REMOTE_URL_<NAME> values by MF name, e.g. mf_owners. */
  remoteUrls: Record<string, string>;
  /** REMOTES_FILE: more remotes, read again when the file changes. */
  remotesFile?: string;
  loginMaxFailures: number;
  loginLockSeconds: number;
  /** Absent: files in DATA_DIR/files. */
  s3?: S3Settings;
  shutdownGraceSeconds: number;
  /** Which accounts must pass a second step at sign-in. */
  mfaRequired: 'all' | 'admins' | 'off';
  /** Where staff open the product, without a trailing slash: mail links, the passkeys' origin. */
  publicUrl: string;
  /** The agency's IANA time zone: its "today" and the digest's hour. */
  agencyTimeZone: string;
  digestHour: number;
  digestCheckSeconds: number;
  /** Scheduled backups (BACKUP_DIR); absent: none. */
  backup?: { dir: string; everyMs: number; keep: number };
}

export type ParseResult = { ok: true; config: Config } | { ok: false; errors: string[] };

/** Pure (apart from the working directory): reads the variables from `env`, returns the config or one message per bad variable. */
export function parseConfig(env: Record<string, string | undefined>): ParseResult {
  const errors: string[] = [];
  const values: Values = {};
  for (const [name, variable] of Object.entries(environmentVariables) as [
    VariableName,
    VariableDefinition,
  ][]) {
    const raw = env[name];
    if (raw === undefined || raw.trim() === '') continue;
    const result = variable.schema.safeParse(variable.asTyped ? raw : raw.trim());
    if (result.success) {
      (values as Record<string, unknown>)[name] = result.data;
    } else {
      const shown = variable.secret ? '' : ` (got "${raw}")`;
      errors.push(`${name} ${result.error.issues[0]?.message ?? 'is not valid'}${shown}.`);
    }
  }

  const nodeEnv = values.NODE_ENV ?? 'development';
  const production = nodeEnv === 'production';
  if (production && !env.JWT_SECRET?.trim()) {
    errors.push('JWT_SECRET is required in production (a random string of at least 32 characters).');
  }
  const adminGiven = [env.ADMIN_EMAIL, env.ADMIN_PASSWORD].filter((value) => value?.trim()).length;
  if (adminGiven === 1 && production) {
    errors.push('ADMIN_EMAIL and ADMIN_PASSWORD must be set together.');
  }
  const storage = s3SettingsOf(values);
  errors.push(...storage.errors);
  if (!values.BACKUP_DIR && (values.BACKUP_EVERY !== undefined || values.BACKUP_KEEP !== undefined)) {
    errors.push('BACKUP_DIR is required when BACKUP_EVERY or BACKUP_KEEP is set.');
  }
  if (errors.length > 0) return { ok: false, errors };

  // Relative folders are read from where the command was typed (pnpm runs scripts inside server/).
  const baseDir = env.INIT_CWD || process.cwd();
  const adminEmail = values.ADMIN_EMAIL ?? (production ? undefined : 'admin@example.com');
  const adminPassword = values.ADMIN_PASSWORD ?? (production ? undefined : 'admin12345');
  const remoteUrls: Record<string, string> = {};
  for (const name of remoteNames) {
    const url = values[remoteUrlVariable(name)];
    if (url) remoteUrls[name] = url;
  }

  return {
    ok: true,
    config: {
      nodeEnv,
      port: values.PORT ?? 3000,
      host: values.HOST ?? '0.0.0.0',
      trustProxy: values.TRUST_PROXY ?? false,
      dataDir: values.DATA_DIR ? path.resolve(baseDir, values.DATA_DIR) : path.join(repoRoot, 'data'),
      databaseUrl: values.DATABASE_URL,
      jwtSecret: values.JWT_SECRET ?? null,
      tokenTtlSeconds: values.TOKEN_TTL_SECONDS ?? 28800,
      admin: adminEmail && adminPassword ? { email: adminEmail, password: adminPassword } : undefined,
      smtpUrl: values.SMTP_URL,
      mailFrom: values.MAIL_FROM ?? 'Property Management <no-reply@localhost>',
      webRoot: values.WEB_ROOT ? path.resolve(baseDir, values.WEB_ROOT) : repoRoot,
      remotesBaseUrl: values.REMOTES_BASE_URL,
      remoteUrls,
      remotesFile: values.REMOTES_FILE ? path.resolve(baseDir, values.REMOTES_FILE) : undefined,
      loginMaxFailures: values.LOGIN_MAX_FAILURES ?? 5,
      loginLockSeconds: values.LOGIN_LOCK_SECONDS ?? 900,
      s3: storage.settings,
      shutdownGraceSeconds: values.SHUTDOWN_GRACE_SECONDS ?? 10,
      mfaRequired: values.MFA_REQUIRED ?? (production ? 'all' : 'off'),
      publicUrl: values.PUBLIC_URL ?? `http://localhost:${values.PORT ?? 3000}`,
      agencyTimeZone: values.AGENCY_TIMEZONE ?? 'Asia/Bangkok',
      digestHour: values.DIGEST_HOUR ?? 7,
      digestCheckSeconds: values.DIGEST_CHECK_SECONDS ?? 60,
      backup: values.BACKUP_DIR
        ? {
            dir: path.resolve(baseDir, values.BACKUP_DIR),
            everyMs: values.BACKUP_EVERY ?? 86_400_000,
            keep: values.BACKUP_KEEP ?? 7,
          }
        : undefined,
    },
  };
}

/** Outside production a missing JWT_SECRET is generated once and kept in DATA_DIR so tokens survive restarts. */
export function resolveJwtSecret(config: Config): string {
  if (config.jwtSecret) return config.jwtSecret;
  const file = path.join(config.dataDir, 'jwt-secret');
  try {
    const saved = readFileSync(file, 'utf8').trim();
    if (saved.length >= 32) return saved;
  } catch {
    // not generated yet
  }
  const secret = randomBytes(48).toString('base64url');
  mkdirSync(config.dataDir, { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** The README table of environment variables, as Markdown. */
export function environmentTable(): string {
  // Angle brackets (<repo>, <no-reply@localhost>) would read as HTML in Markdown.
  const text = (value: string) => value.replaceAll('<', '&lt;').replaceAll('>', '&gt;');
  const rows = Object.entries(environmentVariables).map(
    ([name, variable]) => `| \`${name}\` | ${text(variable.defaultText)} | ${text(variable.description)} |`,
  );
  return ['| variable | default | meaning |', '|---|---|---|', ...rows].join('\n');
}
