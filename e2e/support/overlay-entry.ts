import { overlayOf } from "../../app/lib/overlay-history";
import { expect, type Page } from "@playwright/test";

/**
 * Waits until the page is no longer on a popup's history entry. Closing a popup goes back over its
 * entry; a reader's next Back, or reopening, comes after that has happened, not within the same instant.
 */
export async function overlayEntryGone(page: Page): Promise<void> {
  // React Router keeps the entry's state under `usr`.
  await expect
    .poll(async () => overlayOf(await page.evaluate(() => (history.state as { usr?: unknown } | null)?.usr)))
    .toBeUndefined();
}
