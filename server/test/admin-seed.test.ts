import { expect, it } from 'vitest';
import { seedAdmin } from '../src/auth/admin-seed';
import { staffUsers } from '../src/db/schema/auth';
import { describeEachDatabase, testConfig } from './harness';

describeEachDatabase('first staff account', (getContext) => {
  it('is created once from ADMIN_EMAIL / ADMIN_PASSWORD, logging neither the email nor the password', async () => {
    const { app, database } = getContext();
    await database.db.delete(staffUsers);
    const lines: string[] = [];
    const config = testConfig({ ADMIN_EMAIL: 'Owner@Agency.example', ADMIN_PASSWORD: 'first-password' });

    expect(await seedAdmin(database.db, config, { info: (line: string) => lines.push(line) })).toBe(
      'created',
    );
    expect(await seedAdmin(database.db, config, { info: (line: string) => lines.push(line) })).toBe('exists');
    expect(lines.join('\n')).toContain('Created the first staff account');
    expect(lines.join('\n').toLowerCase()).not.toContain('owner@agency.example');
    expect(lines.join('\n')).not.toContain('first-password');

    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'owner@agency.example', password: 'first-password' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses to start in production when no account exists and ADMIN_* are missing', async () => {
    const { database } = getContext();
    await database.db.delete(staffUsers);
    const production = testConfig({ NODE_ENV: 'production' });
    expect(production.admin).toBeUndefined();
    await expect(seedAdmin(database.db, production, { info: () => undefined })).rejects.toThrow(
      'No staff account exists yet: set ADMIN_EMAIL and ADMIN_PASSWORD to create the first one, then start again.',
    );
    expect(await database.db.select().from(staffUsers)).toEqual([]);
  });

  it('starts in production without ADMIN_* once an account exists', async () => {
    const { database } = getContext();
    await seedAdmin(database.db, testConfig(), { info: () => undefined });
    expect(
      await seedAdmin(database.db, testConfig({ NODE_ENV: 'production' }), { info: () => undefined }),
    ).toBe('exists');
  });
});
