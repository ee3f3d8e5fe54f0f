import { expect, test } from '../fixtures';

test.describe('Content-Security-Policy of the shell', () => {
  test('is enforced by the browser: an inline script and eval are refused, and the suite notices', async ({
    page,
    contentSecurityPolicyReports,
  }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    const csp = (await page.request.get('/login', { headers: { accept: 'text/html' } })).headers()[
      'content-security-policy'
    ];
    expect(csp).toContain("script-src 'self'");

    const outcome = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__pmInlineRan = true;';
      document.body.append(script);
      // A string timer is eval: it runs in the page itself, where the policy applies (page.evaluate does not).
      (setTimeout as (handler: string, ms: number) => number)('window.__pmEvalRan = true;', 0);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const flags = window as unknown as { __pmInlineRan?: boolean; __pmEvalRan?: boolean };
      return { inline: flags.__pmInlineRan === true, eval: flags.__pmEvalRan === true };
    });
    expect(outcome).toEqual({ inline: false, eval: false });
    // Each is reported twice: a securitypolicyviolation event and a console message.
    const seen = () => {
      const has = (text: string) => contentSecurityPolicyReports.some((report) => report.includes(text));
      return {
        evalEvent: has('blocked eval'),
        inlineEvent: has('blocked inline'),
        evalMessage: has('Evaluating a string as JavaScript violates'),
        inlineMessage: has('Executing inline script violates'),
      };
    };
    await expect
      .poll(seen)
      .toEqual({ evalEvent: true, inlineEvent: true, evalMessage: true, inlineMessage: true });
    // These were expected: the fixture fails any other test that causes one.
    contentSecurityPolicyReports.length = 0;
  });
});
