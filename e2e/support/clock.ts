import type { Page } from '@playwright/test';

/**
 * Stops the page's (installed) fake clock a second from now (time for the call to arrive): from
 * here only `advance` moves a game's timers, so long real timings take no real time. Resume it
 * (`page.clock.resume()`) before anything that waits on ordinary timers (axe, the saved-progress
 * request's updates).
 */
export async function pauseClockNow(page: Page) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
}

/** Lets the page finish the work already queued (React renders and effects run as tasks). */
async function settle(page: Page) {
  await page.evaluate(async () => {
    for (let i = 0; i < 3; i++) {
      await new Promise<void>((done) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => done();
        channel.port2.postMessage(null);
      });
    }
  });
}

/**
 * Moves the paused clock on by `ms`, a little at a time: a game schedules its next tick only after
 * it has drawn the last one (games/shared/use-game.ts), so each step lets the page catch up.
 */
export async function advance(page: Page, ms: number, step = 250) {
  for (let done = 0; done < ms; done += step) {
    await page.clock.runFor(Math.min(step, ms - done));
    await settle(page);
  }
}
