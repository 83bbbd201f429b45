import { expect, type BrowserContext, type Locator, type Page } from "../fixtures";
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

/**
 * Clicks in the text and puts the caret at its very end, checked, not assumed: a Control+End that
 * comes while the editor still takes the click's selection leaves the caret mid-text, and what is
 * typed next lands inside a word.
 */
export async function caretToEnd(page: Page) {
  const editor = page.locator("[data-slate-editor]");
  await editor.click();
  const atEnd = () =>
    editor.evaluate((element) => {
      const selection = document.getSelection();
      if (!selection?.rangeCount || !element.contains(selection.focusNode)) return false;
      const rest = document.createRange();
      rest.selectNodeContents(element);
      rest.setStart(selection.focusNode!, selection.focusOffset);
      return rest.toString().replace(/\uFEFF/g, "").length === 0;
    });
  for (let attempt = 0; attempt < 10 && !(await atEnd()); attempt += 1) {
    await page.keyboard.press("Control+End");
    await page.waitForTimeout(100);
  }
  expect(await atEnd(), "the caret at the end of the text").toBe(true);
}
