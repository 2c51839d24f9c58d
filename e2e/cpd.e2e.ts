/**
 * CPD journeys (issue 15; spec 002 §2 CPD): a member logs an activity with a PDF evidence file, sees the hours
 * rise on the tracker and on the dashboard, and downloads the certificate; course enrolment and unenrolment;
 * axe over each CPD page.
 */
import { expect, test, type Page } from '@playwright/test';
import { openScreen, origin, seriousViolations, signInAs } from './support';

const base = origin('ota');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** The hours the current-period card shows ('17.5 of 20 hours' → 17.5). */
async function currentHours(page: Page): Promise<number> {
  const text = await page.getByTestId('cpd-current-hours').textContent();
  return Number(/^([\d.]+) of/.exec(text ?? '')?.[1]);
}

/** Today in Sydney as DD/MM/YYYY (the date picker's format). */
function sydneyToday(): string {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' })
    .format(new Date())
    .split('-');
  return `${day}/${month}/${year}`;
}

test('a member logs an activity with evidence, sees the hours rise and downloads the certificate', async ({
  page,
}) => {
  await signInAs(page, 'ota');
  await page.getByRole('link', { name: 'CPD Tracker' }).click();
  await expect(page).toHaveURL(`${base}/cpd/tracker-page`);
  await expect(page.getByTestId('cpd-current-hours')).toBeVisible();
  const before = await currentHours(page);

  await page.getByRole('button', { name: 'Log activity' }).click();
  await expect(page).toHaveURL(`${base}/cpd/tracker-page/new`);
  const title = `Falls prevention reading ${Date.now()}`;
  await page.getByLabel('Activity title').fill(title);
  await page.getByLabel('Category').fill('Reading');
  await page.getByLabel('Date completed').fill(sydneyToday());
  await page.getByLabel('Date completed').press('Enter');
  await page.getByLabel('Hours').fill('2');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'evidence.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText('evidence.pdf')).toBeVisible();
  await page.getByRole('button', { name: 'Add activity' }).click();

  await expect(page).toHaveURL(`${base}/cpd/tracker-page`);
  await expect(page.getByText('Activity added')).toBeVisible();
  await expect.poll(() => currentHours(page)).toBe(before + 2);

  await page
    .getByRole('button', { name: /^CPD period/ })
    .first()
    .click();
  const record = page.getByRole('listitem').filter({ hasText: title });
  await expect(record.getByRole('button', { name: 'evidence.pdf' })).toBeVisible();
  const download = page.waitForEvent('download');
  await record.getByRole('button', { name: `Download certificate of ${title}` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^cpd-certificate-.+\.pdf$/);
  const bytes = await (await file.createReadStream()).toArray();
  expect(Buffer.concat(bytes).subarray(0, 5).toString()).toBe('%PDF-');

  await page.goto(`${base}/`);
  const card = page.locator('.ant-card').filter({ hasText: 'CPD progress' });
  await expect(card.getByText(`${before + 2} of 20 hours`)).toBeVisible();

  // Clean up: delete the activity after confirming, and the hours fall back.
  await page.goto(`${base}/cpd/tracker-page`);
  await page
    .getByRole('button', { name: /^CPD period/ })
    .first()
    .click();
  await page.getByRole('button', { name: `Delete ${title}` }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Activity deleted')).toBeVisible();
  await expect.poll(() => currentHours(page)).toBe(before);
});

test('a member enrols in a course and unenrols from it', async ({ page }) => {
  await signInAs(page, 'ota', 'member', { to: `${base}/cpd/all-courses?keyword=Dementia` });
  const course = page.locator('.ant-card').filter({ hasText: 'Dementia care' });
  await course.getByRole('button', { name: 'Enrol in Dementia care' }).click();
  await expect(page.getByText('Enrolled successfully')).toBeVisible();
  await expect(course.getByText('Active')).toBeVisible();

  await page.getByRole('navigation', { name: 'CPD' }).getByText('Enrolled').click();
  await expect(page).toHaveURL(`${base}/cpd/enrolled-page`);
  const card = page.locator('.ant-card').filter({ hasText: 'Dementia care' });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Unenrol' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Unenrol' }).click();
  await expect(page.getByText('Unenroll success')).toBeVisible();
  await expect(card).toHaveCount(0);
});

test("an event admin checks a member in by the ticket's QR code; the member is credited the event hours", async ({
  browser,
}) => {
  // Two people, up to eight event pages and two round trips to the tracker: 44 s on a quiet machine.
  test.setTimeout(150_000);
  const member = await (await browser.newContext()).newPage();
  await signInAs(member, 'ota', 'member', { to: `${base}/cpd/tracker-page` });
  await expect(member.getByTestId('cpd-current-hours')).toBeVisible();
  const before = await currentHours(member);
  // The seeded next CPD event holds the demo member's ticket, waiting to be checked in.
  await member.goto(`${base}/events/discover/cpd`);
  await expect(member.locator('.ant-card a[href^="/events/"]').first()).toBeVisible();
  // Other journeys add CPD events of their own, so look for the one holding the seeded ticket.
  const hrefs = await member
    .locator('.ant-card a[href^="/events/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const ticket = member.getByTestId('my-ticket').filter({ hasText: /-NEXT01/ });
  for (const href of hrefs.slice(0, 8)) {
    await member.goto(`${base}${href}`);
    await expect(member.getByRole('heading', { level: 1 })).toBeVisible();
    const found = await ticket
      .waitFor({ timeout: 4000 })
      .then(() => true)
      .catch(() => false);
    if (found) break;
  }
  await expect(ticket).toBeVisible();
  const eventId = /\/events\/(\d+)/.exec(member.url())?.[1];
  // The member's ticket shows its QR code; its value is what the door scanner types.
  await ticket.getByRole('button', { name: 'Show QR code' }).click();
  const qrValue = member.getByTestId('ticket-qr-value').locator('code');
  await expect(qrValue).toHaveText(/^T\d+\./);
  const code = (await qrValue.textContent()) ?? '';
  await expect(member.getByRole('dialog').locator('canvas, svg').first()).toBeVisible();
  await member.keyboard.press('Escape');

  const admin = await (await browser.newContext()).newPage();
  await signInAs(admin, 'ota', 'admin', { to: `${base}/admin/events/${eventId}/attendance` });
  const credit = admin.getByText(/credits [\d.]+ CPD hours?/);
  await expect(credit).toBeVisible();
  const hours = Number(/credits ([\d.]+) CPD hours?/.exec((await credit.textContent()) ?? '')?.[1]);
  await admin.getByRole('searchbox', { name: 'Search attendees' }).fill('Olivia');
  const box = admin
    .getByRole('row')
    .filter({ hasText: 'NEXT01' })
    .getByRole('checkbox', { name: /Checked in: Olivia/ });
  await expect(box).toBeVisible();
  await expect(box).not.toBeChecked();
  await admin.getByRole('searchbox', { name: 'Ticket QR code' }).fill(code);
  await admin.getByRole('searchbox', { name: 'Ticket QR code' }).press('Enter');
  await expect(admin.getByText(/Olivia .* checked in/)).toBeVisible();
  await expect(box).toBeChecked();

  await member.goto(`${base}/cpd/tracker-page`);
  await expect.poll(() => currentHours(member)).toBe(before + hours);

  // Unchecking removes the credit again.
  await box.click();
  await expect(box).not.toBeChecked();
  await member.reload();
  await expect.poll(() => currentHours(member)).toBe(before);
});

test('every CPD page has no serious accessibility violations', async ({ page }) => {
  await signInAs(page, 'ota');
  const found: Record<string, string[]> = {};
  const pages: [string, () => Promise<void>][] = [
    ['/cpd/tracker-page', () => expect(page.getByTestId('cpd-current-hours')).toBeVisible()],
    ['/cpd/tracker-page/new', () => expect(page.getByLabel('Activity title')).toBeVisible()],
    ['/cpd/enrolled-page', () => expect(page.getByRole('heading', { name: 'Enrolled' })).toBeVisible()],
    ['/cpd/all-courses', () => expect(page.locator('.ant-card').first()).toBeVisible()],
  ];
  for (const [path, ready] of pages) {
    await openScreen(page, `${base}${path}`);
    await ready();
    if (path === '/cpd/tracker-page')
      await page
        .getByRole('button', { name: /^CPD period/ })
        .first()
        .click();
    const violations = await seriousViolations(page);
    if (violations.length) found[path] = violations;
  }
  expect(found).toEqual({});
});
