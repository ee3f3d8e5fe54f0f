import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  environmentTable,
  environmentVariables,
  parseConfig,
  repoRoot,
  resolveJwtSecret,
} from '../src/config';

/** 259 characters: a well-formed address longer than the sign-in form accepts. */
const longEmail = `${'a'.repeat(64)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.example.com`;

describe('parseConfig', () => {
  it('gives the documented defaults for an empty environment', () => {
    const result = parseConfig({});
    expect(result).toEqual({
      ok: true,
      config: {
        nodeEnv: 'development',
        port: 3000,
        host: '0.0.0.0',
        trustProxy: false,
        dataDir: path.join(repoRoot, 'data'),
        databaseUrl: undefined,
        jwtSecret: null,
        tokenTtlSeconds: 28800,
        admin: { email: 'admin@example.com', password: 'admin12345' },
        smtpUrl: undefined,
        mailFrom: 'Property Management <no-reply@localhost>',
        webRoot: repoRoot,
        remotesBaseUrl: undefined,
        remoteUrls: {},
        loginMaxFailures: 5,
        loginLockSeconds: 900,
        s3: undefined,
        shutdownGraceSeconds: 10,
        mfaRequired: 'off',
        publicUrl: 'http://localhost:3000',
        agencyTimeZone: 'Asia/Bangkok',
        digestHour: 7,
        digestCheckSeconds: 60,
      },
    });
    expect(repoRoot).toBe(path.resolve(import.meta.dirname, '../..'));
  });

  it('reads every variable that is set', () => {
    const result = parseConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      HOST: '127.0.0.1',
      TRUST_PROXY: 'true',
      DATA_DIR: '/srv/pm-data',
      DATABASE_URL: 'postgres://pm:secret@db:5432/pm',
      JWT_SECRET: 'x'.repeat(40),
      TOKEN_TTL_SECONDS: '3600',
      ADMIN_EMAIL: ' Boss@Example.com ',
      ADMIN_PASSWORD: 'long-enough',
      SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
      MAIL_FROM: 'PM <pm@example.com>',
      WEB_ROOT: '/srv/web',
      REMOTES_BASE_URL: 'https://cdn.example.com/pm/',
      REMOTE_URL_MF_OWNERS: 'http://127.0.0.1:3103/mf-manifest.json',
      LOGIN_MAX_FAILURES: '3',
      LOGIN_LOCK_SECONDS: '60',
      S3_BUCKET: 'pm-files',
      S3_ENDPOINT: 'http://minio:9000/',
      S3_REGION: 'eu-central-1',
      S3_ACCESS_KEY_ID: 'minio',
      S3_SECRET_ACCESS_KEY: 'minio-secret',
      S3_FORCE_PATH_STYLE: 'true',
      SHUTDOWN_GRACE_SECONDS: '25',
      MFA_REQUIRED: 'admins',
      PUBLIC_URL: 'https://pm.example.com/',
      AGENCY_TIMEZONE: 'Europe/Paris',
      DIGEST_HOUR: '0',
      DIGEST_CHECK_SECONDS: '5',
    });
    expect(result).toEqual({
      ok: true,
      config: {
        nodeEnv: 'production',
        port: 8080,
        host: '127.0.0.1',
        trustProxy: true,
        dataDir: '/srv/pm-data',
        databaseUrl: 'postgres://pm:secret@db:5432/pm',
        jwtSecret: 'x'.repeat(40),
        tokenTtlSeconds: 3600,
        admin: { email: 'boss@example.com', password: 'long-enough' },
        smtpUrl: 'smtps://user:pass@smtp.example.com:465',
        mailFrom: 'PM <pm@example.com>',
        webRoot: '/srv/web',
        remotesBaseUrl: 'https://cdn.example.com/pm',
        remoteUrls: { mf_owners: 'http://127.0.0.1:3103/mf-manifest.json' },
        loginMaxFailures: 3,
        loginLockSeconds: 60,
        s3: {
          bucket: 'pm-files',
          endpoint: 'http://minio:9000',
          region: 'eu-central-1',
          credentials: { accessKeyId: 'minio', secretAccessKey: 'minio-secret' },
          forcePathStyle: true,
        },
        shutdownGraceSeconds: 25,
        mfaRequired: 'admins',
        publicUrl: 'https://pm.example.com',
        agencyTimeZone: 'Europe/Paris',
        digestHour: 0,
        digestCheckSeconds: 5,
      },
    });
  });

  it('resolves relative folders against the directory the command was typed in', () => {
    const result = parseConfig({ DATA_DIR: 'my-data', WEB_ROOT: '.', INIT_CWD: '/home/someone/pm' });
    expect(result.ok && result.config.dataDir).toBe('/home/someone/pm/my-data');
    expect(result.ok && result.config.webRoot).toBe('/home/someone/pm');
  });

  it.each([
    ['NODE_ENV', 'prod', 'NODE_ENV must be development, production or test (got "prod").'],
    ['PORT', 'abc', 'PORT must be a whole number from 0 to 65535 (got "abc").'],
    ['PORT', '70000', 'PORT must be a whole number from 0 to 65535 (got "70000").'],
    ['TRUST_PROXY', 'yes', 'TRUST_PROXY must be true or false (got "yes").'],
    ['DATABASE_URL', 'mysql://db/pm', 'DATABASE_URL must be a postgres:// or postgresql:// connection URL.'],
    ['JWT_SECRET', 'too-short', 'JWT_SECRET must be at least 32 characters long.'],
    ['TOKEN_TTL_SECONDS', '10', 'TOKEN_TTL_SECONDS must be a whole number from 60 to 2592000 (got "10").'],
    ['TOKEN_TTL_SECONDS', '1.5', 'TOKEN_TTL_SECONDS must be a whole number from 60 to 2592000 (got "1.5").'],
    // Beyond a date's range: every sign-in answered 500 (its token's cookie cannot expire).
    [
      'TOKEN_TTL_SECONDS',
      '9999999999999',
      'TOKEN_TTL_SECONDS must be a whole number from 60 to 2592000 (got "9999999999999").',
    ],
    ['ADMIN_EMAIL', 'not-an-email', 'ADMIN_EMAIL must be an email address (got "not-an-email").'],
    ['ADMIN_PASSWORD', 'short', 'ADMIN_PASSWORD must be at least 8 characters long.'],
    ['SMTP_URL', 'http://mail', 'SMTP_URL must be an smtp:// or smtps:// URL.'],
    [
      'REMOTES_BASE_URL',
      'cdn.example.com',
      'REMOTES_BASE_URL must be an http:// or https:// URL (got "cdn.example.com").',
    ],
    [
      'REMOTE_URL_MF_AUTH',
      'ftp://x/mf-manifest.json',
      'REMOTE_URL_MF_AUTH must be an http:// or https:// URL or a path starting with / (got "ftp://x/mf-manifest.json").',
    ],
    ['LOGIN_MAX_FAILURES', '0', 'LOGIN_MAX_FAILURES must be a whole number from 1 to 1000 (got "0").'],
    ['LOGIN_LOCK_SECONDS', '-5', 'LOGIN_LOCK_SECONDS must be a whole number from 1 to 86400 (got "-5").'],
    // Beyond a date's range: every failed sign-in answered 500.
    [
      'LOGIN_LOCK_SECONDS',
      '9999999999999',
      'LOGIN_LOCK_SECONDS must be a whole number from 1 to 86400 (got "9999999999999").',
    ],
    [
      'S3_BUCKET',
      'PM_Files',
      'S3_BUCKET must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens (got "PM_Files").',
    ],
    ['S3_ENDPOINT', 'minio:9000', 'S3_ENDPOINT must be an http:// or https:// URL (got "minio:9000").'],
    ['S3_FORCE_PATH_STYLE', '1', 'S3_FORCE_PATH_STYLE must be true or false (got "1").'],
    [
      'AGENCY_TIMEZONE',
      'Bangkok',
      'AGENCY_TIMEZONE must be an IANA time zone name such as Asia/Bangkok or Europe/Paris (got "Bangkok").',
    ],
    ['DIGEST_HOUR', '24', 'DIGEST_HOUR must be a whole number from 0 to 23 (got "24").'],
    [
      'SHUTDOWN_GRACE_SECONDS',
      '0',
      'SHUTDOWN_GRACE_SECONDS must be a whole number from 1 to 3600 (got "0").',
    ],
    [
      'DATABASE_URL',
      'postgres:///pm',
      'DATABASE_URL must name the database host, as in postgres://user:password@host:5432/db.',
    ],
    [
      'DATABASE_URL',
      'postgres://',
      'DATABASE_URL must name the database host, as in postgres://user:password@host:5432/db.',
    ],
    [
      'SMTP_URL',
      'smtp://',
      'SMTP_URL must name the mail server, as in smtps://user:password@smtp.example.com:465.',
    ],
    ['ADMIN_PASSWORD', 'p'.repeat(129), 'ADMIN_PASSWORD must be at most 128 characters long.'],
    [
      'ADMIN_PASSWORD',
      'long-enough-password ',
      'ADMIN_PASSWORD must not start or end with a space: the sign-in takes a password as it is typed.',
    ],
    ['ADMIN_EMAIL', longEmail, `ADMIN_EMAIL must be at most 254 characters long (got "${longEmail}").`],
  ])('rejects a bad %s with one clear line', (name, value, message) => {
    expect(parseConfig({ [name]: value })).toEqual({ ok: false, errors: [message] });
  });

  it('takes the host of a DATABASE_URL from its host parameter (a Unix socket folder) as well', () => {
    const socket = parseConfig({ DATABASE_URL: 'postgres:///pm?host=/var/run/postgresql' });
    expect(socket.ok && socket.config.databaseUrl).toBe('postgres:///pm?host=/var/run/postgresql');
  });

  it('reports every bad variable at once, one line each, without echoing secrets', () => {
    const result = parseConfig({ PORT: 'x', JWT_SECRET: 'hunter2', DATABASE_URL: 'mysql://root:hunter2@db' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toHaveLength(3);
    expect(result.errors.join('\n')).not.toContain('hunter2');
  });

  it('requires JWT_SECRET in production', () => {
    expect(parseConfig({ NODE_ENV: 'production' })).toEqual({
      ok: false,
      errors: ['JWT_SECRET is required in production (a random string of at least 32 characters).'],
    });
  });

  it('has no default staff account in production, and wants ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    const secret = 'y'.repeat(32);
    const production = parseConfig({ NODE_ENV: 'production', JWT_SECRET: secret });
    expect(production.ok && production.config.admin).toBeUndefined();
    expect(parseConfig({ NODE_ENV: 'production', JWT_SECRET: secret, ADMIN_EMAIL: 'a@b.co' })).toEqual({
      ok: false,
      errors: ['ADMIN_EMAIL and ADMIN_PASSWORD must be set together.'],
    });
  });

  it('keeps files in DATA_DIR/files unless S3_BUCKET is set, and wants the S3 credentials together', () => {
    const bucketOnly = parseConfig({ S3_BUCKET: 'pm-files' });
    expect(bucketOnly.ok && bucketOnly.config.s3).toEqual({
      bucket: 'pm-files',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
    });
    expect(parseConfig({ S3_REGION: 'auto', S3_SECRET_ACCESS_KEY: 'hunter2-secret' })).toEqual({
      ok: false,
      errors: [
        'S3_BUCKET is required when S3_REGION, S3_SECRET_ACCESS_KEY are set.',
        'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together.',
      ],
    });
  });

  it('treats empty values as unset', () => {
    const result = parseConfig({ PORT: '', JWT_SECRET: '  ' });
    expect(result.ok && result.config.port).toBe(3000);
    expect(result.ok && result.config.jwtSecret).toBeNull();
  });
});

describe('resolveJwtSecret', () => {
  it('generates a secret once outside production and keeps it in DATA_DIR', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'pm-config-'));
    try {
      const parsed = parseConfig({ DATA_DIR: dataDir });
      if (!parsed.ok) throw new Error('bad config');
      const first = resolveJwtSecret(parsed.config);
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8').trim()).toBe(first);
      expect(resolveJwtSecret(parsed.config)).toBe(first);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('uses JWT_SECRET when it is set', () => {
    const parsed = parseConfig({ JWT_SECRET: 'z'.repeat(32) });
    if (!parsed.ok) throw new Error('bad config');
    expect(resolveJwtSecret(parsed.config)).toBe('z'.repeat(32));
  });
});

describe('environmentTable', () => {
  it('lists every variable the server reads', () => {
    const table = environmentTable();
    for (const name of Object.keys(environmentVariables)) expect(table).toContain(`| \`${name}\` |`);
  });
});

describe('the README', () => {
  it('shows exactly the table of environment variables the server reads', () => {
    const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
    expect(readme).toContain(environmentTable());
  });
});
