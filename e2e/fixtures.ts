import { test as base, expect, type Page } from '@playwright/test';

export const adminAccount = { email: 'admin@example.com', password: 'admin12345' };

/** Signs in through the real API and stores the token the way the login page does (the auth-token cookie). */
export async function signInByApi(page: Page, baseURL: string) {
  const response = await page.request.post(`${baseURL}/api/auth/login`, { data: adminAccount });
  expect(response.status()).toBe(200);
  const body = await response.json();
  await page.context().addCookies([{ name: 'auth-token', value: body.data.access_token, url: baseURL }]);
}

export const test = base.extend<{ signedInPage: Page }>({
  signedInPage: async ({ page, baseURL }, use) => {
    await signInByApi(page, baseURL as string);
    await page.goto('/');
    await use(page);
  },
});

export { expect };
