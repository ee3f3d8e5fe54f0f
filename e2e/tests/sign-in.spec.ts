import { adminAccount, expect, signInByApi, test } from '../fixtures';

test.describe('sign-in, guard and logout', () => {
  test('the documented account signs in through the login page', async ({ page, context }) => {
    await page.goto('/login');
    await expect(page.getByText('Property Management')).toBeVisible();
    await page.getByLabel('Email').fill(adminAccount.email);
    await page.getByLabel('Password').fill(adminAccount.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Login successfull')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'auth-token')?.value).toBeTruthy();
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  });

  test("the login page's inputs keep MUI's autofill animation, from the page's own styles", async ({
    page,
  }) => {
    await page.goto('/login');
    const animationOf = (label: string) =>
      page.getByLabel(label).evaluate((input) => getComputedStyle(input).animationName);
    await expect.poll(() => animationOf('Email')).toBe('mui-auto-fill-cancel');
    expect(await animationOf('Password')).toBe('mui-auto-fill-cancel');
    const keyframes = await page.evaluate(() =>
      [...document.styleSheets]
        .flatMap((sheet) => [...sheet.cssRules])
        .filter((rule) => rule instanceof CSSKeyframesRule)
        .map((rule) => (rule as CSSKeyframesRule).name),
    );
    expect(keyframes.filter((name) => name === 'mui-auto-fill')).toHaveLength(1);
    expect(keyframes.filter((name) => name === 'mui-auto-fill-cancel')).toHaveLength(1);
  });

  test('a wrong password shows "Invalid email or password" and stays on /login', async ({
    page,
    context,
  }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(adminAccount.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect((await context.cookies()).some((cookie) => cookie.name === 'auth-token')).toBe(false);
  });

  test('validation messages show once a field has been touched', async ({ page }) => {
    await page.goto('/login');
    const email = page.getByLabel('Email');
    const password = page.getByLabel('Password');
    await email.focus();
    await password.focus();
    await expect(page.getByText('Please enter an email')).toBeVisible();
    await email.fill('a');
    await expect(page.getByText('Email cannot be less than 2 characters!')).toBeVisible();
    await email.focus();
    await expect(page.getByText('Please enter your password')).toBeVisible();
    await password.fill('ab');
    await email.focus();
    await expect(page.getByText('Password cannot be less than 3 characters!')).toBeVisible();
  });

  test('a protected route without the cookie goes to /login', async ({ page }) => {
    await page.goto('/owners');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  });

  test('a public route with the cookie goes to /', async ({ page, baseURL }) => {
    await signInByApi(page, baseURL as string);
    for (const path of ['/login', '/forgot-password', '/verify-otp', '/change-password']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
    }
  });

  test('logout removes the cookie, says so, goes to /login, and the server refuses the token', async ({
    page,
    context,
    baseURL,
  }) => {
    await signInByApi(page, baseURL as string);
    const token = (await context.cookies()).find((cookie) => cookie.name === 'auth-token')?.value;
    await page.goto('/owners');
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page.getByText('Logged out successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect((await context.cookies()).some((cookie) => cookie.name === 'auth-token')).toBe(false);
    await page.goto('/owners');
    await expect(page).toHaveURL(/\/login$/);
    const revoked = await page.request.get(`${baseURL}/api/session`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(revoked.status()).toBe(401);
  });
});
