// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { LOCALE_STORAGE_KEY } from "./locales";
import { followLanguageLinks, sectionInView } from "./language-links";

/** A page whose elements sit at the given tops (px from the viewport's top); happy-dom lays nothing out. */
function page(tops: Record<string, number>, headerBottom = 60) {
  document.body.innerHTML = `
    <header data-site-header></header>
    <main>
      <h2 id="first">1</h2>
      <h2 id="second">2</h2>
      <h3 id="hidden" style="display: none">h</h3>
      <h2 id="third">3</h2>
      <nav><h2 id="toc-title">Sur cette page</h2></nav>
      <h2 id="fourth">4</h2>
      <h2 id='x"><img'>odd</h2>
    </main>
    <footer><h2 id="footer-about">About</h2></footer>
    <a href="/en/notice/game/justice/court" hreflang="en" data-locale-choice>English</a>`;
  const place = (element: Element, top: number | null) => {
    const box = { top: top ?? 0, bottom: (top ?? 0) + 30 } as DOMRect;
    element.getBoundingClientRect = () => box;
    element.getClientRects = () => (top === null ? [] : [box]) as unknown as DOMRectList;
  };
  place(document.querySelector("[data-site-header]")!, headerBottom - 30);
  for (const element of document.querySelectorAll("main [id], footer [id]"))
    place(element, element.id === "hidden" ? null : (tops[element.id] ?? 2000));
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("the section being read", () => {
  it("is the last heading of the content that starts above the reading line", () => {
    page({ first: -900, second: -200, third: 70, "toc-title": 20, fourth: 400 });
    expect(sectionInView(document, 1500)).toBe("third");
  });

  it("is none at the top of the page, or before the first heading", () => {
    page({ first: 300 });
    expect(sectionInView(document, 0)).toBeNull();
    expect(sectionInView(document, 200)).toBeNull();
  });

  it("skips tables of contents, hidden headings and ids the site could not have made", () => {
    page({ first: -500, "toc-title": -10, 'x"><img': -5 });
    expect(sectionInView(document, 800)).toBe("first");
  });
});

describe("a language link, once hydrated", () => {
  /** Clicks the link at the given address (the navigation itself is prevented) and returns where it points. */
  function follow(url: string, scrollY: number) {
    window.history.replaceState(null, "", url);
    Object.defineProperty(window, "scrollY", { value: scrollY, configurable: true });
    const link = document.querySelector<HTMLAnchorElement>("a[data-locale-choice]")!;
    link.addEventListener("click", (event) => event.preventDefault(), { once: true });
    link.click();
    const { pathname, search, hash } = new URL(link.href);
    return pathname + search + hash;
  }

  it("stores the choice and keeps the query, and the hash or else the section being read", () => {
    page({ first: -900, second: -20 });
    const stop = followLanguageLinks(document);
    expect(follow("/notice/game/justice/court?x=1", 1200)).toBe("/en/notice/game/justice/court?x=1#second");
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBe("en");
    expect(follow("/de/notice/game/justice/court#first", 1200)).toBe("/en/notice/game/justice/court#first");
    expect(follow("/ar/notice/game/justice/court", 0)).toBe("/en/notice/game/justice/court");
    stop();
    window.localStorage.clear();
    expect(follow("/play", 0)).toBe("/en/notice/game/justice/court");
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBeNull();
  });
});
