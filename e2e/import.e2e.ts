/**
 * Issue 39 point 1: a tenant administrator imports members from a Wild Apricot-style export at /admin/import —
 * upload, the shipped mapping suggested, a dry run that names a bad row (line, column, reason), then the
 * corrected file: a clean dry run, the import, and its counts.
 */
import { expect, test } from '@playwright/test';
import { openScreen, shot, signInAs } from './support';

const HEADER =
  '"First name","Last name","Email","Phone","Membership level","Membership status","Member since","Renewal due","Address","City","State","Postal code","Country","Interests"';
const run = Date.now().toString(36);
const row = (n: number, status = 'Active') =>
  `"Imported${n}","Member","e2e-${run}-${n}@example.com","0400 000 00${n}","Full member","${status}","1 Jul 2020","30 Jun 2027","${n} Example Street","Sydney","NSW","2000","Australia",""`;
const csv = (lines: string[]) => ({
  name: 'members.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(lines.join('\n')),
});

test('staff import members: a dry run names the bad row, then the corrected file imports', async ({
  page,
}) => {
  await signInAs(page, 'ota', 'admin');
  await openScreen(page, '/admin/import');
  await expect(page.getByRole('heading', { name: 'Import members' })).toBeVisible();
  const file = page.locator('input[type=file]');
  await file.setInputFiles(csv([HEADER, row(1), row(2, 'Sleeping'), row(3)]));
  await expect(page.getByRole('combobox', { name: 'Mapping' }).locator('xpath=..')).toContainText(
    'Wild Apricot contacts',
  );
  await expect(page.getByText(`e2e-${run}-1@example.com`)).toBeVisible();
  await shot(page, 'import/01-mapping');

  await page.getByRole('button', { name: 'Dry run' }).click();
  const problems = page.getByRole('table').last();
  await expect(problems.getByRole('row').nth(1)).toHaveText(
    '3Membership statusUnknown membership status "Sleeping"',
  );
  await expect(page.getByRole('button', { name: 'Import' })).toBeDisabled();
  await shot(page, 'import/02-dry-run-problems');

  await file.setInputFiles(csv([HEADER, row(1), row(2), row(3)]));
  await page.getByRole('button', { name: 'Dry run' }).click();
  await expect(page.getByText('Dry run: no problems found. Nothing has been changed yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByText('Import result')).toBeVisible();
  await expect(page.locator('.ant-descriptions')).toContainText('Created3');
  await shot(page, 'import/03-imported');
});
