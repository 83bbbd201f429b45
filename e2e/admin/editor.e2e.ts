import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import { MAP_CATEGORIES } from "../support/site-data";
import { CATEGORY_ICONS, poiSchema } from "../../app/map/poi-schema";
import { MAP } from "../../app/map/config";
import { groundHeight } from "../../app/map/ground-rules";
import { parsePosition } from "../../app/map/projection";
import { GLOSSARY_ARTICLE, glossaryFromTree } from "../../app/notice/content.server";
import { articlePath } from "../../app/notice/model";
import { articleFrontmatterSchema } from "../../app/notice/schema";
import { extractHeadings, parseMarkdown } from "../../app/lib/markdown/render";
import { todayInFrance } from "../../admin/widgets/today";
import { frenchDay, writtenDay } from "../../admin/widgets/written-day";
import { FR_OVERRIDES } from "../../admin/locale-fr-overrides";
import { expect, test, type BrowserContext, type Dialog, type Page } from "../fixtures";
import { startEditorServers, type EditorServers } from "../../tools/editor-servers";
import { caretToEnd, editorAlert, openEditor as openEditorOf, publish } from "./editor-page";

/**
 * The staff editor (/admin, Decap CMS) against decap-server on a temporary copy of the content:
 * each test loads the editor once, edits through the form as staff do, then checks the exact file
 * written and that the site's schemas accept it (or, for a refusal, the message and that nothing
 * was written).
 */
test.describe.configure({ mode: "serial" });

let servers: EditorServers;
test.beforeAll(async () => {
  servers = await startEditorServers();
});
test.afterAll(async () => {
  await servers?.close();
});

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;
function readArticle(file: string) {
  const [, yaml = "", body = ""] = FRONTMATTER.exec(readFileSync(file, "utf8")) ?? [];
  // decap-server writes in place: a file read mid-write is empty, its data {} until the save ends.
  return { data: (parseYaml(yaml) ?? {}) as Record<string, unknown>, body };
}

const openEditor = (page: Page, context: BrowserContext, hash: string) =>
  openEditorOf(page, context, servers, hash);

test("staff create an article with a change entry: accent-free key, site preview with a glossary mark, a valid file", async ({
  page,
  context,
}) => {
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  // The editor runs under local mode's CSP (editor-servers.ts): nothing it does may be refused.
  const refusals: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) refusals.push(message.text());
  });
  const ready = await openEditor(page, context, "#/collections/notice-game-prison");
  console.log(`editor: ready to log in ${ready} ms after navigation (desktop Chromium, built editor)`);
  // The collection's description speaks to staff, with no developer's path; no lone « / » in the top bar.
  await expect(page.getByRole("link", { name: /article/ }).first()).toBeVisible();
  await expect(page.getByText(/content\//)).toHaveCount(0);
  await expect(page.getByRole("link", { name: "/", exact: true })).toHaveCount(0);
  await page.goto(`${servers.editorUrl}#/collections/notice-game-prison/new`);

  const notion = readFileSync(
    `content/notice/${GLOSSARY_ARTICLE.type}/${GLOSSARY_ARTICLE.category}/${GLOSSARY_ARTICLE.key}.md`,
    "utf8",
  );
  const [term] = glossaryFromTree(
    parseMarkdown(FRONTMATTER.exec(notion)?.[2] ?? ""),
    articlePath(GLOSSARY_ARTICLE.type, GLOSSARY_ARTICLE.category, GLOSSARY_ARTICLE.key),
  );
  const today = todayInFrance();
  const body = `Un texte d'essai qui parle de ${term!.term} en passant.\n\n## Le principe {#principe}\n\nLe détail de la règle.\n`;

  // A new, untouched entry is not called saved.
  await expect(page.getByText(FR_OVERRIDES.editor.editorToolbar.changesSaved)).toBeVisible();
  await page.getByLabel("Titre", { exact: true }).fill("Prêts entre joueurs");
  await page.getByLabel("Ordre", { exact: true }).fill("7");
  await page
    .getByLabel("Description", { exact: true })
    .fill("Comment deux joueurs se prêtent de l'argent, et ce qui arrive en cas d'oubli.");
  // A list's add button names its item with its article.
  await expect(page.getByRole("button", { name: "Ajouter une ancienne adresse" })).toBeVisible();
  // One way to add a change entry: the box, not also the list of saved entries.
  await expect(page.getByRole("button", { name: /^Ajouter une (entrée|modification)/ })).toHaveCount(0);
  // A new article's publication day starts at today, written as French staff write it (24/11/2026).
  await expect(page.getByLabel("Publié le", { exact: true })).toHaveValue(frenchDay(today));
  // Written out in French next to the field, whatever the browser's date format.
  await expect(page.getByLabel("Publié le", { exact: true })).toHaveAccessibleDescription(writtenDay(today));
  // Decap's raw Markdown editor is a Slate text box, not a textarea: type into it.
  await page.locator("[data-slate-editor]").click();
  await page.keyboard.insertText(body);
  // On a new article, the entry announces its publication (it replaces « Nouvel article. »).
  await expect(page.getByText(/Pour un nouvel article, c'est facultatif/)).toBeVisible();
  await page.getByLabel("Ajouter une entrée au journal des modifications").check();
  await page.getByLabel("Résumé (obligatoire)").fill("Les prêts entre joueurs ont leur article.");
  await page.locator(".change-entry").getByLabel("Section concernée").selectOption("principe");

  const preview = page.frameLocator("#preview-pane");
  await expect(preview.locator("h2#principe")).toBeVisible();
  await expect(preview.locator(".glossary__term").first()).toHaveText(term!.term);

  await publish(page);
  const file = path.join(servers.repo, "content/notice/game/prison/prets-entre-joueurs.md");
  await expect.poll(() => readdirSync(path.dirname(file))).toContain("prets-entre-joueurs.md");
  const { data, body: written } = readArticle(file);
  expect(() => articleFrontmatterSchema.parse(data)).not.toThrow();
  expect(data).not.toHaveProperty("newChange");
  expect(data.changes).toEqual([
    { date: today, summary: "Les prêts entre joueurs ont leur article.", anchor: "principe" },
  ]);
  // Written as by hand: no empty list, a blank line before the text.
  expect(data).not.toHaveProperty("redirectFrom");
  expect(readFileSync(file, "utf8")).toContain(`---\n\n${body.split("\n")[0]}`);
  expect(written.trim()).toBe(body.trim());
  // The saved entry is listed with its day as French staff read it, not as the file stores it.
  await expect(
    page.getByText(`${frenchDay(today)} · Les prêts entre joueurs ont leur article.`),
  ).toBeVisible();
  // The new entry, saved, has its link to the site, and no English failure in its stead.
  await expect(page.getByRole("link", { name: "Voir en direct" })).toBeVisible();
  await expect(page.getByText(/Échec du chargement de l'aperçu/)).toHaveCount(0);
  expect(pageErrors).toEqual([]);
  expect(refusals).toEqual([]);
});

test("the editor says it is loading from the first paint, and no more once its login shows", async ({
  page,
}) => {
  // Its scripts held back, as on a slow network or a busy machine: the page is not left blank.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/*", async (route) => {
    if (route.request().resourceType() === "script") await held;
    await route.continue();
  });
  await page.goto(servers.editorUrl, { waitUntil: "commit" });
  const loading = page.getByRole("status").filter({ hasText: "Chargement de l'éditeur…" });
  await expect(loading).toBeVisible();
  release();
  await expect(page.getByRole("button", { name: "Se connecter" })).toBeVisible({ timeout: 60_000 });
  await expect(loading).toBeHidden();
});

test("a change dated in the future is refused with a message and nothing written; dated today, it is written once", async ({
  page,
  context,
}) => {
  const file = path.join(servers.repo, "content/notice/game/prison/enter.md");
  const before = readFileSync(file, "utf8");
  await openEditor(page, context, "#/collections/notice-game-prison/entries/enter");
  // An existing article keeps its own publication day.
  await expect(page.getByLabel("Publié le", { exact: true })).toHaveValue(
    frenchDay(String(readArticle(file).data.published)),
  );
  await page.getByLabel("Ajouter une entrée au journal des modifications").check();
  await page.getByLabel("Résumé (obligatoire)").fill("Une règle qui n'existe pas encore.");
  await page.getByLabel("Date", { exact: true }).last().fill("01/01/2099");
  // Said under the day as soon as it is typed; once publishing refuses it, in the field's
  // errors above it, and only there: the line under the day is then empty.
  await expect(page.locator(".written-day--wrong")).toHaveText("La date ne peut pas être dans le futur.");
  await publish(page);
  const refusal = page.getByRole("listitem").filter({ hasText: "La date ne peut pas être dans le futur." });
  await expect(refusal).toBeVisible();
  await expect(page.getByText("La date ne peut pas être dans le futur.")).toHaveCount(1);
  await expect(page.locator(".written-day").last()).toHaveText("");
  // Written as a sentence, not in Decap's capitals.
  await expect(refusal).toHaveCSS("text-transform", "none");
  await expect(editorAlert(page, FR_OVERRIDES.ui.toast.missingRequiredField)).toBeVisible();
  expect(readFileSync(file, "utf8")).toBe(before);

  // Dated today, it is saved once; the form is then read again from the file, in place, without
  // reloading the page (whose reload hid the confirmation), so the box is unticked and the list
  // shows the entry (the box once stayed ticked, and the next save wrote it a second time).
  const saved = (readArticle(file).data.changes as unknown[] | undefined)?.length ?? 0;
  await page.getByLabel("Date", { exact: true }).last().fill(frenchDay(todayInFrance()));
  let reloads = 0;
  page.on("load", () => (reloads += 1));
  await publish(page);
  await expect
    .poll(() => (readArticle(file).data.changes as unknown[] | undefined)?.length ?? 0)
    .toBe(saved + 1);
  const tick = page.getByLabel("Ajouter une entrée au journal des modifications");
  await expect(tick).not.toBeChecked();
  await expect(
    page.getByText(`${frenchDay(todayInFrance())} · Une règle qui n'existe pas encore.`),
  ).toBeAttached();
  expect(reloads).toBe(0);
  const order = Number(readArticle(file).data.order);
  await page.getByLabel("Ordre", { exact: true }).fill(String(order + 1));
  await publish(page);
  await expect.poll(() => readArticle(file).data.order).toBe(order + 1);
  expect(readArticle(file).data.changes).toHaveLength(saved + 1);
});

test("the preview follows the part of the article being edited", async ({ page, context }) => {
  // The longest article of the content, whatever it is today, among those that end with text: the
  // rich text mode shows a final worked example as a component, where Ctrl+End cannot put the caret.
  const root = path.join(servers.repo, "content/notice");
  const articles = readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".md"))
    .map((file) => ({ file, body: readArticle(path.join(root, file)).body }))
    .filter(({ body }) => !/^:::\s*$/.test(body.trim().split("\n").at(-1) ?? ""))
    .map(({ file, body }) => ({ file, length: body.length }))
    .sort((a, b) => b.length - a.length);
  const [type, category, name] = articles[0]!.file.split(path.sep);
  await openEditor(
    page,
    context,
    `#/collections/notice-${type}-${category}/entries/${name!.replace(/\.md$/, "")}`,
  );
  const preview = page.frameLocator("#preview-pane");
  const blocks = preview.locator(".article-body > *");
  await expect(blocks.first()).toBeVisible();
  const scrollY = () => preview.locator("html").evaluate((html) => html.ownerDocument.defaultView!.scrollY);
  expect(await scrollY()).toBe(0);
  // The caret at the end of the text: the article's last block comes into the preview's view.
  await caretToEnd(page);
  await expect.poll(scrollY).toBeGreaterThan(0);
  await expect(blocks.last()).toBeInViewport();
  // Back to the start: so does the first block.
  await page.keyboard.press("Control+Home");
  await expect(blocks.first()).toBeInViewport();
});

test("a change entry's fields stay in the form's column, beside the preview, whatever the article's section titles", async ({
  page,
  context,
}) => {
  // The article with the longest entry in « Section concernée »: the list is as wide as its longest
  // option, a section's title.
  const root = path.join(servers.repo, "content/notice");
  const longest = readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".md"))
    .map((file) => ({
      file,
      option: Math.max(
        0,
        ...extractHeadings(readArticle(path.join(root, file)).body)
          .filter((heading) => heading.depth >= 2 && heading.depth <= 3)
          .map(({ text }) => text.length),
      ),
    }))
    .sort((a, b) => b.option - a.option)[0]!;
  const [type, category, name] = longest.file.split(path.sep);
  await openEditor(
    page,
    context,
    `#/collections/notice-${type}-${category}/entries/${name!.replace(/\.md$/, "")}`,
  );
  await page.getByLabel("Ajouter une entrée au journal des modifications").check();
  // « Calendrier » must not be cut to « Calen », nor the summary and the section run under the preview.
  const previewLeft = (await page.locator("#preview-pane").boundingBox())!.x;
  for (const control of [
    page.getByRole("button", { name: "Calendrier" }).last(),
    page.getByLabel("Résumé (obligatoire)"),
    page.locator(".change-entry").getByLabel("Section concernée"),
  ]) {
    const box = (await control.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(previewLeft);
  }
});

test("staff move a car park by clicking on the map; a duplicate id is refused", async ({ page, context }) => {
  const parking = MAP_CATEGORIES.find((category) => category.id === "parking")!;
  const point = parking.points[0]!;
  const file = path.join(servers.repo, "content/map/points/parking", `${point.id}.json`);
  await openEditor(page, context, `#/collections/map-parking/entries/${point.id}`);
  const position = page.getByLabel("Position", { exact: true });
  await expect(position).toHaveValue(point.position);
  const map = page.getByTestId("position-map");
  await map.scrollIntoViewIfNeeded();
  // The island is under the marker: the site's tiles load, in the widget and in the preview.
  const loaded = (images: Element[]) =>
    images.filter((image) => (image as HTMLImageElement).naturalWidth > 0).length;
  await expect.poll(() => map.locator("img.leaflet-tile").evaluateAll(loaded)).toBeGreaterThan(0);
  const previewTiles = page.frameLocator("#preview-pane").locator(".point-preview__map img");
  await expect.poll(() => previewTiles.count()).toBeGreaterThan(0);
  await expect.poll(() => previewTiles.evaluateAll(loaded)).toBe(await previewTiles.count());
  // The preview keeps the map's aspect: square tiles, and the whole island in a square view, not a
  // thin strip of it.
  const previewBox = (await page.frameLocator("#preview-pane").locator(".point-preview__map").boundingBox())!;
  expect(previewBox.width / previewBox.height).toBeCloseTo(1, 1);
  const tileBox = (await previewTiles.first().boundingBox())!;
  expect(Math.abs(tileBox.width - tileBox.height)).toBeLessThan(1);
  // The map as players see it: the place names, and the category's other points (named on hover).
  await expect(map.locator(".place-label:not(.place-label--hidden) > span").first()).toBeVisible();
  await expect(map.locator(".position-control__other")).toHaveCount(parking.points.length - 1);
  // Typed out at sea: refused on the field, in the build's words, and nothing written.
  const written = readFileSync(file, "utf8");
  await position.fill("-5000,-5000,0");
  await publish(page);
  await expect(
    page.getByRole("listitem").filter({ hasText: /la position est en (pleine )?mer/i }),
  ).toBeVisible();
  expect(readFileSync(file, "utf8")).toBe(written);
  const box = (await map.boundingBox())!;
  await map.click({ position: { x: box.width * 0.4, y: box.height * 0.6 } });
  await expect(position).not.toHaveValue(point.position);
  const typed = await position.inputValue();
  // The preview shows the point where the site's map puts it.
  await expect(page.frameLocator("#preview-pane").locator(".point-preview__marker")).toBeVisible();
  await publish(page);
  // Polled while decap-server writes it: a half-written file reads as nothing yet.
  const writtenPosition = () => {
    try {
      return (JSON.parse(readFileSync(file, "utf8")) as { position: string }).position;
    } catch {
      return undefined;
    }
  };
  await expect.poll(writtenPosition).toBe(typed);
  const saved = poiSchema.parse(JSON.parse(readFileSync(file, "utf8")));
  expect(saved).toMatchObject({ id: point.id, name: point.name, icon: point.icon });
  const moved = parsePosition(saved.position);
  expect(Math.abs(moved.x)).toBeLessThanOrEqual(MAP.coordinateBound);
  expect(Math.abs(moved.y)).toBeLessThanOrEqual(MAP.coordinateBound);
  // The ground's height there, from the island's model: a point put on land leaves no warning.
  expect(moved.z).toBe(groundHeight(moved.x, moved.y));
  expect(CATEGORY_ICONS.parking).toContain(saved.icon);

  // A new point given another point's id: refused, nothing written.
  const folder = path.dirname(file);
  const files = readdirSync(folder).sort();
  const contents = files.map((name) => readFileSync(path.join(folder, name), "utf8"));
  await page.goto(`${servers.editorUrl}#/collections/map-parking/new`);
  await page.getByLabel("Identifiant", { exact: true }).fill(String(point.id));
  await page.getByLabel("Nom", { exact: true }).fill("Parking d'essai");
  await page.getByLabel("Position", { exact: true }).fill("100,200,30");
  await publish(page);
  // Refused on the field, naming the point that has that id.
  const taken = new RegExp(
    `${point.id} est déjà l'identifiant de content/map/points/parking/${point.id}\\.json`,
  );
  await expect(page.getByText(taken)).toBeVisible();
  // The notice says the entry has errors and where to look, never that a field is empty (none is).
  await expect(editorAlert(page, FR_OVERRIDES.ui.toast.missingRequiredField)).toBeVisible();
  expect(readdirSync(folder).sort()).toEqual(files);
  expect(files.map((name) => readFileSync(path.join(folder, name), "utf8"))).toEqual(contents);

  // Another new form, its address typed: clean, with no error nor « sauvegarde
  // locale » carried over from the refused point, after one question about leaving it (Decap's),
  // not a second one from the browser as the editor reloads.
  const questions: string[] = [];
  page.on("dialog", (dialog) => {
    questions.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.accept();
  });
  await page.evaluate(() => (window.location.hash = "#/collections/credits-team/new"));
  await expect(page.getByLabel("Pseudo", { exact: true })).toHaveValue("");
  expect(questions).toEqual([`confirm: ${FR_OVERRIDES.editor.editor.onLeavePage}`]);
  await expect(page.getByText(FR_OVERRIDES.editor.editorToolbar.changesSaved)).toBeVisible();
  await expect(page.getByText(taken)).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel("Pseudo", { exact: true })).toBeVisible();
  expect(questions.filter((question) => /sauvegarde locale/i.test(question))).toEqual([]);
});

/** Decap's local backup of an entry (localForage's IndexedDB), as a reload finds it. */
function localBackup(page: Page, collection: string, slug: string): Promise<string> {
  return page.evaluate(
    (key) =>
      new Promise<string>((resolve) => {
        const open = indexedDB.open("localforage");
        open.onerror = () => resolve("");
        open.onsuccess = () => {
          const store = open.result.objectStoreNames.contains("keyvaluepairs")
            ? open.result.transaction("keyvaluepairs").objectStore("keyvaluepairs")
            : undefined;
          if (!store) return resolve("");
          const read = store.get(key);
          read.onsuccess = () => resolve(JSON.stringify(read.result ?? ""));
          read.onerror = () => resolve("");
        };
      }),
    `backup.${collection}.${slug}`,
  );
}

/** Reloads the editor, taking its local backup or not (and leaving the page when asked). */
async function reloadAnsweringBackup(page: Page, take: boolean) {
  const questions: string[] = [];
  const answer = (dialog: Dialog) => {
    questions.push(dialog.message());
    const backup = /sauvegarde locale/.test(dialog.message());
    void (backup && !take ? dialog.dismiss() : dialog.accept());
  };
  page.on("dialog", answer);
  await page.reload();
  await expect.poll(() => questions.some((question) => /sauvegarde locale/.test(question))).toBe(true);
  page.off("dialog", answer);
}

test("a colleague's save meanwhile is kept: other lines are merged, the same line is asked about, and nothing is lost", async ({
  page,
  context,
}) => {
  const file = path.join(servers.repo, "content/notice/game/prison/parlor.md");
  await openEditor(page, context, "#/collections/notice-game-prison/entries/parlor");
  const description = page.getByLabel("Description", { exact: true });
  await expect(description).toHaveValue(String(readArticle(file).data.description));
  // A colleague saves the same article while it is open here, at its end.
  const theirs = `${readFileSync(file, "utf8").trimEnd()}\n\nUne précision ajoutée par un collègue.\n`;
  writeFileSync(file, theirs);
  const mine = "Les visites au parloir, décrites par un autre membre de l'équipe.";
  await description.fill(mine);
  await publish(page);
  // Other lines than theirs: both changes are written, without a question.
  await expect.poll(() => readArticle(file).data.description).toBe(mine);
  expect(readFileSync(file, "utf8")).toContain("Une précision ajoutée par un collègue.");

  // The form is read again from the merged file, without a reload: the colleague's line is in it,
  // so that the next save from this form keeps it.
  await expect(page.locator("[data-slate-editor]")).toContainText("Une précision ajoutée par un collègue.");
  await expect(description).toHaveValue(mine);
  // The colleague now changes the same line (the description) while it is open here.
  const colleagues = "Le parloir : qui peut venir, la fouille et ce que risque un visiteur qui triche.";
  const before = readFileSync(file, "utf8");
  const both = before.replace(mine, colleagues);
  writeFileSync(file, both);
  const again = "Les visites au parloir, la fouille des visiteurs et les objets interdits.";
  await description.fill(again);
  await publish(page);
  const question = page.getByRole("dialog", { name: "Un collègue a changé les mêmes lignes" });
  await expect(question).toBeVisible();
  await expect(question).toContainText(colleagues);
  await expect(question).toContainText(again);
  // The article is named as staff know it, not by its file.
  await expect(question).toContainText(`l'article « ${String(readArticle(file).data.title)} » du règlement`);
  await expect(question).not.toContainText("content/");
  // « Ne pas enregistrer »: nothing written, and the form keeps the change, as the message says.
  await question.getByRole("button", { name: "Ne pas enregistrer" }).click();
  await expect(editorAlert(page, /vous avez choisi de ne pas enregistrer/)).toBeVisible();
  expect(readFileSync(file, "utf8")).toBe(both);
  await expect(description).toHaveValue(again);
  // Saved again, this time keeping this version of those lines.
  await publish(page);
  await question.getByRole("button", { name: "Garder ma version de ces lignes" }).click();
  await expect.poll(() => readArticle(file).data.description).toBe(again);
  expect(readFileSync(file, "utf8")).toContain("Une précision ajoutée par un collègue.");
});

/** How far down the editor's form is scrolled (its pane is the page's one scrolled element). */
const formScroll = (page: Page) =>
  page.evaluate(() =>
    Math.max(0, ...[...document.querySelectorAll("body *")].map((element) => element.scrollTop)),
  );

test("a colleague's save of the open article: an unchanged form shows it and says so; a changed one keeps its changes, hears of it, and both are saved, the form left where staff were", async ({
  page,
  context,
}) => {
  const file = path.join(servers.repo, "content/notice/game/prison/activity.md");
  const withDescription = (description: string) =>
    writeFileSync(
      file,
      readFileSync(file, "utf8").replace(/^description: .*$/m, `description: ${JSON.stringify(description)}`),
    );
  await openEditor(page, context, "#/collections/notice-game-prison/entries/activity");
  const description = page.getByLabel("Description", { exact: true });
  await expect(description).toHaveValue(String(readArticle(file).data.description));
  const news = page.getByRole("status").filter({ hasText: /Un collègue vient d'enregistrer l'article «/ });

  // A colleague saves the article while it is open here, unchanged; staff come back to the tab.
  const theirs = "Travailler en prison : les postes, le salaire et ce qu'ils changent à la peine.";
  withDescription(theirs);
  await page.evaluate(() => window.dispatchEvent(new Event("focus")));
  await expect(description).toHaveValue(theirs);
  await expect(news).toContainText("le formulaire montre maintenant la version enregistrée");

  // Now staff add a sentence at the end of the text, far down the form, and the colleague saves
  // another line meanwhile: the form keeps what staff typed and says what will happen.
  await caretToEnd(page);
  await page.keyboard.type(" Une phrase ajoutée ici.");
  const scrolled = await formScroll(page);
  expect(scrolled, "the end of the text is far down the form").toBeGreaterThan(100);
  const again = "Le travail en prison : qui peut travailler, combien il rapporte, ce qu'il réduit.";
  withDescription(again);
  await page.evaluate(() => window.dispatchEvent(new Event("focus")));
  await expect(news).toContainText("Vos changements sont toujours dans le formulaire");
  await expect(page.locator("[data-slate-editor]")).toContainText("Une phrase ajoutée ici.");
  await expect(description).toHaveValue(theirs);

  // Saved: both are in the file, the form shows both, and it is still where staff were.
  await publish(page);
  await expect.poll(() => readArticle(file).body).toContain("Une phrase ajoutée ici.");
  expect(readArticle(file).data.description).toBe(again);
  await expect(description).toHaveValue(again);
  await expect.poll(async () => Math.abs((await formScroll(page)) - scrolled)).toBeLessThan(40);
  // The word that said what the save would do now says it is done.
  await expect(page.getByRole("status").filter({ hasText: /ont été réunis/ })).toBeVisible();
  await expect(news).toHaveCount(0);
});

test("a title of spaces and an order of « 2,5 » are refused on their fields, in French, and nothing is written", async ({
  page,
  context,
}) => {
  const folder = path.join(servers.repo, "content/notice/game/prison");
  const before = readdirSync(folder).sort();
  await openEditor(page, context, "#/collections/notice-game-prison/new");
  await page.getByLabel("Titre", { exact: true }).fill("   ");
  await page
    .getByLabel("Description", { exact: true })
    .fill("Une description assez longue pour la règle des quarante caractères.");
  const order = page.getByLabel("Ordre", { exact: true });
  await order.click();
  await page.keyboard.type("2,5");
  // Kept as typed, not read as 25.
  await expect(order).toHaveValue("2,5");
  await publish(page);
  const titleField = page.locator('label[for*="-field-"]', { hasText: "Titre" }).locator("xpath=..");
  await expect(titleField).toContainText("doit faire au moins 2 caractères, sans compter les espaces");
  const orderField = page.locator('label[for*="-field-"]', { hasText: "Ordre" }).locator("xpath=..");
  await expect(orderField).toContainText("« 2,5 » n'est pas un nombre entier : écrivez 2 ou 3");
  await page.waitForTimeout(1000);
  expect(readdirSync(folder).sort()).toEqual(before);
});

test("a save refused for an expired login says to log in again; the draft survives the reload, then saves", async ({
  page,
  context,
}) => {
  const file = path.join(servers.repo, "content/notice/game/prison/freedom.md");
  const before = readFileSync(file, "utf8");
  await page.clock.install();
  await openEditor(page, context, "#/collections/notice-game-prison/entries/freedom");
  const description = page.getByLabel("Description", { exact: true });
  await expect(description).toHaveValue(String(readArticle(file).data.description));
  const mine = "Sortir de prison : la libération, pas à pas.";
  await description.fill(mine);
  // The Git host no longer accepts the login's token, as GitHub answers an expired one.
  const backend = (url: URL) => url.origin === servers.origins[1];
  await page.route(backend, (route) =>
    /"persistEntry"/.test(route.request().postData() ?? "")
      ? route.fulfill({ status: 401, json: { error: "Bad credentials" } })
      : route.continue(),
  );
  await publish(page);
  const expired = editorAlert(page, /votre connexion au dépôt du site a expiré/);
  await expect(expired).toBeVisible();
  expect(readFileSync(file, "utf8")).toBe(before);
  // Decap dismisses its toast after 8 s; the message stays until staff close it.
  await page.clock.fastForward(10_000);
  await expect(expired).toBeVisible();
  await expired.getByRole("button", { name: "Fermer" }).click();
  await expect(expired).toHaveCount(0);

  // Logged in again (here: the local backend needs no login), the draft is offered back and saves.
  await page.unroute(backend);
  await expect.poll(() => localBackup(page, "notice-game-prison", "freedom")).toContain(mine);
  await reloadAnsweringBackup(page, true);
  await expect(description).toHaveValue(mine);
  await publish(page);
  await expect.poll(() => readArticle(file).data.description).toBe(mine);
  expect(readFileSync(file, "utf8").replace(/^description: .*$/m, "")).toBe(
    before.replace(/^description: .*$/m, ""),
  );
});

test("text typed a moment before a reload is offered back: the form is backed up well before Decap's 2 s", async ({
  page,
  context,
}) => {
  const file = path.join(servers.repo, "content/notice/game/justice/court.md");
  await page.clock.install();
  await openEditor(page, context, "#/collections/notice-game-justice/entries/court");
  const description = page.getByLabel("Description", { exact: true });
  await expect(description).toHaveValue(String(readArticle(file).data.description));
  // Time stands still from here: only the editor's own short delay can have passed.
  await page.clock.pauseAt(Date.now() + 60_000);
  const mine = "Le tribunal : qui juge, comment se déroule un procès et ce que l'on risque.";
  await description.fill(mine);
  await page.clock.runFor(500);
  await expect.poll(() => localBackup(page, "notice-game-justice", "court")).toContain(mine);
  await page.clock.resume();
  await reloadAnsweringBackup(page, true);
  await expect(description).toHaveValue(mine);
});
