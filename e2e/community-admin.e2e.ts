/**
 * Community administration journey (spec 001 §2 "Global community administration", "Community
 * administration area" → Members, §5 Community form and Add members, spec 000 §4 notification types 1, 14
 * and 15): the OTA admin creates a public community with an image and a leaf category, the demo member's bell
 * announces it; the admin adds the member through the picker (bell: 'You were added to …') and removes them
 * (bell: 'You were removed from …').
 */
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, demo, expectInBell, origin, shot as reviewShot, submitSignIn } from './support';

// The shared machine is slow at times: generous waits, same assertions (as the other admin journeys).
const expect = baseExpect.configure({ timeout: 30_000 });

/** A 1×1 transparent PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const shot = (page: Page, name: string) => reviewShot(page, `community-admin/${name}`);

test('an admin creates a community, adds and removes a member; the member’s bell follows', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const name = `Admin journey ${Date.now()}`;
  const member = await browser.newContext();
  const memberPage = await member.newPage();

  await test.step('the admin creates a public community with an image and a leaf category', async () => {
    await submitSignIn(page, 'ota', demo('admin', 'ota'), DEMO_PASSWORD);
    await expect(page).toHaveURL(`${origin('ota')}/`);
    await page.goto(`${origin('ota')}/admin/communities-management`);
    await expect(page.getByRole('tab', { name: 'Communities' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Manage / }).first()).toBeVisible();
    await shot(page, 'management');

    await page.getByRole('button', { name: /Create community/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Create community' });
    await dialog.getByLabel('Community name').fill(name);
    await dialog.getByLabel('Short description').fill('Made by the e2e journey');
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
    await expect(dialog.getByLabel('Community alias')).toHaveValue(/^admin-journey-\d+$/);
    // The tree dropdown animates in: retry the pick until the select shows a chosen category.
    const chosen = dialog.locator('.ant-select-selection-item');
    await expect(async () => {
      if (await chosen.first().isVisible()) return;
      if (!(await page.locator('.ant-select-tree').isVisible()))
        await dialog.getByRole('combobox', { name: 'Category' }).click();
      await page
        .locator(
          '.ant-select-tree-treenode .ant-select-tree-checkbox:not(.ant-select-tree-checkbox-disabled)',
        )
        .first()
        .click({ timeout: 2000 });
      await expect(chosen.first()).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await dialog.getByText('Short description', { exact: true }).click();
    await expect(dialog.getByRole('radio', { name: 'Public' })).toBeChecked();
    await shot(page, 'create-form');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Successfully saved!')).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.getByRole('searchbox', { name: 'Search communities' }).fill(name);
    await expect(page.getByRole('row')).toHaveCount(2);
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toBeVisible();
    await expect(row).toContainText('Public');
    await shot(page, 'created-row');
  });

  await test.step('the member’s bell announces the new open community', async () => {
    await submitSignIn(memberPage, 'ota', demo('member', 'ota'));
    await expect(memberPage).toHaveURL(`${origin('ota')}/`);
    await expectInBell(memberPage, `Priya Sharma created a new open community: ${name}`);
    await shot(memberPage, 'bell-created');
  });

  await test.step('the admin adds the member through the picker', async () => {
    // 'Manage' opens the community's About page (spec 001 §2, issue 14); Members is a page of its admin area.
    await page.getByRole('link', { name: `Manage ${name}` }).click();
    await expect(page).toHaveURL(/\/admin\/community\/[^/]+\/about$/);
    await page.goto(page.url().replace(/\/about$/, '/members'));
    await expect(page).toHaveURL(/\/admin\/community\/[^/]+\/members$/);
    await expect(page.getByRole('heading', { name })).toBeVisible();
    await expect(page.getByText('Open community')).toBeVisible();
    await page.getByRole('button', { name: /Add members/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Add members' });
    const picker = dialog.getByRole('combobox');
    await picker.fill('Ol');
    await expect(page.getByText('Please enter at least 3 letters').first()).toBeVisible();
    await picker.fill('Olivia');
    await page.locator('.ant-select-item-option', { hasText: 'member@ota.example' }).click();
    await expect(dialog.locator('.ant-select-selection-item', { hasText: 'Olivia Bennett' })).toBeVisible();
    // Picking a user closes the list, so it never covers the modal's buttons.
    await expect(page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')).toHaveCount(0);
    await shot(page, 'add-members');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByText('Successfully updated')).toBeVisible();
    await expect(page.getByRole('row', { name: /Olivia Bennett/ })).toBeVisible();
    await shot(page, 'members');
  });

  await test.step('the member’s bell says they were added', async () => {
    await expectInBell(memberPage, `You were added to ${name}`);
  });

  await test.step('the admin removes the member; their bell says so', async () => {
    await page.getByRole('button', { name: 'Remove Olivia Bennett' }).click();
    await page.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(page.getByText('Removed successfully!')).toBeVisible();
    await expect(page.getByRole('row', { name: /Olivia Bennett/ })).toBeHidden();
    await page.getByText('Removed members').click();
    await expect(page.getByRole('button', { name: 'Return Olivia Bennett to community' })).toBeVisible();
    await shot(page, 'removed');
    await expectInBell(memberPage, `You were removed from ${name}`);
    await shot(memberPage, 'bell-removed');
  });
  await member.close();
});
