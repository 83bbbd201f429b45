/**
 * A player pastes a link to a rule on the community's chat; another opens it on a phone. The
 * addresses players share are the specification's (its table of article keys), old names of
 * renamed articles must still lead somewhere, and the links inside articles must lead to an
 * article and a section that exist. Every article is reachable from another one.
 */
import { readFileSync } from "node:fs";
import { rulebookPagesByCategory } from "../../tools/site-pages";
import { rawRequest } from "../../tools/http";
import { specArticlePaths } from "../../app/notice/spec-articles";
import { SITE } from "../../app/config/site";
import { expect, test } from "../fixtures";

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

/** An article's address: /notice/{type}/{category}/{key}. */
const ARTICLE_PATH = /^\/notice\/[a-z][a-z0-9-]*\/[a-z][a-z0-9-]*\/[a-z][a-z0-9-]*$/;

/** The `<article>` elements of a rulebook page's HTML (the header, menu and footer are around them). */
function articleHtml(page: string): string {
  return [...page.matchAll(/<article class="notice-article"[\s\S]*?<\/article>/g)]
    .map((match) => match[0])
    .join("\n");
}

/** Site links (path and fragment) in an HTML fragment. */
function siteLinks(fragment: string): { path: string; hash: string }[] {
  return [...fragment.matchAll(/href="(\/[^"?#]*)?(?:\?[^"#]*)?(?:#([^"]*))?"/g)].map((match) => ({
    path: match[1] ?? "",
    hash: match[2] ?? "",
  }));
}

test.describe("a shared link to a rule", () => {
  test("every address of the specification's table answers with its article, not a redirect", async ({
    siteServer,
  }) => {
    const failures: string[] = [];
    for (const { path } of specArticlePaths()) {
      const response = await rawRequest(siteServer.url, path);
      const html = response.body.toString("utf8");
      if (response.status !== 200)
        failures.push(`${path}: ${response.status} ${response.headers.location ?? ""}`);
      else if (!html.includes(`<link rel="canonical" href="${SITE.origin}${path}"`))
        failures.push(`${path}: its canonical address is another one`);
      else if (!/<h1[\s>]/.test(html)) failures.push(`${path}: no heading`);
    }
    expect(failures).toEqual([]);
  });

  test.describe("on a phone", () => {
    test.use(PHONE);

    test("opens at the shared address, and an article's old name leads to it", async ({ page, problems }) => {
      const prisonEntry = specArticlePaths().find(
        (entry) => entry.category === "prison" && entry.order === 1,
      )!;
      await page.goto(prisonEntry.path);
      await expect(page).toBeHydrated();
      expect(new URL(page.url()).pathname).toBe(prisonEntry.path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

      // Old names (the build's list of redirects) still lead to the article, under the same key as the spec's.
      const redirects = JSON.parse(readFileSync("build/notice-redirects.json", "utf8")) as {
        from: string;
        to: string;
      }[];
      const specPaths = new Set(specArticlePaths().map((entry) => entry.path));
      for (const { from, to } of redirects) {
        await page.goto(from);
        await expect(page, from).toHaveURL(new RegExp(`${to}$`));
        expect(specPaths.has(from), `${from} is a spec address: it must not redirect`).toBe(false);
      }
      expect(problems.pageErrors).toEqual([]);
    });
  });

  test("every link inside an article leads to an existing article and section", async ({ siteServer }) => {
    const articles = rulebookPagesByCategory()
      .flatMap((category) => category.pages)
      .filter((path) => ARTICLE_PATH.test(path));
    const pages = new Map<string, string>();
    const load = async (path: string) => {
      let html = pages.get(path);
      if (html === undefined) {
        const response = await rawRequest(siteServer.url, path);
        html = response.status === 200 ? response.body.toString("utf8") : "";
        pages.set(path, html);
      }
      return html;
    };
    // An article no other links to is allowed (a warning of the build): staff add articles before linking them.
    const broken: string[] = [];
    for (const path of articles) {
      for (const link of siteLinks(articleHtml(await load(path)))) {
        const target = link.path || path;
        if (!target.startsWith("/notice/") || target.startsWith("/notice/changes")) continue;
        const html = await load(target);
        if (!html) broken.push(`${path} → ${target} does not answer 200`);
        else if (link.hash && !html.includes(`id="${link.hash}"`))
          broken.push(`${path} → ${target}#${link.hash}: no such section`);
      }
    }
    expect(broken).toEqual([]);
  });
});
