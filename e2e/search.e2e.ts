/**
 * Global search journeys (issue 16; spec 002 §2 "Global search", 000 §2 "Global search box"): a member finds
 * an event from a word of its title in the header box and opens it; opens the full results, switches tabs and
 * pages; clicks a tag; gets 'Did you mean …' for two swapped letters and follows it by keyboard; uses the
 * header box with the keyboard only; axe over the results page and the open box. Screenshots (E2E_SHOTS=1) go to e2e/test-results/shots/search.
 */
import { expect, test, type Page } from '@playwright/test';
import { origin, seriousViolations, shot, signInAs } from './support';

const base = origin('ota');

// The machine running the suite is shared: sign-in and the first searches can be slow.
test.describe.configure({ timeout: 180_000 });

/** Opens the header box and types words; answers the combobox once its list is shown. */
async function typeInHeader(page: Page, words: string) {
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const box = page.getByRole('combobox', { name: 'Search' });
  await box.fill(words);
  await expect(box).toHaveAttribute('aria-expanded', 'true', { timeout: 15_000 });
  return box;
}

test('the header box finds an event from a word of its title and opens it', async ({ page }) => {
  await signInAs(page, 'ota');
  await typeInHeader(page, 'telehealth');
  const events = page.getByRole('group', { name: 'CPD & Events' });
  const first = events.getByRole('option').first();
  await expect(first).toContainText(/telehealth/i);
  await expect(first.locator('mark').first()).toHaveText(/telehealth/i);
  await shot(page, 'search/header-box', { fullPage: false });
  const title = (await first.locator('div').first().textContent())!.trim();
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${base}/events/\\d+$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});

test('full results: tabs with counts, paging, a tag search and the misspelling correction', async ({
  page,
}) => {
  await signInAs(page, 'ota');
  const box = await typeInHeader(page, 'telehealth');
  await box.press('Enter');
  await expect(page).toHaveURL(`${base}/search?keyword=telehealth`);
  await expect(page.getByRole('heading', { level: 1, name: 'Results for telehealth' })).toBeVisible({
    timeout: 20_000,
  });
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveText([
    /^News\d+$/,
    /^Resources\d+$/,
    /^CPD & Events\d+$/,
    // Above the exact cap (100) a count is "100+" or an estimate ("about 1,200"), docs/api-search.md.
    /^Posts(\d+|100\+|about [\d,]+)$/,
    /^Communities\d+$/,
  ]);
  await expect(page.getByTestId('search-result').first().locator('mark').first()).toHaveText(/telehealth/i);

  await page.getByRole('tab', { name: /CPD & Events/ }).click();
  await expect(page).toHaveURL(/section=events/);
  await expect(page.getByTestId('search-result').first()).toContainText(/telehealth/i);
  await shot(page, 'search/results-events');

  // Posts: more than one page of 15.
  const postsTab = page.getByRole('tab', { name: /Posts/ });
  await postsTab.click();
  await expect(page).toHaveURL(/section=posts/);
  // The pager reaches the ranked matches only: at most the cap of 100 whatever the tab says.
  const postsCount = Math.min(100, Number((await postsTab.textContent())!.replace(/\D/g, '')));
  expect(postsCount).toBeGreaterThan(15);
  await expect(page.getByTestId('search-result')).toHaveCount(15);
  await expect(page.getByText(`1 - 15 of ${postsCount} items`)).toBeVisible();
  await page.getByRole('listitem', { name: '2', exact: true }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(`16 - ${Math.min(30, postsCount)} of ${postsCount} items`)).toBeVisible();
  await shot(page, 'search/results-posts-page2');

  // A tag of the 'Tags matching' panel searches everything carrying it; Posts is disabled for a tag.
  await page.goto(`${base}/search?keyword=telehealth`);
  const panel = page.getByRole('list', { name: /Tags matching/ });
  await panel.getByRole('link', { name: 'Telehealth', exact: true }).click();
  await expect(page).toHaveURL(`${base}/search?tagId=telehealth`);
  await expect(page.getByRole('heading', { level: 1, name: 'Results for Telehealth tag' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Posts' })).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('tab', { name: /CPD & Events/ }).click();
  await expect(page.getByTestId('search-result').first()).toBeVisible();
  await shot(page, 'search/results-tag');

  // Two letters swapped in a short word (issue 40: 'flals' for 'falls') offers the correction, reached and
  // followed with the keyboard.
  await page.goto(`${base}/search?keyword=flals`);
  await expect(page.getByRole('heading', { level: 1, name: 'No results' })).toBeVisible();
  await expect(page.getByText('No news found.')).toBeVisible();
  const correction = page.getByRole('link', { name: 'falls', exact: true });
  await expect(correction).toBeVisible();
  await expect(page.getByText('Did you mean falls?')).toBeVisible();
  await shot(page, 'search/results-did-you-mean');
  for (
    let step = 0;
    step < 40 && !(await correction.evaluate((a) => a === document.activeElement));
    step += 1
  )
    await page.keyboard.press('Tab');
  await expect(correction).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${base}/search?keyword=falls`);
  await expect(page.getByRole('heading', { level: 1, name: 'Results for falls' })).toBeVisible();
});

test('the header box works with the keyboard only', async ({ page }) => {
  await signInAs(page, 'ota');
  await page.getByRole('button', { name: 'Search', exact: true }).focus();
  await page.keyboard.press('Enter');
  const box = page.getByRole('combobox', { name: 'Search' });
  await expect(box).toBeFocused();
  await page.keyboard.type('telehealth');
  await expect(box).toHaveAttribute('aria-expanded', 'true', { timeout: 15_000 });

  await page.keyboard.press('ArrowDown');
  const active = async () => page.locator(`[id="${await box.getAttribute('aria-activedescendant')}"]`);
  await expect(await active()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(box).not.toHaveAttribute('aria-activedescendant');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeFocused();

  // Again: arrow to the first event and open it with Enter.
  await page.keyboard.press('Enter');
  await page.keyboard.type('telehealth');
  await expect(box).toHaveAttribute('aria-expanded', 'true', { timeout: 15_000 });
  const firstEvent = page.getByRole('group', { name: 'CPD & Events' }).getByRole('option').first();
  const eventId = await firstEvent.getAttribute('id');
  for (let step = 0; step < 12; step += 1) {
    await page.keyboard.press('ArrowDown');
    if ((await box.getAttribute('aria-activedescendant')) === eventId) break;
  }
  await expect(box).toHaveAttribute('aria-activedescendant', eventId!);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${base}/events/\\d+$`));

  // Enter with no option chosen opens the full results.
  await page.getByRole('button', { name: 'Search', exact: true }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.type('telehealth');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${base}/search?keyword=telehealth`);
});

test('the results page and the open header box have no serious accessibility violations', async ({
  page,
}) => {
  await signInAs(page, 'ota', 'member', { to: `${base}/search?keyword=telehealth` });
  await expect(page.getByRole('heading', { level: 1, name: 'Results for telehealth' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByTestId('search-result').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await typeInHeader(page, 'falls');
  expect(await seriousViolations(page)).toEqual([]);

  // Phone layout.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${base}/search?keyword=telehealth&section=events`);
  await expect(page.getByTestId('search-result').first()).toBeVisible();
  await shot(page, 'search/phone-results');
  await typeInHeader(page, 'falls');
  await shot(page, 'search/phone-header-box', { fullPage: false });
  expect(await seriousViolations(page)).toEqual([]);
});
