/**
 * A moderator's own admin area (issue 40; spec 000 §6 admin access, 001 §2 "Admin shell" and "Community
 * administration area"), in each tenant's word: the demo moderator (moderator of three seeded
 * communities) opens /admin; the side menu lists exactly what they may use — "My {words}" with their three
 * communities, the moderation queue, Exit admin; no global management, no announcements — the admin home
 * offers only usable cards, and each community of "My {words}" opens its admin area /admin/{segment}/{id}.
 */
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { communityAdminPaths, TENANT_IDS, TOKEN_STORAGE_KEY } from '@portal/contracts';
import { origin, profile, shot, signInAs } from './support';

const expect = baseExpect.configure({ timeout: 20_000 });

const menuEntries = (page: Page) =>
  page.getByRole('navigation', { name: 'Administration' }).getByRole('menuitem').allTextContents();

/** The communities the signed-in page's person moderates, as `GET api/v1/admin/community` answers. */
async function moderated(page: Page): Promise<{ id: string; name: string }[]> {
  return page.evaluate(async (key) => {
    const res = await fetch('/api/v1/admin/community?page=1&pageSize=100', {
      headers: { authorization: `Bearer ${localStorage.getItem(key)}` },
    });
    const page = (await res.json()) as { communities: { community: { id: string; name: string } }[] };
    return page.communities.map((item) => item.community);
  }, TOKEN_STORAGE_KEY);
}

test('a moderator’s admin menu, home and My {words} in every tenant', async ({ page }) => {
  test.setTimeout(180_000);
  for (const tenant of TENANT_IDS) {
    const { community: word, communities: words } = profile(tenant).wording;
    const { communityRoot } = communityAdminPaths(word);
    let mine: { id: string; name: string }[] = [];
    await test.step(`${tenant}: menu and home list only what the moderator may use`, async () => {
      await signInAs(page, tenant, 'moderator');
      // The seed makes them moderator of three communities (the foundation's two and 'leadership').
      mine = await moderated(page);
      expect(mine).toHaveLength(3);
      await page.goto(`${origin(tenant)}/admin`);
      await expect
        .poll(() => menuEntries(page))
        .toEqual([`My ${words}`, ...mine.map((c) => c.name), 'Moderation queue', 'Users', 'Exit admin']);
      const home = page.getByRole('main');
      await expect(home.getByRole('heading', { name: `My ${words}` })).toBeVisible();
      await expect(home.getByRole('link', { name: /Moderation queue/ })).toBeVisible();
      await expect(home.getByRole('link', { name: /management/ })).toHaveCount(0);
      await expect(home.getByRole('link', { name: /Sent mail|Manage events|Announcement/ })).toHaveCount(0);
      for (const { name } of mine) await expect(home.getByRole('link', { name })).toBeVisible();
      await shot(page, `moderator-admin/${tenant}-home`);
    });
    await test.step(`${tenant}: each of My ${words} opens its admin area`, async () => {
      for (const { id, name } of mine) {
        await page
          .getByRole('navigation', { name: 'Administration' })
          .getByRole('menuitem', { name })
          .click();
        await expect(page).toHaveURL(`${origin(tenant)}${communityRoot}/${id}/about`);
        await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
      }
      await shot(page, `moderator-admin/${tenant}-community`);
    });
  }
});
