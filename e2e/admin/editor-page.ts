import type { BrowserContext, Locator, Page } from "../fixtures";
import type { EditorServers } from "../../tools/editor-servers";

/**
 * Loads the editor at `hash` and logs in to the local backend, as staff do; returns how long the
 * editor took to be ready to log in. The test's context reaches the editor's servers only.
 */
export async function openEditor(
  page: Page,
  context: BrowserContext,
  servers: EditorServers,
  hash: string,
): Promise<number> {
  for (const origin of servers.origins)
    await context.route(
      (url) => url.origin === origin,
      (route) => route.continue(),
    );
  const started = Date.now();
  await page.goto(`${servers.editorUrl}${hash}`);
  const login = page.getByRole("button", { name: "Se connecter" });
  await login.waitFor();
  const ready = Date.now() - started;
  await login.click();
  return ready;
}

/** Publishes the open entry now, as the toolbar's « Publier » menu does. */
export async function publish(page: Page) {
  await page.getByRole("button", { name: "Publier", exact: true }).click();
  await page.getByText("Publier maintenant").click();
}

/**
 * The editor's message that stays until closed (admin/editor-alert.ts): a refused upload, or one of
 * Decap's error toasts, which close by themselves.
 */
export function editorAlert(page: Page, text: string | RegExp): Locator {
  return page.getByRole("alert").filter({ hasText: text });
}
