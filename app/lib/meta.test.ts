import { describe, expect, it } from "vitest";
import { LOCALES } from "~/i18n/locales";
import { catalogueMeta, languageVersions, pageMeta } from "./meta";

type Tag = Record<string, unknown>;
const find = (tags: Tag[], key: string, value: string) => tags.filter((tag) => tag[key] === value);

describe("page meta", () => {
  it("titles and describes a page in its language, from the catalogue", () => {
    const english = catalogueMeta("map")({ location: { pathname: "/en/board" } }) as Tag[];
    expect(english[0]).toEqual({ title: "Island map | Brumes RP" });
    const arabic = catalogueMeta("map")({ location: { pathname: "/ar/board" } }) as Tag[];
    expect(String(arabic[0]!.title)).toMatch(/الجزيرة/);
    expect(find(arabic, "property", "og:locale")).toEqual([{ property: "og:locale", content: "ar_AR" }]);
    expect(find(arabic, "property", "og:locale:alternate")).toHaveLength(5);
  });

  it("is its own canonical in every language, and lists the same six versions plus x-default", () => {
    for (const locale of LOCALES) {
      const pathname = locale === "fr" ? "/notice/game" : `/${locale}/notice/game`;
      const tags = pageMeta({ pathname }, { title: "T", description: "D" }) as Tag[];
      expect(find(tags, "rel", "canonical")).toEqual([
        { tagName: "link", rel: "canonical", href: `https://www.brumes-rp.fr${pathname}` },
      ]);
      const alternates = find(tags, "rel", "alternate");
      expect(alternates.map((tag) => tag.hrefLang)).toEqual([...LOCALES, "x-default"]);
      // The canonical URL is one of the versions: canonical and hreflang agree.
      expect(alternates.map((tag) => tag.href)).toContain(`https://www.brumes-rp.fr${pathname}`);
    }
  });

  it("lists reciprocal language versions: each version lists all the others", () => {
    for (const sitePath of ["/", "/board", "/notice/game/character/ability"]) {
      const versions = languageVersions(sitePath);
      for (const version of versions) {
        const pathname = new URL(version.href).pathname;
        const fromThere = languageVersions(
          pathname === "/" ? "/" : pathname.replace(/^\/(en|de|es|ru|ar)(?=\/|$)/, "") || "/",
        );
        expect(fromThere).toEqual(versions);
      }
      expect(versions.find((v) => v.hrefLang === "x-default")?.href).toBe(
        versions.find((v) => v.hrefLang === "fr")?.href,
      );
    }
  });

  it("keeps the 404 page out of the index: no canonical, no versions, noindex", () => {
    const tags = catalogueMeta("notFound", { indexable: false })({
      location: { pathname: "/de/404" },
    }) as Tag[];
    // Its own title, with the site's name as on every other page.
    expect(tags[0]).toEqual({ title: "Wie bitte?! | Brumes RP" });
    expect(find(tags, "rel", "canonical")).toEqual([]);
    expect(find(tags, "rel", "alternate")).toEqual([]);
    expect(find(tags, "name", "robots")).toEqual([{ name: "robots", content: "noindex" }]);
  });
});
