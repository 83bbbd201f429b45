import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { groundHeight } from "../../app/map/ground-rules";
import { parsePosition } from "../../app/map/projection";
import { escapeRegExp } from "../../app/lib/text";
import { extractHeadings } from "../../app/lib/markdown/render";
import { readSiteLinkTargets } from "../../app/notice/links.server";
import { MAP_CATEGORIES } from "../support/site-data";
import { FR_OVERRIDES } from "../../admin/locale-fr-overrides";
import { FIELD_REFUSAL } from "../../admin/editor-alert";
import { expect, test, type BrowserContext, type Page } from "../fixtures";
import { checkContentIn, startEditorServers, type EditorServers } from "../../tools/editor-servers";
import { caretToEnd, editorAlert, openEditor, publish } from "./editor-page";

/**
 * What a game master who is not a developer did in the editor's trial, as they did it, against
 * decap-server on a temporary copy of the content: a figure changed by double-clicking it, a link
 * picked from the list, a link to an article that does not exist, a photo named like a colleague's.
 * Each checks the file written (or that nothing was) and that `npm run check:content` accepts it.
 */
// Each loads the whole editor, and some read the rulebook or run check:content: minutes on two busy cores.
test.describe.configure({ mode: "serial", timeout: 180_000 });

let servers: EditorServers;
test.beforeAll(async () => {
  servers = await startEditorServers();
});
test.afterAll(async () => {
  await servers?.close();
});

/** An article of the rulebook, whichever the content has first in its prison category. */
const CATEGORY = "prison";
const ARTICLE = readdirSync(`content/notice/game/${CATEGORY}`)
  .filter((name) => name.endsWith(".md"))
  .sort()[0]!
  .replace(/\.md$/, "");
const articleFile = () => path.join(servers.repo, "content/notice/game", CATEGORY, `${ARTICLE}.md`);
const articleText = () => readFileSync(articleFile(), "utf8");

async function openArticle(page: Page, context: BrowserContext) {
  await openEditor(page, context, servers, `#/collections/notice-game-${CATEGORY}/entries/${ARTICLE}`);
  const text = page.locator("[data-slate-editor]");
  await expect(text).toBeVisible();
  return text;
}

/**
 * Puts `text` at the end of the article's text, after clicking in it and going to its end: a new
 * paragraph, then `typed` key by key, as staff type (the caret follows the keys).
 */
async function typeAtEnd(page: Page, text: string, typed = "") {
  await caretToEnd(page);
  await page.keyboard.insertText(text);
  if (typed) await page.keyboard.type(typed);
}

/** Any article but the one edited, as the content holds it today: its address and its data. */
async function anotherArticle() {
  const targets = await readSiteLinkTargets(process.cwd());
  const here = `/notice/game/${CATEGORY}/${ARTICLE}`;
  return Object.entries(targets.articles).find(([path]) => path !== here)!;
}

/** Opens « Lien vers le site… », searches `words` and chooses the first result whose name starts with `name`. */
async function pickSiteLink(page: Page, words: string, name: string) {
  await page.getByRole("button", { name: "Lien vers le site…" }).click();
  const picker = page.getByRole("dialog", { name: "Faire un lien vers…" });
  await expect(picker).toBeVisible();
  await picker.getByRole("searchbox").fill(words);
  await picker
    .getByRole("button", { name: new RegExp(`^${escapeRegExp(name)}`) })
    .first()
    .click();
  await expect(picker).toBeHidden();
}

function characterCentre(page: Page, around: string, index: number) {
  return page.locator("[data-slate-editor]").evaluate(
    (editor, [around, index]) => {
      const walker = document.createTreeWalker(editor, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = (node.textContent ?? "").indexOf(around as string);
        if (at < 0) continue;
        // In view, where a person's pointer can reach it.
        node.parentElement?.scrollIntoView({ block: "center" });
        const range = document.createRange();
        range.setStart(node, at + (index as number));
        range.setEnd(node, at + (index as number) + 1);
        const box = range.getBoundingClientRect();
        return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
      }
      return undefined;
    },
    [around, index] as const,
  );
}

test("staff change a figure by double-clicking it in the Markdown text: the number alone is replaced", async ({
  page,
  context,
}) => {
  const before = articleText();
  await openArticle(page, context);
  // The text opens in Markdown, the mode the guide describes: its headings' ids show as typed.
  await expect(page.locator(".cms-editor-raw")).toBeVisible();
  await typeAtEnd(page, "\n\nLe parloir ouvre à 2 heures du matin.");
  const digit = await characterCentre(page, "à 2 heures", 2);
  expect(digit).toBeDefined();
  await page.mouse.dblclick(digit!.x, digit!.y);
  await expect.poll(() => page.evaluate(() => document.getSelection()?.toString())).toBe("2");
  await page.keyboard.type("3");
  await expect(page.locator("[data-slate-editor]")).toContainText("ouvre à 3 heures du matin.");

  await publish(page);
  await expect.poll(articleText).toContain("Le parloir ouvre à 3 heures du matin.");
  expect(articleText()).not.toContain("23heures");
  // The rest of the text as it was (compared as text, so that a failure shows the difference).
  expect(articleText().slice(0, before.trimEnd().length)).toBe(before.trimEnd());
  const check = checkContentIn(servers.repo);
  expect(check.code, check.output).toBe(0);
});

/**
 * A section of an article that another article links to, its heading written without an id of its
 * own (its address comes from its words), as the content holds it today.
 */
function linkedSection() {
  const root = "content/notice/game";
  const files = readdirSync(root, { recursive: true, encoding: "utf8" }).filter((name) =>
    name.endsWith(".md"),
  );
  for (const name of files) {
    const text = readFileSync(path.join(root, name), "utf8");
    for (const [, target, id] of text.matchAll(/\]\((\/notice\/game\/[a-z-]+\/[a-z-]+)#([a-z0-9-]+)\)/g)) {
      const targetFile = `${target!.replace(/^\/notice\/game\//, "")}.md`;
      if (targetFile === name || !files.includes(targetFile)) continue;
      const targetText = readFileSync(path.join(root, targetFile), "utf8");
      // Not named in its own article (a link within it, a change entry's section): the field says so.
      if (targetText.includes(`#${id}`) || new RegExp(`anchor:\\s*${id}\\b`).test(targetText)) continue;
      const heading = extractHeadings(targetText.replace(/^---[\s\S]*?\n---\n/, "")).find(
        (candidate) => candidate.id === id,
      );
      const line =
        heading &&
        targetText
          .split("\n")
          .find((candidate) => /^#{2,6} /.test(candidate) && candidate.replace(/^#+ /, "") === heading.text);
      if (heading && line)
        return {
          category: targetFile.split("/")[0]!,
          key: targetFile.split("/")[1]!.replace(/\.md$/, ""),
          file: path.join(root, targetFile),
          id: id!,
          heading: heading.text,
        };
    }
  }
  throw new Error("no article links to another's section whose heading has no id of its own");
}

test("staff rename a section that another page links to: refused on the text, saying how to keep its address; kept, it saves", async ({
  page,
  context,
}) => {
  const section = linkedSection();
  const file = () => readFileSync(path.join(servers.repo, section.file), "utf8");
  const before = file();
  await openEditor(
    page,
    context,
    servers,
    `#/collections/notice-game-${section.category}/entries/${section.key}`,
  );
  const text = page.locator("[data-slate-editor]");
  await expect(text).toContainText(section.heading);
  // Its last word replaced, as staff retitle a section.
  const lastWord = section.heading.split(" ").at(-1)!;
  const word = await characterCentre(
    page,
    section.heading,
    section.heading.length - Math.ceil(lastWord.length / 2),
  );
  await page.mouse.dblclick(word!.x, word!.y);
  await page.keyboard.type("renommée");
  await publish(page);
  await expect(
    editorAlert(page, /champ «\sTexte\s» : la section «\s.+\s» n'a plus son adresse/),
  ).toBeVisible();
  await expect(
    editorAlert(page, new RegExp(`écrivez \\{#${section.id}\\} à la fin de son nouveau titre`)),
  ).toBeVisible();
  expect(file()).toBe(before);

  // As the message says: the old address written after the new title.
  const renamed = await characterCentre(page, "renommée", 3);
  await page.mouse.click(renamed!.x, renamed!.y);
  // The end of the title's line.
  await page.keyboard.press("End");
  await page.keyboard.type(` {#${section.id}}`);
  await publish(page);
  await expect.poll(file).toContain(`renommée {#${section.id}}`);
  const check = checkContentIn(servers.repo);
  expect(check.code, check.output).toBe(0);
});

/** A section that one of its own article's change entries names, its heading written without an id of its own. */
function sectionOfAChange() {
  const root = "content/notice/game";
  for (const name of readdirSync(root, { recursive: true, encoding: "utf8" }).filter((file) =>
    file.endsWith(".md"),
  )) {
    const text = readFileSync(path.join(root, name), "utf8");
    for (const [, id] of text.matchAll(/^\s+anchor:\s*([a-z0-9-]+)\s*$/gm)) {
      const heading = extractHeadings(text.replace(/^---[\s\S]*?\n---\n/, "")).find(
        (candidate) => candidate.id === id,
      );
      const line = text
        .split("\n")
        .find((candidate) => /^#{2,3} /.test(candidate) && candidate.replace(/^#+ /, "") === heading?.text);
      if (heading && line && !heading.text.includes("{"))
        return {
          category: name.split("/")[0]!,
          key: name.split("/")[1]!.replace(/\.md$/, ""),
          file: path.join(root, name),
          id: id!,
          heading: heading.text,
        };
    }
  }
  throw new Error("no change entry names a section whose heading has no id of its own");
}

test("staff rename a section that a change entry names: one refusal on the text, with the one fix; followed, it saves", async ({
  page,
  context,
}) => {
  const section = sectionOfAChange();
  const file = () => readFileSync(path.join(servers.repo, section.file), "utf8");
  const before = file();
  await openEditor(
    page,
    context,
    servers,
    `#/collections/notice-game-${section.category}/entries/${section.key}`,
  );
  const text = page.locator("[data-slate-editor]");
  await expect(text).toContainText(section.heading);
  const lastWord = section.heading.split(" ").at(-1)!;
  const word = await characterCentre(
    page,
    section.heading,
    section.heading.length - Math.ceil(lastWord.length / 2),
  );
  await page.mouse.dblclick(word!.x, word!.y);
  await page.keyboard.type("renommée");
  await publish(page);
  // Not Decap's « fix the fields in red » with the reason in a closed list item: the save's own
  // refusal, naming the change entry, and the fix that keeps it and every link.
  await expect(
    editorAlert(
      page,
      /champ «\sTexte\s» : la section «\s.+\s» n'a plus son adresse.*la modification n°\s\d+ de cet article/,
    ),
  ).toBeVisible();
  await expect(
    editorAlert(page, new RegExp(`écrivez \\{#${section.id}\\} à la fin de son nouveau titre`)),
  ).toBeVisible();
  await expect(page.getByText(FR_OVERRIDES.ui.toast.missingRequiredField)).toHaveCount(0);
  expect(file()).toBe(before);

  // The new title's last word, written again with the old address after it.
  const renamed = await characterCentre(page, "renommée", 3);
  await page.mouse.dblclick(renamed!.x, renamed!.y);
  await page.keyboard.type(`renommée {#${section.id}}`);
  await publish(page);
  await expect.poll(file).toContain(`renommée {#${section.id}}`);
  const check = checkContentIn(servers.repo);
  expect(check.code, check.output).toBe(0);
});

test("staff link to a section of another article by picking it from a searchable list", async ({
  page,
  context,
}) => {
  const targets = await readSiteLinkTargets(process.cwd());
  const here = `/notice/game/${CATEGORY}/${ARTICLE}`;
  const [href, article] = Object.entries(targets.articles).find(
    ([path, candidate]) => path !== here && candidate.headings.some((heading) => heading.depth === 2),
  )!;
  const heading = article.headings.find((candidate) => candidate.depth === 2)!;

  await openArticle(page, context);
  await typeAtEnd(page, "\n\n", "Pour la suite, voir ");
  await pickSiteLink(page, heading.text, `${article.title} › ${heading.text}`);
  const link = `](${href}#${heading.id})`;
  await expect(page.locator("[data-slate-editor]")).toContainText(link);

  await publish(page);
  await expect.poll(articleText).toContain(`Pour la suite, voir [`);
  expect(articleText()).toContain(link);
  const check = checkContentIn(servers.repo);
  expect(check.code, check.output).toBe(0);
});

test("staff repair a broken link with the list: the caret in its words, the link is replaced whole, its words kept", async ({
  page,
  context,
}) => {
  const [href, article] = await anotherArticle();
  await openArticle(page, context);
  await typeAtEnd(page, "\n\nVoir [le prêt entre amis](/notice/game/vehicles/pret-entre-amis) ici.");
  // The caret inside the link's words, as staff click there after reading the refusal.
  const inWords = await characterCentre(page, "prêt entre", 3);
  await page.mouse.click(inWords!.x, inWords!.y);
  await pickSiteLink(page, article.title, article.title);
  const text = page.locator("[data-slate-editor]");
  // One link, its words kept, its address the chosen page's (or one of its sections).
  const repaired = new RegExp(`Voir \\[le prêt entre amis\\]\\(${escapeRegExp(href)}(#[\\w-]+)?\\) ici\\.`);
  await expect(text).toContainText(repaired);
  await expect(text).not.toContainText("pret-entre-amis");

  await publish(page);
  await expect.poll(articleText).toMatch(repaired);
  const check = checkContentIn(servers.repo);
  expect(check.code, check.output).toBe(0);
});

test("a link to an article that does not exist is refused on the field, in French, nothing is written, and a click on the refusal finds it for the list to repair", async ({
  page,
  context,
}) => {
  const before = articleText();
  await openArticle(page, context);
  await typeAtEnd(page, "\n\nVoir [l'article disparu](/notice/game/banking/disparu).");
  // The preview marks it where staff read it.
  const preview = page.frameLocator("#preview-pane");
  await expect(preview.locator("a.editor-preview__broken-link", { hasText: "disparu" })).toBeVisible();
  await publish(page);
  await expect(editorAlert(page, FR_OVERRIDES.ui.toast.missingRequiredField)).toBeVisible();
  // On the field, by the link's own words (the editor shows no line numbers), brought into view
  // from the « Publier » button, screens below.
  const refusal = page
    .locator(FIELD_REFUSAL)
    .getByText(/Le lien «\sl'article disparu\s» \(\/notice\/game\/banking\/disparu\)/);
  await expect(refusal).toBeInViewport();
  await expect(refusal).toContainText("Lien vers le site…");
  // Given time to write, it would have: nothing was.
  await page.waitForTimeout(1000);
  expect(articleText()).toBe(before);

  // A click on the refusal selects the link in the text; the list then repairs it.
  await refusal.getByText(/l'article disparu/).click();
  await expect
    .poll(() => page.evaluate(() => document.getSelection()?.toString()))
    .toBe("[l'article disparu](/notice/game/banking/disparu)");
  const [href, article] = await anotherArticle();
  await pickSiteLink(page, article.title, article.title);
  await expect(page.locator("[data-slate-editor]")).not.toContainText("disparu)");
  await publish(page);
  await expect
    .poll(articleText)
    .toMatch(new RegExp(`Voir \\[l'article disparu\\]\\(${escapeRegExp(href)}(#[\\w-]+)?\\)\\.`));
  const check = checkContentIn(servers.repo);
  expect(check.code, check.output).toBe(0);
});

test("two broken links are listed above the text while they remain, each one selected from the list for repair", async ({
  page,
  context,
}) => {
  await openArticle(page, context);
  await typeAtEnd(
    page,
    "\n\nVoir [la banque fermée](/notice/game/banking/fermee) et [le garage perdu](/notice/game/vehicles/perdu).",
  );
  const list = page.getByRole("group", { name: /2 liens de ce texte ne mènent nulle part/ });
  await expect(list).toContainText("la banque fermée");
  await expect(list).toContainText("le garage perdu");
  // The second one first: the field's refusal could only ever lead to the first.
  await list
    .getByRole("listitem")
    .nth(1)
    .getByRole("button", { name: "Le sélectionner dans le texte" })
    .click();
  await expect
    .poll(() => page.evaluate(() => document.getSelection()?.toString()))
    .toBe("[le garage perdu](/notice/game/vehicles/perdu)");
  const [href, article] = await anotherArticle();
  await pickSiteLink(page, article.title, article.title);
  const one = page.getByRole("group", { name: /Un lien de ce texte ne mène nulle part/ });
  await expect(one).toContainText("la banque fermée");
  await expect(one).not.toContainText("le garage perdu");
  await one.getByRole("button", { name: "Le sélectionner dans le texte" }).click();
  await expect
    .poll(() => page.evaluate(() => document.getSelection()?.toString()))
    .toBe("[la banque fermée](/notice/game/banking/fermee)");
  await pickSiteLink(page, article.title, article.title);
  await expect(page.getByRole("group", { name: /ne mènen?t? nulle part/ })).toHaveCount(0);
  await publish(page);
  await expect.poll(articleText).toContain(`[le garage perdu](${href}`);
  const check = checkContentIn(servers.repo);
  expect(check.code, check.output).toBe(0);
});

test("staff reword the terms: their « Mis à jour le » becomes today's on save, and the form shows it", async ({
  page,
  context,
}) => {
  const file = path.join(servers.repo, "content/terms/terms.md");
  const before = readFileSync(file, "utf8");
  const today = new Date().toLocaleDateString("sv-SE", { timeZone: "Europe/Paris" });
  expect(before).not.toMatch(new RegExp(`^updated: "?${today}"?$`, "m"));
  await openEditor(page, context, servers, "#/collections/terms/entries/terms");
  await expect(page.locator("[data-slate-editor]")).toBeVisible();
  await typeAtEnd(page, "\n\nUne phrase ajoutée aux conditions.");
  await publish(page);
  await expect.poll(() => readFileSync(file, "utf8")).toContain("Une phrase ajoutée aux conditions.");
  expect(readFileSync(file, "utf8")).toMatch(new RegExp(`^updated: "?${today}"?$`, "m"));
  // The form is read again from the saved file: its date is the one the page now shows.
  await expect(page.getByText(/Le jour de la dernière mise à jour/)).toBeVisible();
  await expect(page.locator("body")).toContainText(
    new Date(`${today}T12:00:00Z`).toLocaleDateString("fr-FR", {
      day: "numeric",
      month: "long",
      year: "numeric",
    }),
  );
  const check = checkContentIn(servers.repo);
  expect(check.code, check.output).toBe(0);
});

test("a photo named like a colleague's gets a name of its own: the colleague's photo is untouched", async ({
  page,
  context,
}) => {
  const photos = path.join(servers.repo, "public/img/team");
  const members = path.join(servers.repo, "content/credits/team");
  const colleague = readdirSync(photos).find((name) => name.endsWith(".webp"))!;
  const theirs = readFileSync(path.join(photos, colleague));
  await openEditor(page, context, servers, "#/collections/credits-team/new");
  await page.getByLabel("Pseudo", { exact: true }).fill("Homonyme Test");
  for (const [label, text] of [
    ["Rôle", "Modérat"],
    ["Genre", "Masculin"],
  ] as const) {
    await page.getByLabel(label, { exact: true }).click();
    await page.keyboard.type(text);
    await page.keyboard.press("Enter");
  }
  const photo = await sharp({
    create: { width: 400, height: 400, channels: 3, background: { r: 20, g: 120, b: 200 } },
  })
    .webp()
    .toBuffer();
  await page
    .getByRole("button", { name: /^Choisir une image/ })
    .first()
    .click();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: colleague, mimeType: "image/webp", buffer: photo });
  await page.getByRole("button", { name: /^Utiliser le fichier choisi/ }).click();
  await publish(page);
  await expect.poll(() => readdirSync(members)).toContain("homonyme-test.json");
  const saved = JSON.parse(readFileSync(path.join(members, "homonyme-test.json"), "utf8")) as {
    image: string;
  };
  expect(saved.image).not.toBe(`/img/team/${colleague}`);
  expect(readdirSync(photos)).toContain(path.basename(saved.image));
  expect(readFileSync(path.join(photos, colleague)).equals(theirs)).toBe(true);
  const check = checkContentIn(servers.repo);
  expect(check.code, check.output).toBe(0);
});

test("two editors add a car park at the same time: both are saved, each with an id of its own; a name already used is refused", async ({
  page,
  context,
  openContext,
}) => {
  const folder = path.join(servers.repo, "content/map/points/parking");
  const before = readdirSync(folder).sort();
  const [near] = MAP_CATEGORIES.find((category) => category.id === "parking")!.points;
  const { x, y } = parsePosition(near!.position);
  const colleague = await openContext();
  const colleaguePage = await colleague.newPage();
  const editors = [
    { page, context, name: "Parking d'essai du matin", position: { x: x + 4, y: y + 4 } },
    {
      page: colleaguePage,
      context: colleague,
      name: "Parking d'essai du soir",
      position: { x: x - 4, y: y - 4 },
    },
  ];
  // Both open the form before either saves: both are offered the same free id.
  for (const editor of editors) {
    await openEditor(editor.page, editor.context, servers, "#/collections/map-parking/new");
    await editor.page.getByLabel("Nom", { exact: true }).fill(editor.name);
    const { x: px, y: py } = editor.position;
    await editor.page.getByLabel("Position", { exact: true }).fill(`${px},${py},${groundHeight(px, py)}`);
  }
  const offered = await Promise.all(
    editors.map((editor) => editor.page.getByLabel("Identifiant", { exact: true }).inputValue()),
  );
  expect(offered[0]).toBe(offered[1]);
  for (const editor of editors) {
    await publish(editor.page);
    await expect
      .poll(() => readdirSync(folder).length, { timeout: 30_000 })
      .toBe(before.length + editors.indexOf(editor) + 1);
  }
  await expect(
    colleaguePage.getByText(/Ce point a reçu l'identifiant \d+ : \d+ venait d'être pris/),
  ).toBeVisible();
  const added = readdirSync(folder).filter((name) => !before.includes(name));
  const points = added.map((file) => ({
    ...(JSON.parse(readFileSync(path.join(folder, file), "utf8")) as { id: number; name: string }),
  }));
  expect(points.map((point) => point.name).sort()).toEqual(editors.map((editor) => editor.name).sort());
  // The two ids differ, each file named after its own.
  expect(new Set(points.map((point) => point.id)).size).toBe(2);
  for (const point of added) expect(point).toMatch(/^\d+\.json$/);
  expect(added.map((name) => Number(name.replace(/\.json$/, ""))).sort()).toEqual(
    points.map((point) => point.id).sort(),
  );

  // A third editor's car park named like the colleague's (another case): refused on the field,
  // nothing written.
  const third = await openContext();
  const thirdPage = await third.newPage();
  await openEditor(thirdPage, third, servers, "#/collections/map-parking/new");
  await thirdPage.getByLabel("Nom", { exact: true }).fill(editors[1]!.name.toUpperCase());
  // Clear of the other car parks: the name alone is what is refused.
  await thirdPage
    .getByLabel("Position", { exact: true })
    .fill(`${x + 8},${y - 8},${groundHeight(x + 8, y - 8)}`);
  await publish(thirdPage);
  // The colleague's name came after the editor loaded: the check before writing reads it again.
  await expect(
    editorAlert(thirdPage, /champ «\sNom\s» : .*est déjà le nom du point n° \d+ de cette catégorie/),
  ).toBeVisible();
  await page.waitForTimeout(1000);
  expect(readdirSync(folder).length).toBe(before.length + 2);
  const check = checkContentIn(servers.repo);
  expect(check.code, check.output).toBe(0);
});

test("an image a page shows cannot be deleted from the media library: refused in French, naming the entry, and kept", async ({
  page,
  context,
}) => {
  // A category's picture, from the editor's own media folder.
  const category = readdirSync(path.join(servers.repo, "content/notice/game")).find((name) => {
    const file = path.join(servers.repo, "content/notice/game", name, "_category.json");
    try {
      return /\/img\/notice\/[^/"]+\.webp/.test(readFileSync(file, "utf8"));
    } catch {
      return false;
    }
  })!;
  const categoryFile = `content/notice/game/${category}/_category.json`;
  const image = /\/img\/notice\/([^/"]+\.webp)/.exec(
    readFileSync(path.join(servers.repo, categoryFile), "utf8"),
  )![1]!;
  const imageFile = path.join(servers.repo, "public/img/notice", image);
  const before = readFileSync(imageFile);
  await openEditor(page, context, servers, "#/collections");
  page.on("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: "Médias", exact: true }).click();
  await page.getByText(image, { exact: true }).click();
  await page
    .getByRole("button", { name: FR_OVERRIDES.mediaLibrary.mediaLibraryModal.deleteSelected })
    .click();
  // Why, in French, naming the entry that shows it; no English from the editor's own toast.
  const refusal = editorAlert(page, /n'a pas été supprimé/);
  const title = (JSON.parse(readFileSync(path.join(servers.repo, categoryFile), "utf8")) as { title: string })
    .title;
  // Where staff find it in the menu, its field as the form labels it.
  await expect(refusal).toContainText(
    new RegExp(`${escapeRegExp(title)}\\s» \\(Règlement · Catégories, champ «\\s\\p{Lu}`, "u"),
  );
  await expect(refusal).not.toContainText("content/");
  // The whole message and its button fit on the screen.
  const box = (await refusal.getByRole("button", { name: "Fermer" }).boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await expect(refusal).not.toContainText(/Failed|Error/);
  expect(readFileSync(imageFile).equals(before)).toBe(true);
  // Still listed: staff see that nothing went.
  await expect(page.getByText(image, { exact: true })).toBeVisible();
  // Another page of the editor (a link, Back): the library closes with the page it was opened on.
  await page.evaluate(() => {
    location.hash = "#/collections/credits-team";
  });
  await expect(page.getByText(image, { exact: true })).toBeHidden();
});
