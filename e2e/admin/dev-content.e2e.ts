import { spawn, type ChildProcess } from "node:child_process";
import {
  cpSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmSync,
  symlinkSync,
  readFileSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, request as playwrightRequest, test, type APIRequestContext } from "@playwright/test";
import { articlePath, categoryPath } from "../../app/notice/model";
import { freePort } from "../../tools/editor-servers";

/**
 * `npm run edit` writes content files while the site's development server runs: a new, renamed or
 * deleted article must be served (and listed in its category) without restarting the server. The
 * server runs on a temporary copy of content/ and public/ (which the tests change), never the working
 * copy: app/ and the config files are copied too (Vite serves only files under its root), the other
 * folders are linked.
 */
const TYPE = "game";
const CATEGORY = "banking";
const KEY = "dev-server-article-test";
const RENAMED = "dev-server-article-renamed";

// One development server for the file's tests (two would start together on two cores).
test.describe.configure({ mode: "serial" });

let dir: string;
let dev: ChildProcess;
let api: APIRequestContext;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dir = mkdtempSync(path.join(tmpdir(), "brumes-dev-"));
  for (const entry of readdirSync(".")) {
    if (["build", "test-results", ".react-router", ".git"].includes(entry)) continue;
    if (["content", "app", "public"].includes(entry) || /\.(ts|json)$/.test(entry))
      cpSync(entry, path.join(dir, entry), { recursive: true });
    else symlinkSync(path.resolve(entry), path.join(dir, entry));
  }
  // Its own dependency cache (kept between runs), so that it never overwrites the one of `npm run dev`.
  renameSync(path.join(dir, "vite.config.ts"), path.join(dir, "vite.site.config.ts"));
  writeFileSync(
    path.join(dir, "vite.config.ts"),
    `import { mergeConfig } from "vite";\nimport site from "./vite.site.config.ts";\n` +
      `export default mergeConfig(site, { cacheDir: ${JSON.stringify(path.resolve("node_modules/.vite-dev-content-test"))} });\n`,
  );
  const port = await freePort();
  dev = spawn(
    path.resolve("node_modules/.bin/react-router"),
    ["dev", "--host", "127.0.0.1", "--port", String(port), "--strictPort"],
    { cwd: dir, stdio: ["ignore", "ignore", "inherit"], env: process.env },
  );
  api = await playwrightRequest.newContext({ baseURL: `http://127.0.0.1:${port}`, maxRedirects: 0 });
  await expect
    .poll(async () => (await api.get("/notice").catch(() => undefined))?.status(), { timeout: 90_000 })
    .toBe(200);
});
test.afterAll(async () => {
  await api?.dispose();
  dev?.kill("SIGTERM");
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const article = (key: string) =>
  [
    "---",
    "title: Article ajouté pendant le test",
    "order: 99",
    'description: "Un article écrit par le test du serveur de développement, pour vérifier qu\'il apparaît."',
    "published: 2026-11-01",
    "---",
    "",
    `Texte de l'article ${key}.`,
    "",
  ].join("\n");

test("an article added, renamed or deleted while the dev server runs is served and listed without a restart", async () => {
  test.setTimeout(180_000);
  const file = path.join(dir, "content/notice", TYPE, CATEGORY, `${KEY}.md`);
  const status = async (pathname: string) => (await api.get(pathname)).status();
  const listed = async (key: string) =>
    (await (await api.get(categoryPath(TYPE, CATEGORY))).text()).includes(
      `href="${articlePath(TYPE, CATEGORY, key)}"`,
    );

  expect(await status(articlePath(TYPE, CATEGORY, KEY))).toBe(302);
  writeFileSync(file, article(KEY));
  await expect.poll(() => status(articlePath(TYPE, CATEGORY, KEY)), { timeout: 45_000 }).toBe(200);
  expect(await listed(KEY)).toBe(true);
  // The page's data too, which the browser asks for when the page hydrates: without it, the reader
  // saw « Page introuvable » over the served article (React Router serves the data of pre-rendered
  // paths only, and read that list once).
  expect(await status(`${articlePath(TYPE, CATEGORY, KEY)}.data`)).toBe(200);

  renameSync(file, path.join(path.dirname(file), `${RENAMED}.md`));
  await expect.poll(() => status(articlePath(TYPE, CATEGORY, RENAMED)), { timeout: 45_000 }).toBe(200);
  expect(await status(`${articlePath(TYPE, CATEGORY, RENAMED)}.data`)).toBe(200);
  expect(await status(articlePath(TYPE, CATEGORY, KEY))).toBe(302);

  rmSync(path.join(path.dirname(file), `${RENAMED}.md`));
  await expect.poll(() => status(articlePath(TYPE, CATEGORY, RENAMED)), { timeout: 45_000 }).toBe(302);
  expect(await listed(RENAMED)).toBe(false);
});

test("the pages' data modules load in development after staff save, so the map and the credits work in npm run edit", async () => {
  // Vite once resolved the content folders (watch files) as imports of these modules: after the
  // first save they answered 500, and the map's categories did nothing under `npm run edit`.
  const modules = ["map-data", "credits", "business", "social", "notice-paths"];
  const load = (name: string) => api.get(`/@id/__x00__virtual:${name}`);
  // Loaded once, as a page does, before the save: the failure came when they were built again.
  for (const name of modules) expect((await load(name)).status(), name).toBe(200);
  const team = path.join(dir, "content/credits/team");
  const [first = ""] = readdirSync(team);
  const member = {
    ...(JSON.parse(readFileSync(path.join(team, first), "utf8")) as object),
    displayName: "Saved In Test",
  };
  writeFileSync(path.join(team, "saved-in-test.json"), `${JSON.stringify(member, null, 2)}\n`);
  const credits = async () => {
    const response = await load("credits");
    return response.ok() && (await response.text()).includes("Saved In Test");
  };
  await expect.poll(credits, { timeout: 45_000 }).toBe(true);
  // The save invalidated every content module: each is built again, without error.
  for (const name of modules) {
    const response = await load(name);
    expect(response.status(), name).toBe(200);
    expect(await response.text(), name).toMatch(/^export const /);
  }
  for (const page of ["/board", "/credits"]) expect((await api.get(page)).status(), page).toBe(200);
});

test("a content mistake shows a French page naming the file on the pages it affects only, and the next valid save brings them back", async () => {
  test.setTimeout(240_000);
  const page = async (pathname: string) => {
    const response = await api.get(pathname, { headers: { accept: "text/html" } });
    return { status: response.status(), text: await response.text() };
  };
  const shows = (fragment: string) => async (pathname: string) => {
    const { status, text } = await page(pathname);
    return status === 500 && text.includes("Une erreur dans le contenu") && text.includes(fragment);
  };
  const works = async (pathname: string) => (await page(pathname)).status === 200;
  const others = ["/", "/board", "/credits", "/en/board"];

  // A link to an article that does not exist, saved in an article of the rulebook.
  const article = path.join(dir, "content/notice", TYPE, CATEGORY, "atm.md");
  const text = readFileSync(article, "utf8");
  writeFileSync(article, `${text}\nVoir [l'article disparu](/notice/game/banking/disparu).\n`);
  await expect.poll(() => shows("atm.md")(categoryPath(TYPE, CATEGORY)), { timeout: 45_000 }).toBe(true);
  expect(await shows("/notice/game/banking/disparu")("/ar/notice")).toBe(true);
  // The quiz checks its questions' rule links against the rulebook: it shows the mistake too.
  expect(await shows("atm.md")("/quiz")).toBe(true);
  for (const pathname of others) expect(await works(pathname), pathname).toBe(true);
  writeFileSync(article, text);
  await expect.poll(() => works(categoryPath(TYPE, CATEGORY)), { timeout: 45_000 }).toBe(true);

  // An image in use deleted from the media library, then restored: its category comes back.
  const category = JSON.parse(
    readFileSync(path.join(dir, "content/notice", TYPE, CATEGORY, "_category.json"), "utf8"),
  ) as { image: string };
  const image = path.join(dir, "public", category.image);
  const saved = readFileSync(image);
  rmSync(image);
  await expect
    .poll(() => shows("_category.json")(categoryPath(TYPE, CATEGORY)), { timeout: 20_000 })
    .toBe(true);
  for (const pathname of others) expect(await works(pathname), pathname).toBe(true);
  writeFileSync(image, saved);
  await expect.poll(() => works(categoryPath(TYPE, CATEGORY)), { timeout: 45_000 }).toBe(true);

  // The English search vocabulary broken: the rulebook in English shows it, in French it works.
  const vocabulary = path.join(dir, "content/search-vocabulary/en.json");
  const words = readFileSync(vocabulary, "utf8");
  writeFileSync(vocabulary, JSON.stringify({ topics: [{ french: [], words: ["fine"] }] }));
  await expect.poll(() => shows("en.json")("/en/notice"), { timeout: 45_000 }).toBe(true);
  expect(await works("/notice")).toBe(true);
  expect(await works("/en/board")).toBe(true);
  writeFileSync(vocabulary, words);
  await expect.poll(() => works("/en/notice"), { timeout: 45_000 }).toBe(true);
});
