import { expect, type Locator, type Page } from '@playwright/test';
import { grantFullAccess } from './db';
import { newFamilyWithChild } from './session';

/** An activity as GET /api/activities answers it (only what the game tests read). */
export interface CatalogueEntry {
  id: number;
  title: string;
  category: string;
  content: string | null;
  is_locked: boolean;
}

/**
 * A family whose child may play everything: a new parent with one child, given an admin-granted
 * subscription (docs/product.md#tiers), on the dashboard again so the library shows it unlocked.
 */
export async function familyWithEverything(page: Page, opts: { prefix: string; parent: string; child: string }) {
  const email = await newFamilyWithChild(page, opts);
  await grantFullAccess(email);
  await page.reload();
  return email;
}

/** The whole catalogue as the signed-in parent sees it. */
export async function catalogue(page: Page): Promise<CatalogueEntry[]> {
  const res = await page.request.get('/api/activities');
  expect(res.status()).toBe(200);
  return (await res.json()) as CatalogueEntry[];
}

/** The id of the signed-in parent's child of that name. */
export async function childIdOf(page: Page, name: string): Promise<number> {
  const res = await page.request.get('/api/children');
  expect(res.status()).toBe(200);
  const child = ((await res.json()) as { id: number; name: string }[]).find((c) => c.name === name);
  expect(child, `child ${name}`).toBeTruthy();
  return child!.id;
}

/** Straight to an activity's page for the child, then 'Começar' (the normal player, not child mode). */
export async function startActivity(page: Page, activityId: number, childId: number) {
  await page.goto(`/activity/${activityId}?child=${childId}`);
  await page.getByRole('button', { name: 'Começar', exact: true }).click();
  const area = page.getByTestId('play-area');
  await expect(area).toBeVisible();
  return area;
}

/** Waits until every picture inside has loaded (or failed), so the layout is final. */
export async function imagesLoaded(area: Locator) {
  await area.evaluate((el) =>
    Promise.all(
      Array.from(el.querySelectorAll('img'), (img) =>
        img.complete
          ? null
          : new Promise((done) => {
              img.addEventListener('load', done);
              img.addEventListener('error', done);
            }),
      ),
    ),
  );
}

export interface Fit {
  /** The play area's bottom edge, in CSS pixels from the top of the page scrolled to the top. */
  bottom: number;
  top: number;
  viewportHeight: number;
  viewportWidth: number;
  /** The page's width: more than the viewport means a sideways scroll. */
  pageWidth: number;
}

/** Where the play area sits with the page scrolled to the top. */
export async function measureFit(page: Page, area: Locator): Promise<Fit> {
  await page.evaluate(() => window.scrollTo(0, 0));
  const box = await area.boundingBox();
  expect(box, 'play area box').toBeTruthy();
  const view = await page.evaluate(() => ({
    viewportHeight: window.innerHeight,
    viewportWidth: window.innerWidth,
    pageWidth: document.documentElement.scrollWidth,
  }));
  return { top: box!.y, bottom: Math.ceil(box!.y + box!.height), ...view };
}
