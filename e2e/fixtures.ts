import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';

export const adminAccount = { email: 'admin@example.com', password: 'admin12345' };

/** Signs in through the real API and stores the token the way the login page does (the auth-token cookie). */
export async function signInByApi(page: Page, baseURL: string) {
  const response = await page.request.post(`${baseURL}/api/auth/login`, { data: adminAccount });
  expect(response.status()).toBe(200);
  const body = await response.json();
  await page.context().addCookies([{ name: 'auth-token', value: body.data.access_token, url: baseURL }]);
}

/** What the browser says about the Content-Security-Policy: violations, and sources it could not read. */
const CSP_MESSAGE = /Content[- ]Security[- ]Policy/i;

/**
 * Records, on every page of a browser context (popups too), each console message about the
 * Content-Security-Policy and each `securitypolicyviolation` event of the documents.
 */
async function watchContentSecurityPolicy(context: BrowserContext): Promise<string[]> {
  const reports: string[] = [];
  context.on('console', (message) => {
    if (CSP_MESSAGE.test(message.text())) reports.push(`console ${message.type()}: ${message.text()}`);
  });
  await context.exposeBinding('__pmReportCspViolation', ({ page }, report: string) => {
    reports.push(`securitypolicyviolation on ${page?.url() ?? '?'}: ${report}`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} in ${event.documentURI}`;
      (window as unknown as { __pmReportCspViolation?: (text: string) => void }).__pmReportCspViolation?.(
        report,
      );
    });
  });
  return reports;
}

export const test = base.extend<{ signedInPage: Page; contentSecurityPolicyReports: string[] }>({
  // Every test of the suite, on every page it opens: a Content-Security-Policy violation fails the test.
  contentSecurityPolicyReports: [
    async ({ context }, use, testInfo) => {
      const reports = await watchContentSecurityPolicy(context);
      await use(reports);
      if (reports.length > 0) {
        await testInfo.attach('content-security-policy', {
          body: reports.join('\n'),
          contentType: 'text/plain',
        });
        throw new Error(`The Content-Security-Policy was violated:\n${reports.join('\n')}`);
      }
    },
    { auto: true },
  ],
  signedInPage: async ({ page, baseURL }, use) => {
    await signInByApi(page, baseURL as string);
    await page.goto('/');
    await use(page);
  },
});

export { expect };
