import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type BrowserContext, type Page } from "../fixtures";
import { readNoticeLibrary } from "../../app/notice/content.server";
import { startEditorServers, type EditorServers } from "../../tools/editor-servers";
import { caretToEnd, openEditor as openEditorOf, publish } from "./editor-page";

/**
 * Staff write the rulebook's worked examples in the editor: the pair from the text's toolbar, its
 * preview through the site's renderer, and the refusal of a block left open, said in French.
 */
test.describe.configure({ mode: "serial" });

let servers: EditorServers;
test.beforeAll(async () => {
  servers = await startEditorServers();
});
test.afterAll(async () => {
  await servers?.close();
});

const openEditor = (page: Page, context: BrowserContext, hash: string) =>
  openEditorOf(page, context, servers, hash);

/** An article of the game rulebook without worked examples yet: its type, category and key. */
function articleWithoutExamples(): { category: string; key: string } {
  const root = path.join(servers.repo, "content/notice/game");
  const file = readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".md"))
    .sort()
    .find((name) => !/^:::(bon|mauvais)/m.test(readFileSync(path.join(root, name), "utf8")))!;
  const [category, name] = file.split(path.sep);
  return { category: category!, key: name!.replace(/\.md$/, "") };
}

/** Puts the text's field in the mode asked for, whichever mode the editor opened it in. */
async function textMode(page: Page, mode: "rich" | "markdown") {
  const editors = page.locator(".cms-editor-visual, .cms-editor-raw");
  await expect(editors).toHaveCount(1);
  const raw = (await page.locator(".cms-editor-raw").count()) === 1;
  if (raw !== (mode === "markdown")) await page.getByRole("switch").click();
  await expect(page.locator(mode === "markdown" ? ".cms-editor-raw" : ".cms-editor-visual")).toHaveCount(1);
}

test("staff add a pair of examples from the text's toolbar: previewed as on the site, written as two blocks the checks accept", async ({
  page,
  context,
}) => {
  // The editor's whole round trip, publication included, then the rulebook read again.
  test.setTimeout(90_000);
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  const { category, key } = articleWithoutExamples();
  const file = path.join(servers.repo, `content/notice/game/${category}/${key}.md`);
  await openEditor(page, context, `#/collections/notice-game-${category}/entries/${key}`);
  const preview = page.frameLocator("#preview-pane");
  await expect(preview.locator("h2").first()).toBeVisible();

  // The toolbar's components are offered in the rich text mode.
  await textMode(page, "rich");
  await page.getByRole("button", { name: "Ajouter un composant" }).click();
  await page.getByRole("menu").getByText("Exemples : à faire / à éviter", { exact: true }).click();
  await page.getByLabel(/^À faire : titre/).fill("Au distributeur");
  await page
    .getByLabel(/^À faire : la scène/)
    .fill("Vous retirez la somme convenue et vous la recomptez à l'abri des regards.");
  await page
    .getByLabel(/^À éviter : la scène/)
    .fill("Vous retirez 15 000 $ en liquide et vous partez les montrer à vos amis.");

  // The preview shows the pair as the site does: two figures named by their kind, in French.
  const good = preview.getByRole("figure", { name: /^À faire\s*Au distributeur/ });
  await expect(good).toBeVisible();
  await expect(preview.locator("figure.example")).toHaveCount(2);

  await publish(page);
  await expect
    .poll(() => readFileSync(file, "utf8"))
    .toContain(
      ":::bon[Au distributeur]\nVous retirez la somme convenue et vous la recomptez à l'abri des regards.\n:::\n\n" +
        ":::mauvais\nVous retirez 15 000 $ en liquide et vous partez les montrer à vos amis.\n:::",
    );
  // The rulebook's own reader accepts the file (it refuses a block it cannot show as an example).
  const library = await readNoticeLibrary({
    content: path.join(servers.repo, "content/notice"),
    public: path.resolve("public"),
    root: servers.repo,
  });
  expect(library.articles.get(`/notice/game/${category}/${key}`)).toBeDefined();
  expect(pageErrors).toEqual([]);
});

test("a block left open is refused in the preview, in French, with its line", async ({ page, context }) => {
  await openEditor(page, context, "#/collections/notice-game-banking/entries/private");
  const preview = page.frameLocator("#preview-pane");
  await expect(preview.locator("h2").first()).toBeVisible();
  await textMode(page, "markdown");
  await caretToEnd(page);
  await page.keyboard.insertText("\n\n:::bon\nUne scène sans sa fin.\n");
  await expect(preview.getByRole("alert")).toHaveText(
    /ligne \d+ : le bloc « :::bon » n'est pas fermé : terminez sa scène par une ligne « ::: »\./,
  );
});

test("in the Markdown mode, the preview follows the caret past the examples, to the article's end and to a pair halfway", async ({
  page,
  context,
}) => {
  // The longest article of examples, rendered in both modes: more than a minute on a shared machine.
  test.setTimeout(90_000);
  // The article with the most examples: blocks of the source that the preview shows as one pair.
  const root = path.join(servers.repo, "content/notice/game");
  const [file] = readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".md"))
    .map((name) => ({
      name,
      count: readFileSync(path.join(root, name), "utf8").split(/^:::(?:bon|mauvais)/m).length,
    }))
    .sort((a, b) => b.count - a.count);
  const [category, name] = file!.name.split(path.sep);
  await openEditor(
    page,
    context,
    `#/collections/notice-game-${category}/entries/${name!.replace(/\.md$/, "")}`,
  );
  const preview = page.frameLocator("#preview-pane");
  // The rulebook's longest run of examples: the entry takes longer to load than most.
  await expect(preview.locator("h2").first()).toBeVisible({ timeout: 30_000 });
  await textMode(page, "markdown");
  await caretToEnd(page);
  await expect(preview.locator(".article-body > *").last()).toBeInViewport();
  // The caret on the opening line of a pair halfway through: the preview shows that pair, although
  // each pair before it is several blocks of the source.
  const lines = page.locator("[data-slate-editor] > *");
  const texts = await lines.allTextContents();
  const openings = texts.flatMap((text, index) => (/^:::bon\b/.test(text.trim()) ? [index] : []));
  const middle = Math.floor(openings.length / 2);
  await lines.nth(openings[middle]!).click();
  await expect(preview.locator(".article-body > .examples:has(.example--good)").nth(middle)).toBeInViewport();
});
