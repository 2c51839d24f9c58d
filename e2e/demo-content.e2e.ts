/**
 * Demo content true to each association (issue 18): the law council's dashboard, committees and events speak
 * of practice areas and courts, the skills authority's events of training packages and assessors — never the
 * occupational therapy content — event pages render every HTML field as rich text, and seeded covers and
 * avatars load. Screenshots (E2E_SHOTS=1): e2e/test-results/shots/demo-content.
 */
import { expect, test, type Page } from '@playwright/test';
import { networkQuiet, origin, profile, shot as reviewShot, signInAs } from './support';

const shot = (page: Page, name: string) => reviewShot(page, `demo-content/${name}`);

/** Occupational therapy words that must not appear on the other tenants' screens. */
const OT_WORDS = /Hand Therapy|NDIS Providers|Sensory processing|occupational therap/i;

/** Every <img> on the page that has a src has loaded with a size. */
async function imagesLoaded(page: Page) {
  await networkQuiet(page);
  const broken = await page
    .locator('img[src]')
    .evaluateAll((imgs) =>
      (imgs as HTMLImageElement[]).filter((i) => i.complete && i.naturalWidth === 0).map((i) => i.src),
    );
  expect(broken).toEqual([]);
}

test.describe.configure({ mode: 'serial' });

test('lca: the dashboard and committees speak of the law', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAs(page, 'lca');
  await expect(page.getByRole('heading', { name: 'Welcome back, Olivia' })).toBeVisible();
  await expect(page.getByText('Practising certificate renewals are open')).toBeVisible();
  await imagesLoaded(page);
  await expect(page.locator('main').first()).not.toContainText(OT_WORDS);
  await shot(page, 'lca-dashboard');

  await page.goto(`${origin('lca')}${profile('lca').communityBasePath}`);
  await expect(page.getByText(/Family Law Committee|Law Firm Leadership Committee/).first()).toBeVisible({
    timeout: 30_000,
  });
  await imagesLoaded(page);
  await expect(page.locator('main').first()).not.toContainText(OT_WORDS);
  await expect(page.locator('main').first()).not.toContainText(/lorem|ipsum|dolor sit/i);
  await shot(page, 'lca-communities-feed');
});

test('psa: events are about training packages, assessors and RTOs', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAs(page, 'psa', 'member', { to: `${origin('psa')}/events/discover/all` });
  await expect(
    page
      .getByText(
        /Assessment validation|RTO audit|Training package|prior learning|assessment tools|Standards for RTOs|Compliance clinic|trainers|Apprenticeship|Foundation skills|VET in schools|Work placement|Digital delivery|Industry engagement|Supporting learners/,
      )
      .first(),
  ).toBeVisible({ timeout: 30_000 });
  await imagesLoaded(page);
  await expect(page.locator('main').first()).not.toContainText(OT_WORDS);
  await shot(page, 'psa-events');
});

test('lca: an event page shows English content, presenters and courses as rich text', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAs(page, 'lca', 'member', { to: `${origin('lca')}/events/discover/all` });
  const first = page.locator('a[href*="/events/"]').filter({ hasText: /\w/ }).first();
  await first.click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  const article = page.locator('article');
  await expect(article).toContainText('What you will learn');
  await expect(article).not.toContainText('<p>');
  await expect(article).not.toContainText(/lorem|ipsum|dolor sit/i);
  await expect(page.getByRole('region', { name: 'Presenters' })).toContainText(
    /Barrister|Partner|Senior Associate|Magistrate|Legal Practice Director/,
  );
  await imagesLoaded(page);
  await shot(page, 'lca-event');
});
