// Issue 27 in a real browser: an admin invites a colleague by mail, the colleague joins, turns on two-step sign-in
// with an authenticator app and a passkey (Chromium's virtual authenticator), signs in with each; recovery asks for
// the second step; a viewer cannot write; deactivation sends the colleague's open page to /login.

import type { BrowserContext, Page } from '@playwright/test';
import { invitationLink, type SmtpCatcher, startSmtpCatcher, verificationCode } from '@pm/smtp-catcher';
import { generateSync } from 'otplib';
import { adminAccount, expect, test } from '../fixtures';
import { type RunningServer, startAppServer } from '../support/processes';

const colleague = {
  name: 'Nok Colleague',
  email: 'nok.colleague@example.com',
  password: 'a long colleague passphrase',
};
const viewer = { name: 'Vee Viewer', email: 'vee.viewer@example.com', password: 'a long viewer passphrase' };
const TOTP_PERIOD_MS = 30_000;

test.describe.configure({ mode: 'serial' });

test.describe('a team of staff accounts', () => {
  test.setTimeout(180_000);
  test.use({ actionTimeout: 20_000 });
  const running = {} as { catcher: SmtpCatcher; server: RunningServer; colleagueContext: BrowserContext };
  /** The recovery codes the colleague saved, and the TOTP secret their app holds. */
  const saved = { recoveryCodes: [] as string[], secret: '', lastStep: -1 };

  test.beforeAll(async () => {
    running.catcher = await startSmtpCatcher();
    running.server = await startAppServer('staff', { SMTP_URL: running.catcher.url });
  });
  test.afterAll(async () => {
    await running.colleagueContext?.close();
    await running.server?.stop();
    await running.catcher?.stop();
  });

  const url = (path: string) => `${running.server.baseURL}${path}`;

  /** A code of the colleague's app for a time step not used yet (a code is accepted once). */
  async function freshCode(): Promise<string> {
    let step = Math.floor(Date.now() / TOTP_PERIOD_MS);
    if (step <= saved.lastStep) {
      await new Promise((resolve) =>
        setTimeout(resolve, (saved.lastStep + 1) * TOTP_PERIOD_MS - Date.now() + 200),
      );
      step = Math.floor(Date.now() / TOTP_PERIOD_MS);
    }
    saved.lastStep = step;
    return generateSync({ secret: saved.secret, epoch: Math.floor(Date.now() / 1000) });
  }

  async function signInWithPassword(page: Page, account: { email: string; password: string }) {
    await page.goto(url('/login'));
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Log in' }).click();
  }

  /** Opens the side menu and follows one of its entries. */
  async function openMenuEntry(page: Page, label: string) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByTestId('side-drawer').getByRole('link', { name: label, exact: true }).click();
  }

  async function signOut(page: Page) {
    await page.getByRole('button', { name: /account menu|user menu/i }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
  }

  test('an admin invites a colleague, who joins through the mailed link', async ({ page, browser }) => {
    await signInWithPassword(page, adminAccount);
    await expect(page).toHaveURL(url('/'));
    await openMenuEntry(page, 'Staff');
    await page.getByRole('link', { name: 'Invite' }).click();
    await page.getByLabel('Name').fill(colleague.name);
    await page.getByLabel('Email').fill(colleague.email);
    await page.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Agent' });
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText(colleague.email)).toBeVisible();
    await expect(page.getByText('Invited').first()).toBeVisible();

    const link = invitationLink(await running.catcher.waitForMail(colleague.email));
    running.colleagueContext = await browser.newContext();
    const colleaguePage = await running.colleagueContext.newPage();
    await colleaguePage.goto(link);
    await expect(colleaguePage.getByText(`Welcome, ${colleague.name}`)).toBeVisible();
    await expect(colleaguePage.getByLabel('Email')).toHaveValue(colleague.email);
    await colleaguePage.getByLabel('Password', { exact: true }).fill(colleague.password);
    await colleaguePage.getByLabel('Confirm Password').fill(colleague.password);
    await colleaguePage.getByRole('button', { name: 'Join the team' }).click();
    await expect(colleaguePage).toHaveURL(url('/'));
    // An agent: no staff screens in the menu.
    await colleaguePage.getByRole('button', { name: 'Open menu' }).click();
    const menu = colleaguePage.getByTestId('side-drawer');
    await expect(menu.getByRole('link', { name: 'Owner', exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Staff', exact: true })).toHaveCount(0);

    // A used link says so (to a visitor: a signed-in person is sent to the dashboard).
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(link);
    await expect(visitorPage.getByText(/not valid any more/)).toBeVisible();
    await visitor.close();
  });

  test('the colleague turns on an authenticator app and signs in again with a code', async () => {
    const page = await running.colleagueContext.newPage();
    await page.goto(url('/account'));
    await page.getByRole('button', { name: 'Set up authenticator app' }).click();
    saved.secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s+/g, '');
    expect(saved.secret).toMatch(/^[A-Z2-7]{16,}$/);
    await page.getByLabel('Code from the app').fill(await freshCode());
    await page.getByRole('button', { name: 'Confirm' }).click();
    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    saved.recoveryCodes = (await codes.allTextContents()).map((code) => code.trim());
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await running.catcher.waitForMail(colleague.email, { skip: 1 }); // the notice "Two-step sign-in was turned on"

    await signOut(page);
    await signInWithPassword(page, colleague);
    await expect(page).toHaveURL(/\/login\/two-step$/);
    await page.getByLabel('6-digit code').fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText(/That code is not right/)).toBeVisible();
    await page.getByLabel('6-digit code').fill(await freshCode());
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(url('/'));
    await page.close();
  });

  test('the colleague registers a passkey and signs in with it', async () => {
    const page = await running.colleagueContext.newPage();
    const cdp = await running.colleagueContext.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    await page.goto(url('/account'));
    await page.getByLabel('Passkey name').fill('Test laptop');
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(page.getByRole('cell', { name: 'Test laptop', exact: true })).toBeVisible();

    await signOut(page);
    await signInWithPassword(page, colleague);
    await expect(page).toHaveURL(/\/login\/two-step$/);
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await expect(page).toHaveURL(url('/'));
    await page.close();
  });

  test("recovery of the colleague's password asks for the second step after the emailed code", async ({
    page,
  }) => {
    await page.goto(url('/forgot-password'));
    await page.getByLabel('Email').fill(colleague.email);
    await page.getByRole('button', { name: 'Send Code' }).click();
    await expect(page).toHaveURL(/\/verify-otp$/);
    const mails = running.catcher.mails.filter((mail) => mail.to.includes(colleague.email)).length;
    const code = verificationCode(await running.catcher.waitForMail(colleague.email, { skip: mails - 1 }));
    await page.getByLabel('Code').fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/forgot-password\/two-step$/);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByLabel('Recovery code').fill(saved.recoveryCodes[0] as string);
    await page.getByRole('button', { name: /Continue|Verify|Confirm/ }).click();
    await expect(page).toHaveURL(/\/change-password$/);
    await page.getByLabel('New Password', { exact: true }).fill(`${colleague.password} renewed`);
    await page.getByLabel('Confirm Password', { exact: true }).fill(`${colleague.password} renewed`);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('Password Changed Successfully')).toBeVisible();
    colleague.password = `${colleague.password} renewed`;
  });

  test('a viewer sees no Add or Update buttons, and the API refuses their writes', async ({ page }) => {
    const admin = await page.request.post(url('/api/auth/login'), { data: adminAccount });
    const adminToken = (await admin.json()).data.access_token as string;
    const invited = await page.request.post(url('/api/staff/invite'), {
      headers: { authorization: `Bearer ${adminToken}` },
      data: { name: viewer.name, email: viewer.email, role: 'viewer' },
    });
    expect(invited.status()).toBe(200);
    const token = new URL(invitationLink(await running.catcher.waitForMail(viewer.email))).searchParams.get(
      'token',
    );
    const joined = await page.request.post(url('/api/auth/invitation/accept'), {
      data: { token, password: viewer.password, confirmPassword: viewer.password },
    });
    expect(joined.status()).toBe(200);

    await signInWithPassword(page, viewer);
    await expect(page).toHaveURL(url('/'));
    await openMenuEntry(page, 'Owner');
    await expect(page.getByRole('heading', { name: 'Owners List' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Owner' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Add Owner' })).toHaveCount(0);

    const viewerToken = (await (await page.request.post(url('/api/auth/login'), { data: viewer })).json())
      .data.access_token as string;
    const write = await page.request.post(url('/api/contract/'), {
      headers: { authorization: `Bearer ${viewerToken}` },
      data: {},
    });
    expect(write.status()).toBe(403);
    expect((await write.json()).message).toMatch(
      /A viewer may read records but may not add, edit or delete them/,
    );
  });

  test('an admin deactivates the colleague, whose open page goes to /login on its next request', async ({
    page,
  }) => {
    const colleaguePage = await running.colleagueContext.newPage();
    await signInWithPassword(colleaguePage, colleague);
    await colleaguePage.getByLabel('6-digit code').fill(await freshCode());
    await colleaguePage.getByRole('button', { name: 'Verify' }).click();
    await expect(colleaguePage).toHaveURL(url('/'));
    await openMenuEntry(colleaguePage, 'Owner');
    await expect(colleaguePage.getByRole('heading', { name: 'Owners List' })).toBeVisible();

    await signInWithPassword(page, adminAccount);
    await openMenuEntry(page, 'Staff');
    await page.getByRole('link', { name: colleague.name }).click();
    await page.getByRole('button', { name: 'Deactivate' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click();
    await expect(page.getByText('Deactivated').first()).toBeVisible();

    await openMenuEntry(colleaguePage, 'Tenants');
    await expect(colleaguePage).toHaveURL(/\/login$/);
    await signInWithPassword(colleaguePage, colleague);
    await expect(colleaguePage.getByText('Invalid email or password')).toBeVisible();
  });
});
