import { existsSync } from "node:fs";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { prerenderPaths, sitePagePaths } from "../../app/prerender-paths.server";
import { isSearchDataPath } from "../../app/notice/search/index-options";
import { robotsTxt, sitemapXml, webManifest } from "./discovery-files";

interface SitemapUrl {
  loc: string;
  "xhtml:link": { "@_hreflang": string; "@_href": string }[];
}

describe("sitemap", async () => {
  const xml = sitemapXml(await sitePagePaths());
  const parsed = new XMLParser({
    ignoreAttributes: false,
    isArray: (name) => ["url", "xhtml:link"].includes(name),
  }).parse(xml) as { urlset: { url: SitemapUrl[] } };
  const urls = parsed.urlset.url;

  it("is well-formed XML", () => {
    expect(XMLValidator.validate(xml)).toBe(true);
  });

  it("lists every pre-rendered page exactly once, and nothing else (no 404 page, no search data)", async () => {
    const pages = (await prerenderPaths())
      .filter((path) => !/(^|\/)404$/.test(path) && !isSearchDataPath(path))
      .map((path) => `https://www.brumes-rp.fr${path}`);
    const locs = urls.map((url) => url.loc);
    expect(new Set(locs).size).toBe(locs.length);
    expect([...locs].sort()).toEqual([...pages].sort());
    // The editor is not a page of the site.
    expect(locs.filter((loc) => /\/(admin|api)(\/|$)/.test(new URL(loc).pathname))).toEqual([]);
  });

  it("gives each page its six language versions and x-default, each listing the page back", () => {
    const byLoc = new Map(urls.map((url) => [url.loc, url]));
    for (const url of urls) {
      const links = url["xhtml:link"];
      expect(links.map((link) => link["@_hreflang"])).toEqual([
        "fr",
        "en",
        "de",
        "es",
        "ru",
        "ar",
        "x-default",
      ]);
      expect(links.map((link) => link["@_href"])).toContain(url.loc);
      for (const link of links) {
        const other = byLoc.get(link["@_href"]);
        expect(other, link["@_href"]).toBeDefined();
        expect(other!["xhtml:link"]).toEqual(links);
      }
    }
  });
});

describe("robots.txt and the web app manifest", () => {
  it("keep crawlers out of the editor and its login", () => {
    const lines = robotsTxt().split("\n");
    expect(lines).toContain("Disallow: /admin");
    expect(lines).toContain("Disallow: /api/");
    // Before the general rule, as crawlers that read the first match expect.
    expect(lines.indexOf("Disallow: /admin")).toBeLessThan(lines.indexOf("Allow: /"));
  });

  it("name the sitemap, and describe the installed app with its icons", () => {
    expect(robotsTxt()).toContain("Sitemap: https://www.brumes-rp.fr/sitemap.xml");
    const manifest = JSON.parse(webManifest()) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      name: "Brumes RP",
      start_url: "/",
      display: "standalone",
      theme_color: "#0d1422",
    });
    // 192 and 512 px for each purpose, one purpose per icon ("any maskable" shows the padded icon shrunk).
    const icons = manifest.icons as { sizes: string; purpose: string; src: string }[];
    expect(icons.map((icon) => `${icon.purpose} ${icon.sizes}`)).toEqual([
      "any 192x192",
      "any 512x512",
      "maskable 192x192",
      "maskable 512x512",
    ]);
    expect(new Set(icons.map((icon) => icon.src)).size).toBe(icons.length);
    for (const icon of icons) expect(existsSync(`public${icon.src}`), icon.src).toBe(true);
    expect(String(manifest.description).length).toBeGreaterThan(40);
  });
});
