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
  /** The rightmost edge of anything drawn in the play area (a line wider than the screen). */
  right: number;
  /** Texts inside the play area that are cut (clipped or ended with '…' by CSS). */
  cut: string[];
  /** How much the frame drew the play area smaller to fit it (1: not at all). */
  zoom: number;
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
  const drawn = await area.evaluate((root) => {
    let right = 0;
    const cut: string[] = [];
    for (const el of [root, ...Array.from(root.querySelectorAll<HTMLElement>('*'))]) {
      const style = getComputedStyle(el);
      // Screen-reader-only text is clipped on purpose; a picture's inside is cropped by its box.
      if (style.position === 'absolute' && el.getBoundingClientRect().width <= 1) continue;
      if (el instanceof SVGElement && el.ownerSVGElement) continue;
      right = Math.max(right, el.getBoundingClientRect().right);
      const clips = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
      const text = el.textContent?.trim() ?? '';
      if (clips && text && el.scrollWidth > el.clientWidth + 1) cut.push(text.slice(0, 40));
    }
    return { right: Math.ceil(right), cut, zoom: Number(root.dataset['zoom'] ?? 1) };
  });
  return { top: box!.y, bottom: Math.ceil(box!.y + box!.height), ...view, ...drawn };
}

/** The bottom edge of an element with the page scrolled to the top (where a child, not scrolling, sees it). */
export async function bottomOf(page: Page, target: Locator): Promise<number> {
  await page.evaluate(() => window.scrollTo(0, 0));
  const box = await target.boundingBox();
  expect(box, 'box').toBeTruthy();
  return Math.ceil(box!.y + box!.height);
}

/**
 * The tap targets in the play area that show no edge of their own: no outline or shadow, no
 * visible border, and a fill as white as the calm palette's surface (docs/product.md#game-frame).
 */
export async function bareTapTargets(area: Locator): Promise<string[]> {
  return area.evaluate((root) => {
    const light = (color: string) => {
      const [r = 0, g = 0, b = 0, a = 1] = (color.match(/[\d.]+/g) ?? []).map(Number);
      return a === 0 || (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255 > 0.9;
    };
    return Array.from(root.querySelectorAll('button'))
      .filter((button) => {
        const style = getComputedStyle(button);
        const border = parseFloat(style.borderTopWidth) > 0 && !light(style.borderTopColor);
        return style.boxShadow === 'none' && !border && light(style.backgroundColor);
      })
      .map((button) => (button.getAttribute('aria-label') ?? button.textContent ?? '').trim().slice(0, 40));
  });
}
