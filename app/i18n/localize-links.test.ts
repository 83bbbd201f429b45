import { describe, expect, it } from "vitest";
import { localizeLinks } from "./localize-links";

describe("localizeLinks", () => {
  const html =
    '<p><a href="/notice/game/vehicles/buy">achat</a>, <a class="glossary__term" href="/notice/game/preamble/notion#rp">RP</a>, ' +
    '<a href="/board?category=parking&amp;poi=3001">carte</a>, <a href="#principe">#</a>, <a href="/">accueil</a>, ' +
    '<a href="https://altv.mp/">alt:V</a>, <a href="//cdn.example/x">cdn</a>, <a href="/img/notice/diagrams/court.webp">image</a>, ' +
    '<img src="/img/notice/x.webp" alt=""></p>';

  it("leaves French pages as they are", () => {
    expect(localizeLinks(html, "fr")).toBe(html);
  });

  it("prefixes links to pages, and only those", () => {
    const ar = localizeLinks(html, "ar");
    expect(ar).toContain('href="/ar/notice/game/vehicles/buy"');
    expect(ar).toContain('class="glossary__term" href="/ar/notice/game/preamble/notion#rp"');
    expect(ar).toContain('href="/ar/board?category=parking&amp;poi=3001"');
    expect(ar).toContain('href="/ar"');
    expect(ar).toContain('href="#principe"');
    expect(ar).toContain('href="https://altv.mp/"');
    expect(ar).toContain('href="//cdn.example/x"');
    expect(ar).toContain('href="/img/notice/diagrams/court.webp"');
    expect(ar).toContain('src="/img/notice/x.webp"');
  });
});
