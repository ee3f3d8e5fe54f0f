import { verificationCode } from '@pm/smtp-catcher';
import { expect, test } from '../fixtures';
import { serverWithMailbox } from '../support/mailbox-server';

const account = {
  email: 'recover@example.com',
  oldPassword: 'old-password-1',
  newPassword: 'new-password-2',
};

test.describe('password recovery through a real SMTP server', () => {
  const running = serverWithMailbox('recovery', {
    MAIL_FROM: 'Property Management <no-reply@example.com>',
    ADMIN_EMAIL: account.email,
    ADMIN_PASSWORD: account.oldPassword,
  });

  test('forgot, verify the mailed code, change the password, sign in with the new one', async ({ page }) => {
    const { catcher, server } = running;
    const api = page.request;
    const signIn = (password: string) =>
      api.post(`${server.baseURL}/api/auth/login`, { data: { email: account.email, password } });
    const oldSignIn = await signIn(account.oldPassword);
    expect(oldSignIn.status()).toBe(200);
    const oldToken = (await oldSignIn.json()).data.access_token as string;

    await page.goto(`${server.baseURL}/forgot-password`);
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send Code' }).click();
    await expect(page.getByText('A verification code has been sent to you email.')).toBeVisible();
    await expect(page).toHaveURL(/\/verify-otp$/);

    const mail = await catcher.waitForMail(account.email);
    expect(mail.from).toBe('no-reply@example.com');
    expect(mail.raw).toMatch(/^Subject: Your Property Management verification code\r?$/m);
    const code = verificationCode(mail);
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');

    const codeField = page.getByLabel('Code');
    await codeField.fill(wrongCode);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Invalid email or code')).toBeVisible();

    await codeField.fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('OTP Verified Successfully')).toBeVisible();
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page).toHaveURL(/\/change-password$/);

    await expect(page.getByLabel('Email')).toHaveValue(account.email);
    await page.getByLabel('New Password', { exact: true }).fill(account.newPassword);
    await page.getByLabel('Confirm Password', { exact: true }).fill(account.newPassword);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('Password Changed Successfully')).toBeVisible();
    await page.getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.newPassword);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Login successfull')).toBeVisible();
    await expect(page).toHaveURL(`${server.baseURL}/`);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

    expect((await signIn(account.oldPassword)).status()).toBe(401);
    const revoked = await api.get(`${server.baseURL}/api/session`, {
      headers: { authorization: `Bearer ${oldToken}` },
    });
    expect(revoked.status()).toBe(401);
    // The code, then the notice of the change (issue 27), and nothing else.
    const notice = await catcher.waitForMail(account.email, { skip: 1 });
    expect(notice.raw).toMatch(/^Subject: A change to your Property Management sign-in\r?$/m);
    expect(catcher.mails).toHaveLength(2);
  });
});

test.describe('password recovery: only the client that proved the code may change the password', () => {
  const owner = { email: 'grant-owner@example.com', password: 'first-password-1' };
  const running = serverWithMailbox('recovery-grant', {
    ADMIN_EMAIL: owner.email,
    ADMIN_PASSWORD: owner.password,
  });

  test('a second browser without the grant is refused; the first one changes the password', async ({
    page,
    browser,
  }) => {
    const { catcher, server } = running;
    await page.goto(`${server.baseURL}/forgot-password`);
    await page.getByLabel('Email').fill(owner.email);
    await page.getByRole('button', { name: 'Send Code' }).click();
    await expect(page).toHaveURL(/\/verify-otp$/);
    await page.getByLabel('Code').fill(verificationCode(await catcher.waitForMail(owner.email)));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('OTP Verified Successfully')).toBeVisible();

    const stranger = await browser.newContext();
    try {
      const strangerPage = await stranger.newPage();
      await strangerPage.goto(`${server.baseURL}/change-password`);
      await strangerPage.getByLabel('Email').fill(owner.email);
      await strangerPage.getByLabel('New Password', { exact: true }).fill('pwned-password-1');
      await strangerPage.getByLabel('Confirm Password', { exact: true }).fill('pwned-password-1');
      await strangerPage.getByRole('button', { name: 'Change Password' }).click();
      await expect(strangerPage.getByText('Verify the code sent to your email first.')).toBeVisible();
    } finally {
      await stranger.close();
    }

    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel('New Password', { exact: true }).fill('pwn');
    await page.getByLabel('Confirm Password', { exact: true }).fill('pwn');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('The new password must be at least 8 characters long.')).toBeVisible();
    await page.getByLabel('New Password', { exact: true }).fill('second-password-2');
    await page.getByLabel('Confirm Password', { exact: true }).fill('second-password-2');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('Password Changed Successfully')).toBeVisible();

    const signIn = (password: string) =>
      page.request.post(`${server.baseURL}/api/auth/login`, { data: { email: owner.email, password } });
    expect((await signIn('pwned-password-1')).status()).toBe(401);
    expect((await signIn('second-password-2')).status()).toBe(200);
  });
});
