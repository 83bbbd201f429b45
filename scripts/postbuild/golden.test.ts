import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeCspManifest } from "./csp-hashes";
import { deferHydrationStep } from "./defer-hydration";
import { flattenPages } from "./flat-pages";
import { leanHydrationDataStep } from "./lean-hydration-data";
import { pageFiles, rewritePage, rewritePages } from "./page-files";
import type { BuildContext } from "./step";
import siteConfig from "../../react-router.config";
import fixtureConfig from "./fixture-site/react-router.config";

/**
 * The pipeline's page steps on pages pre-rendered by the installed React Router: a small fixture site
 * (fixture-site/, the real site's options) is built once, then rewritten by the very steps of the
 * build. An upgrade that changes React Router's output makes a step throw here, not the site slow.
 */
const FIXTURE = path.resolve(import.meta.dirname, "fixture-site");
const CACHE = path.resolve("node_modules/.cache/golden-fixture-site");
let context: BuildContext;
/** The pages as React Router wrote them, before the steps. */
const original = new Map<string, string>();
/** The pages after the steps. */
const rewritten = new Map<string, string>();

beforeAll(async () => {
  // Inside the project, so that the build's server bundle finds React in node_modules.
  await mkdir(CACHE, { recursive: true });
  const buildDir = await mkdtemp(path.join(CACHE, "build-"));
  context = { buildDir, clientDir: path.join(buildDir, "client") };
  const build = spawnSync(path.resolve("node_modules/.bin/react-router"), ["build"], {
    cwd: FIXTURE,
    env: { ...process.env, FIXTURE_BUILD_DIR: buildDir },
    encoding: "utf8",
  });
  if (build.status !== 0)
    throw new Error(`the fixture site did not build:\n${build.stdout}\n${build.stderr}`);
  await flattenPages(context.clientDir);
  for (const page of await pageFiles(context.clientDir)) {
    original.set(page, await readFile(path.join(context.clientDir, page), "utf8"));
  }
  await rewritePages(context, [leanHydrationDataStep, deferHydrationStep]);
  for (const page of original.keys()) {
    rewritten.set(page, await readFile(path.join(context.clientDir, page), "utf8"));
  }
}, 120_000);

afterAll(() => rm(context.buildDir, { recursive: true, force: true }));

const ARTICLE = "/notice/game/fixture/article.html";
const moduleUrls = (html: string) => [...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!);

describe("the build's page steps on React Router's real output", () => {
  it("come from a site built with the real site's options", () => {
    expect({ ssr: fixtureConfig.ssr, future: fixtureConfig.future }).toEqual({
      ssr: siteConfig.ssr,
      future: siteConfig.future,
    });
  });

  it("finds every page the fixture pre-renders", () => {
    expect([...original.keys()]).toEqual(["/ar.html", "/index.html", ARTICLE]);
  });

  it("moves every module preload out of the HTML into one deferred hydration script", () => {
    for (const [page, html] of rewritten) {
      expect(html, page).not.toMatch(/<link[^>]*modulepreload/i);
      expect(html.match(/<script type="module"/g), page).toHaveLength(1);
      expect(html, page).toContain('"first-contentful-paint"');
    }
  });

  it("keeps every module React Router loads, and adds the page's own messages to the same batch", async () => {
    const chunks = JSON.parse(await readFile(path.join(context.buildDir, "catalogue-chunks.json"), "utf8"));
    for (const [page, html] of rewritten) {
      const before = new Set(moduleUrls(original.get(page)!));
      const after = new Set(moduleUrls(html));
      for (const url of before) expect(after.has(url), `${page} ${url}`).toBe(true);
      const locale = page === "/ar.html" ? "ar" : "fr";
      expect(chunks[locale], page).toMatch(/^\/assets\/.+\.js$/);
      const added = [...after].filter((url) => !before.has(url));
      expect(added, page).toEqual([
        expect.stringMatching(new RegExp(`^/assets/messages-${locale}-[\\w-]+\\.js$`)),
      ]);
      // A part of the language's catalogue, written next to the other assets, and named to the entry.
      const part = await readFile(path.join(context.clientDir, added[0]!), "utf8");
      const whole = await readFile(path.join(context.clientDir, chunks[locale]), "utf8");
      const keys = Object.keys(
        JSON.parse(part.replace(/^export default /, "").replace(/;\s*$/, "")) as object,
      );
      for (const key of keys) expect(whole, key).toContain(`"${key}"`);
      expect(html, page).toContain(`window.__pageMessages = ${JSON.stringify(added[0])};`);
    }
  });

  it("takes the article HTML out of the hydration data, where the page already holds it", () => {
    const articleHtml = "Un <strong>texte</strong>";
    const data = (html: string) => /streamController\.enqueue\(([^]*?)\);<\/script>/.exec(html)?.[1] ?? "";
    expect(data(original.get(ARTICLE)!)).toContain("\\u003cstrong\\u003etexte");
    expect(data(rewritten.get(ARTICLE)!)).not.toContain("texte");
    expect(rewritten.get(ARTICLE)).toContain(articleHtml);
  });

  it("hashes every inline script of the final pages for the CSP", async () => {
    const manifest = await writeCspManifest(context.clientDir, context.buildDir);
    for (const [page, html] of rewritten) {
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([^]*?)<\/script>/g)].map(
        (match) => match[1]!,
      );
      expect(inline.length, page).toBeGreaterThanOrEqual(3);
      for (const body of inline) {
        const hash = `sha256-${createHash("sha256").update(body).digest("base64")}`;
        expect(manifest[page], page).toContain(hash);
      }
    }
  });

  it("fails, naming the step and the page, when React Router's output changes shape", () => {
    const page = original.get(ARTICLE)!;
    // React Router's <Scripts crossOrigin> option, or a nonce: hints of another shape.
    const crossOrigin = page.replace(
      /<link rel="modulepreload" href="([^"]+)"\/>/,
      '<link rel="modulepreload" href="$1" crossorigin="anonymous"/>',
    );
    expect(() => rewritePage(crossOrigin, ARTICLE, [deferHydrationStep], context)).toThrow(
      /^\[defer-hydration\] \/notice\/game\/fixture\/article\.html: a module preload hint of an unknown shape/,
    );
    // The loader data's key renamed: there is no "html" field to empty any more.
    const renamed = page.replace(/\\"html\\"/g, '\\"body\\"');
    expect(() => rewritePage(renamed, ARTICLE, [leanHydrationDataStep], context)).toThrow(
      /^\[lean-hydration-data\] \/notice\/game\/fixture\/article\.html: the hydration data has no "html" field/,
    );
  });
});
