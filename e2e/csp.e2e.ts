/**
 * The CSP holds without reports (issue 10 §12): signed in, a member visits the main pages — dashboard, news
 * with images, a news item, members-only pages (signed preview frame), events, communities — and the
 * browser reports no `securitypolicyviolation` and logs no Content Security Policy error. The policy
 * (helmet in apps/server/src/app.ts) has no 'unsafe-eval'; zod runs jitless so it never probes `Function`.
 */
import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './support';

test.use({ viewport: { width: 1366, height: 900 } });
test.describe.configure({ timeout: 180_000 });

/** Collects CSP violations of every document of the page (frames included) and CSP console errors. */
async function watchCsp(page: Page): Promise<string[]> {
  const reports: string[] = [];
  await page.exposeFunction('__cspViolation', (text: string) => reports.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __cspViolation(t: string): void }).__cspViolation(
        `${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) reports.push(message.text());
  });
  return reports;
}

test('visiting the main pages raises no CSP violation', async ({ page }) => {
  const reports = await watchCsp(page);
  const response = await page.goto('/');
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('unsafe-eval');
  await signInAs(page, 'ota');
  for (const path of ['/', '/news', '/resources', '/pages', '/events', '/communities']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  await page.goto('/news');
  await page.getByRole('list', { name: 'News items' }).getByRole('link').first().click();
  await page.waitForLoadState('networkidle');
  expect(reports).toEqual([]);
});
