import { readFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { SITE } from "../../app/config/site";
import { DEFAULT_LOCALE, LOCALES, localeDirection } from "../../app/i18n/locales";
import { localizePath } from "../../app/i18n/paths";
import { absoluteUrl, languageVersions } from "../../app/lib/meta";
import { sitePagePaths } from "../../app/prerender-paths.server";
import type { BuildStep } from "./step";
import { ROBOTS_DISALLOW } from "../../server/site-rules";
import { compileCatalogue } from "../../app/i18n/format-typography.server";

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/**
 * Every page in each language, each listing its language versions: the same set as the pages'
 * own `hreflang` links (both come from `languageVersions`).
 */
export function sitemapXml(sitePaths: readonly string[]): string {
  const urls = sitePaths.flatMap((sitePath) => {
    const alternates = languageVersions(sitePath)
      .map(
        (version) =>
          `    <xhtml:link rel="alternate" hreflang="${version.hrefLang}" href="${escapeXml(version.href)}"/>`,
      )
      .join("\n");
    return LOCALES.map(
      (locale) =>
        `  <url>\n    <loc>${escapeXml(absoluteUrl(localizePath(locale, sitePath)))}</loc>\n${alternates}\n  </url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** Every page may be crawled but the editor and its login (server/site-rules.ts, ROBOTS_DISALLOW). */
export function robotsTxt(): string {
  return [
    "User-agent: *",
    ...ROBOTS_DISALLOW.map((prefix) => `Disallow: ${prefix}`),
    "Allow: /",
    "",
    `Sitemap: ${absoluteUrl("/sitemap.xml")}`,
    "",
  ].join("\n");
}

/** The home page's description in French, the language the installed app opens in, typeset as on the page. */
function homeDescription(): string {
  const catalogue = JSON.parse(readFileSync(path.resolve("app/i18n/messages/fr.json"), "utf8")) as Record<
    string,
    string
  >;
  return String(compileCatalogue("fr", catalogue)["app.meta.index"]);
}

/** The web app manifest: installed, the site opens on its home page, with the logo and the night blue. */
export function webManifest(): string {
  return `${JSON.stringify(
    {
      name: SITE.name,
      short_name: SITE.name,
      description: homeDescription(),
      lang: DEFAULT_LOCALE,
      dir: localeDirection(DEFAULT_LOCALE),
      start_url: "/",
      scope: "/",
      display: "standalone",
      background_color: SITE.themeColor,
      theme_color: SITE.themeColor,
      // One purpose per icon: a maskable icon shown as it is (`any`) looks shrunk in its padding.
      icons: (["any", "maskable"] as const).flatMap((purpose) =>
        [192, 512].map((size) => ({
          src: `/img/icons/app-${purpose === "any" ? "" : "maskable-"}${size}.png`,
          sizes: `${size}x${size}`,
          type: "image/png",
          purpose,
        })),
      ),
    },
    null,
    2,
  )}\n`;
}

/** sitemap.xml, robots.txt and manifest.webmanifest at the root of the site. */
export async function writeDiscoveryFiles(clientDir: string, sitePaths: readonly string[]): Promise<void> {
  await writeFile(path.join(clientDir, "sitemap.xml"), sitemapXml(sitePaths));
  await writeFile(path.join(clientDir, "robots.txt"), robotsTxt());
  await writeFile(path.join(clientDir, "manifest.webmanifest"), webManifest());
}

export const discoveryFilesStep: BuildStep = {
  kind: "build",
  name: "discovery-files",
  async run({ clientDir }) {
    const sitePaths = await sitePagePaths();
    await writeDiscoveryFiles(clientDir, sitePaths);
    return {
      count: sitePaths.length * LOCALES.length,
      what: "addresses in sitemap.xml (with robots.txt and the web manifest)",
    };
  },
};
