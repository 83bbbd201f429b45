import { mkdirSync } from "node:fs";
import { chromium, type Page } from "@playwright/test";
import sharp from "sharp";
import { startEditorServers } from "../tools/editor-servers";

/**
 * The staff guide's screenshots (docs/guide-equipe/*.webp): the built editor (run `npm run build`
 * first) on decap-server with a temporary copy of the content, in Chromium at 1366×900.
 * `./node_modules/.bin/tsx scripts/guide-screenshots.ts`
 */
const OUT = "docs/guide-equipe";
mkdirSync(OUT, { recursive: true });
/** WebP at 80: a fifth of the PNG's weight in the repository, still sharp for the interface's text. */
const shot = async (page: Page, name: string) =>
  sharp(await page.screenshot())
    .webp({ quality: 80 })
    .toFile(`${OUT}/${name}.webp`);
const servers = await startEditorServers();
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
try {
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await page.goto(`${servers.editorUrl}#/collections/notice-game-prison`);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await page
    .getByRole("link", { name: /Activités et jetons/ })
    .first()
    .waitFor();
  await shot(page, "collections");

  await page
    .getByRole("link", { name: /Activités et jetons/ })
    .first()
    .click();
  await page.frameLocator("#preview-pane").locator("h2").first().waitFor();
  await shot(page, "article");

  const tick = page.getByLabel("Ajouter une entrée au journal des modifications");
  await tick.check();
  await page.getByLabel("Résumé (obligatoire)").fill("Les jetons de la cantine valent deux repas.");
  await tick.scrollIntoViewIfNeeded();
  await shot(page, "change-entry");

  await page.getByRole("button", { name: "Publier", exact: true }).click();
  await page.getByText("Publier maintenant").waitFor();
  await shot(page, "publish");

  // A link written by hand to a page that does not exist: the refusal under « Texte », the link
  // selected in the text by a click on it, the preview marking it.
  await page.keyboard.press("Escape");
  await page.reload();
  const text = page.locator("[data-slate-editor]");
  await text.click();
  await page.waitForTimeout(500);
  await page.keyboard.press("Control+End");
  await page.waitForTimeout(300);
  await page.keyboard.type("\n\nVoir [l'article disparu](/notice/game/banking/disparu).");
  await page.getByRole("button", { name: "Publier", exact: true }).click();
  await page.getByText("Publier maintenant").click();
  const refusal = page.getByText(/Le lien «\sl'article disparu\s»/);
  await refusal.click();
  await page.waitForTimeout(500);
  await shot(page, "broken-link");

  // A new team member: the role chosen by its French name, the photo's upload button, the card.
  await page.goto(`${servers.editorUrl}#/collections/credits-team/new`);
  await page.reload();
  const name = page.getByLabel("Pseudo", { exact: true });
  await name.waitFor();
  await name.fill("Nouvelle Recrue");
  for (const [label, choice] of [
    ["Rôle", "Modératrice"],
    ["Genre", "Féminin"],
  ] as const) {
    await page.getByLabel(label, { exact: true }).click();
    await page.keyboard.type(choice);
    await page.keyboard.press("Enter");
  }
  await page.frameLocator("#preview-pane").locator(".team-card").waitFor();
  await shot(page, "team-member");
} finally {
  await browser.close();
  await servers.close();
}
console.log(`guide-screenshots: written to ${OUT}/`);
