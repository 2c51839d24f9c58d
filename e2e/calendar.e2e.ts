/**
 * Calendars journey in Chromium (issue 38 point 1, docs/calendars.md): the member opens Attending, sees the
 * private webcal link of their calendar feed, copies it (the clipboard holds it), the feed answers
 * text/calendar without a session, and an event's "Add to calendar" downloads the server's .ics.
 * Screenshot (E2E_SHOTS=1): e2e/test-results/shots/calendar.
 */
import { expect, test } from '@playwright/test';
import { origin, shot, signInAs } from './support';

test('a member copies the calendar subscription link and adds an event to their calendar', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: origin('ota') });
  const page = await context.newPage();
  await signInAs(page, 'ota', 'member', { to: `${origin('ota')}/events/attending` });

  const link = page.getByRole('textbox', { name: 'Calendar subscription link' });
  await expect(link).toHaveValue(/^webcal:\/\/ota\.localhost:\d+\/api\/calendar\/feed\/[\w-]{43}\.ics$/);
  const webcal = await link.inputValue();
  await expect(page.getByRole('link', { name: /Open in calendar app/ })).toHaveAttribute('href', webcal);
  await page.getByRole('button', { name: /Copy$/ }).click();
  await expect(page.getByText('Calendar link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(webcal);
  await shot(page, 'calendar/attending');

  // The feed itself, as a calendar app fetches it: no session (no Authorization header), the token in the path.
  const feed = await page.evaluate(
    async (url) => {
      const res = await fetch(url, { credentials: 'omit' });
      return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
    },
    webcal.replace(/^webcal:/, 'http:'),
  );
  expect(feed.status).toBe(200);
  expect(feed.type).toBe('text/calendar; charset=utf-8');
  expect(feed.text).toMatch(/^BEGIN:VCALENDAR\r\n[\s\S]*BEGIN:VEVENT[\s\S]*END:VCALENDAR$/);

  // An attended event's page: "Add to calendar" downloads the server's .ics.
  const links = page.locator('a[href^="/events/"]');
  const href = (await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))).find((h) =>
    /^\/events\/\d+$/.test(h),
  );
  expect(href, 'an attended event on Attending').toBeTruthy();
  await page.locator(`a[href="${href}"]`).first().click();
  await expect(page.getByRole('button', { name: /Add to calendar/ })).toBeVisible();
  const [answer, download] = await Promise.all([
    page.waitForResponse((r) => /\/api\/event\/\d+\/calendar\.ics$/.test(new URL(r.url()).pathname)),
    page.waitForEvent('download'),
    page.getByRole('button', { name: /Add to calendar/ }).click(),
  ]);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(download.suggestedFilename()).toMatch(/\.ics$/);
  await context.close();
});
