import type { Page } from "@playwright/test";

/**
 * Holds the page's requests matching `pattern` until the returned function is called: a slow
 * network or phone, where the reader acts before those files have arrived.
 */
export async function holdRequests(page: Page, pattern: RegExp): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    // The test may have ended while the request waited.
    await route.fallback().catch(() => undefined);
  });
  return release;
}

/** Holds the page's scripts: the page shows, works as HTML, and is not hydrated until released. */
export const holdScripts = (page: Page) => holdRequests(page, /\/assets\/.+\.js$/);
