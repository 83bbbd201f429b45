import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { teamMemberSchema } from "../../app/data/credits/schema";
import { MAX_SHRUNK_UPLOAD_BYTES } from "../../admin/config/editor-config";
import { FIELD_LABELS } from "../../admin/config/labels";
import { SAVE_PROBLEM_TEXT } from "../../admin/save-problems";
import { catalogue } from "../support/catalogue";
import { expect, test, type BrowserContext, type Page } from "../fixtures";
import { checkContentIn, startEditorServers, type EditorServers } from "../../tools/editor-servers";
import { editorAlert, openEditor, publish } from "./editor-page";

/**
 * Staff add a team member from the editor (Crédits · Équipe), as the team does it: a
 * photo uploaded through Decap's media dialog, a role chosen by its French name, then the exact
 * files written in a temporary copy of the repository and `npm run check:content` run there.
 * Refusals: a file that is not an image, and one over 1 MB, are refused with a message and
 * nothing is written; a member without a photo (and with the switch off) is then accepted.
 */
test.describe.configure({ mode: "serial" });

const french = catalogue("fr");

let servers: EditorServers;
test.beforeAll(async () => {
  servers = await startEditorServers();
});
test.afterAll(async () => {
  await servers?.close();
});

const TEAM_FOLDER = "content/credits/team";
const PHOTO_FOLDER = "public/img/team";
const list = (folder: string) => readdirSync(path.join(servers.repo, folder)).sort();
const readJson = (file: string) => JSON.parse(readFileSync(path.join(servers.repo, file), "utf8")) as unknown;

async function openEditorAt(page: Page, context: BrowserContext, hash: string) {
  await openEditor(page, context, servers, hash);
}

async function openNewMember(page: Page, context: BrowserContext) {
  await openEditorAt(page, context, "#/collections/credits-team/new");
  await expect(page.getByLabel("Pseudo", { exact: true })).toBeVisible();
}

/** Decap's selects are comboboxes (react-select): type the choice's French name, then Enter. */
async function choose(page: Page, label: string, text: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.keyboard.type(text);
  await page.keyboard.press("Enter");
}

/** Opens the photo's media dialog and gives its file input a file, as a click on "upload" would. */
async function uploadPhoto(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page
    .getByRole("button", { name: /^Choisir une image/ })
    .first()
    .click();
  await page.locator('input[type="file"]').setInputFiles(file);
}

test("staff add a team member with a photo: uploaded, cropped to a WebP, previewed as on /credits, valid for the build", async ({
  page,
  context,
}) => {
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  const photosBefore = list(PHOTO_FOLDER);
  await openNewMember(page, context);

  await page.getByLabel("Pseudo", { exact: true }).fill("Élodie Test");
  await choose(page, "Rôle", "Modératrice");
  await choose(page, "Genre", "Féminin");
  // A landscape PNG as a phone would give it, with an accent and a capital in its name.
  const photo = await sharp({
    create: { width: 900, height: 600, channels: 3, background: { r: 200, g: 120, b: 60 } },
  })
    .png()
    .toBuffer();
  await uploadPhoto(page, { name: "Portrait Élodie.PNG", mimeType: "image/png", buffer: photo });
  await page.getByRole("button", { name: /^Utiliser le fichier choisi/ }).click();

  // The field's thumbnail shows the uploaded photo before the entry is saved (Decap's own lookup
  // missed the renamed .webp and showed a broken image).
  const thumbnail = page.locator('img[role="presentation"]').first();
  await expect
    .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBe(256);

  // The preview shows the site's own card: name, French role, the photo.
  const preview = page.frameLocator("#preview-pane");
  const card = preview.locator(".team-card");
  await expect(card.locator(".credit-name")).toHaveText("Élodie Test");
  await expect(card.locator(".team-card__role")).toHaveText(
    french["app.credits.role.moderator"]!.replace(/^.*\bf \{([^}]*)\}.*$/, "$1"),
  );
  await expect(card.locator("img.team-avatar__image")).toHaveJSProperty("complete", true);
  expect(
    await card.locator("img.team-avatar__image").evaluate((image: HTMLImageElement) => image.naturalWidth),
  ).toBe(256);

  await publish(page);
  const file = `${TEAM_FOLDER}/elodie-test.json`;
  await expect.poll(() => list(TEAM_FOLDER)).toContain("elodie-test.json");
  // The photo's name: its words, then a code of its own, so that it never replaces a colleague's.
  const { image } = readJson(file) as { image: string };
  expect(image).toMatch(/^\/img\/team\/portrait-elodie-[0-9a-f]{6}\.webp$/);
  const photoName = path.basename(image);
  expect(readJson(file)).toEqual({
    displayName: "Élodie Test",
    image,
    active: true,
    role: "moderator",
    gender: "f",
  });
  expect(list(PHOTO_FOLDER)).toEqual([...photosBefore, photoName].sort());
  const written = await sharp(path.join(servers.repo, PHOTO_FOLDER, photoName)).metadata();
  expect(written).toMatchObject({ format: "webp", width: 256, height: 256 });
  expect(() => teamMemberSchema.parse(readJson(file))).not.toThrow();
  const check = checkContentIn(servers.repo);
  expect(check.output).toContain("✓ credits:");
  expect(check.code, check.output).toBe(0);
  expect(pageErrors).toEqual([]);
});

test("a file that is not an image, or heavier than a phone's photo, is refused with a message and nothing is written; a member without a photo is accepted", async ({
  page,
  context,
}) => {
  // A 20 MB file goes through the browser's protocol: slow on a busy machine.
  test.setTimeout(180_000);
  const photosBefore = list(PHOTO_FOLDER);
  const teamBefore = list(TEAM_FOLDER);
  await openNewMember(page, context);
  await page.getByLabel("Pseudo", { exact: true }).fill("Sans Photo");
  await choose(page, "Rôle", "Graphiste");
  await choose(page, "Genre", "Masculin");

  const refusal = page.getByRole("alert").filter({ hasText: "n'a pas été envoyée" });
  await uploadPhoto(page, {
    name: "photo.png",
    mimeType: "image/png",
    buffer: Buffer.from("%PDF-1.7\nnot an image\n"),
  });
  await expect(refusal).toContainText("« photo.png » n'est pas une image WebP, PNG, JPEG ou AVIF");
  // A team photo is shrunk to 256 px by the editor: a phone's photo of a few MB is taken, a 20 MB file is not.
  const large = Buffer.concat([
    await sharp({ create: { width: 8, height: 8, channels: 3, background: "#888" } })
      .png()
      .toBuffer(),
    Buffer.alloc(MAX_SHRUNK_UPLOAD_BYTES + 500_000),
  ]);
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "grande.png", mimeType: "image/png", buffer: large });
  await expect(refusal).toContainText(
    `« grande.png » pèse 20,5 Mo : les images doivent peser moins de ${MAX_SHRUNK_UPLOAD_BYTES / 1_000_000} Mo.`,
  );
  await page.keyboard.press("Escape");
  await refusal.getByRole("button", { name: "Fermer" }).click();

  // No photo, not in the team any more, the surprise left closed: valid as it is.
  await page.getByRole("switch", { name: /^Actif/ }).click();
  const preview = page.frameLocator("#preview-pane");
  await expect(preview.locator(".team-avatar__initials")).toHaveText("SP");
  await expect(preview.locator(".team-card__former")).toBeVisible();
  await publish(page);
  await expect.poll(() => list(TEAM_FOLDER)).toContain("sans-photo.json");
  expect(readJson(`${TEAM_FOLDER}/sans-photo.json`)).toEqual({
    displayName: "Sans Photo",
    active: false,
    role: "designer",
    gender: "m",
  });
  expect(list(TEAM_FOLDER)).toEqual([...teamBefore, "sans-photo.json"].sort());
  expect(list(PHOTO_FOLDER)).toEqual(photosBefore);
  const check = checkContentIn(servers.repo);
  expect(check.code, check.output).toBe(0);
});

test("staff change a social link in its file collection: the file keeps its shape and passes the build's checks", async ({
  page,
  context,
}) => {
  const file = "content/social.json";
  const before = readJson(file) as { links: { id: string; link: string }[] };
  await openEditorAt(page, context, "#/collections/site-lists/entries/social");
  const first = page.getByLabel("Lien", { exact: true }).first();
  await expect(first).toHaveValue(before.links[0]!.link);
  // The preview shows the links as the site's footer does: each network's icon, in order, named.
  const preview = page.frameLocator("#preview-pane");
  const icons = preview.locator("a.social-link");
  await expect(icons).toHaveCount(before.links.length);
  for (const [index, link] of before.links.entries()) {
    await expect(icons.nth(index)).toHaveAttribute("href", link.link);
    await expect(icons.nth(index).locator("svg use")).toHaveAttribute("href", /brands\.svg#/);
    await expect(preview.getByText(french[`app.network.${link.id}`]!, { exact: true })).toBeVisible();
  }
  // An address without https:// is refused in plain French, not « ne correspond pas au schéma ».
  await first.fill("example.org/brumes");
  await publish(page);
  await expect(page.getByText(FIELD_LABELS.link!.patternMessage!, { exact: true })).toBeVisible();
  await expect(page.getByText(/schéma/)).toHaveCount(0);
  // Decap's text field keeps its caret after a refused save: Playwright's fill then appends.
  await first.clear();
  await first.fill("https://example.org/brumes");
  await publish(page);
  const expected = {
    links: before.links.map((link, index) =>
      index === 0 ? { ...link, link: "https://example.org/brumes" } : link,
    ),
  };
  // Polled while decap-server writes it: a half-written file reads as nothing yet.
  const written = () => {
    try {
      return readJson(file);
    } catch {
      return undefined;
    }
  };
  await expect.poll(written).toEqual(expected);
  const check = checkContentIn(servers.repo);
  expect(check.code, check.output).toBe(0);
});

test("a save that loses the network says so in French and keeps the changes in the form; saving again works", async ({
  page,
  context,
}) => {
  const file = "content/social.json";
  const before = readFileSync(path.join(servers.repo, file), "utf8");
  await openEditorAt(page, context, "#/collections/site-lists/entries/social");
  const first = page.getByLabel("Lien", { exact: true }).first();
  await expect(first).toHaveValue(/^https:/);
  await first.clear();
  await first.fill("https://example.org/hors-ligne");
  // The network drops as the entry is sent to the backend.
  const backend = (url: URL) => url.origin === servers.origins[1];
  await page.route(backend, (route) =>
    /"persistEntry"/.test(route.request().postData() ?? "")
      ? route.abort("internetdisconnected")
      : route.continue(),
  );
  await publish(page);
  await expect(editorAlert(page, SAVE_PROBLEM_TEXT.network)).toBeVisible();
  await expect(first).toHaveValue("https://example.org/hors-ligne");
  expect(readFileSync(path.join(servers.repo, file), "utf8")).toBe(before);
  // The network is back: the same form is saved.
  await page.unroute(backend);
  await publish(page);
  await expect
    .poll(() => {
      try {
        return (readJson(file) as { links: { link: string }[] }).links[0]?.link;
      } catch {
        return undefined;
      }
    })
    .toBe("https://example.org/hors-ligne");
});
