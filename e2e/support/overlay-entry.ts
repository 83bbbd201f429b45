import { overlayOf } from "../../app/lib/overlay-history";
import { expect, type Page } from "@playwright/test";

/** The popup whose history entry the page is on, if any (React Router keeps the state under `usr`). */
export async function overlayEntryOf(page: Page): Promise<string | undefined> {
  return overlayOf(await page.evaluate(() => (history.state as { usr?: unknown } | null)?.usr));
}

/**
 * Waits until the page is no longer on a popup's history entry. Closing a popup goes back over its
 * entry; a reader's next Back, or reopening, comes after that has happened, not within the same instant.
 */
export async function overlayEntryGone(page: Page): Promise<void> {
  await expect.poll(() => overlayEntryOf(page)).toBeUndefined();
}
