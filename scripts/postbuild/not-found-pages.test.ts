// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { LOCALE_STORAGE_KEY } from "../../app/i18n/locales";
import { notFoundScript } from "./not-found-pages";

describe("the 404 pages' script", () => {
  it("runs in a browser with only browser globals, and moves through the languages with the arrow keys", () => {
    document.body.innerHTML = `
      <button popovertarget="languages">Langue</button>
      <ul id="languages" popover class="language-switcher__list">
        <li><a hreflang="fr" href="/">Français</a></li>
        <li><a hreflang="en" href="/en">English</a></li>
        <li><a hreflang="ar" href="/ar">العربية</a></li>
      </ul>`;
    // Run as the page runs it: a plain script, with none of the helpers Node or a bundler provide.
    new Function(notFoundScript())();
    const links = [...document.querySelectorAll<HTMLAnchorElement>(".language-switcher__list a")];
    links[0]!.focus();
    const press = (key: string) =>
      document
        .querySelector(".language-switcher__list")!
        .dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true }));
    press("ArrowDown");
    expect(document.activeElement).toBe(links[1]);
    press("ArrowUp");
    press("ArrowUp");
    expect(document.activeElement).toBe(links[2]);
    expect(document.querySelector("button")!.getAttribute("aria-expanded")).toBe("false");
    // The language chosen is kept for the visitor's next arrival at "/".
    links[2]!.addEventListener("click", (event) => event.preventDefault());
    links[2]!.click();
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe("ar");
  });
});
