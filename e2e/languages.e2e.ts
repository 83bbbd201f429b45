import { LOCALE_STORAGE_KEY, LOCALES, localeDirection } from "../app/i18n/locales";
import { localizePath } from "../app/i18n/paths";
import { expect, test, type Page } from "./fixtures";
import { catalogue } from "./support/catalogue";
import { rawRequest } from "../tools/http";

const html = (page: Page) => page.locator("html");

/** Text of an HTML fragment as a reader sees it: no tags, entities decoded, spaces collapsed. */
function text(fragment: string): string {
  return fragment
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

test.describe("the raw HTML of each language, before any script runs", () => {
  for (const locale of LOCALES) {
    test(`${locale}: home, an article, the map, the terms and the 404 speak the page's language`, async ({
      siteServer,
    }) => {
      const t = catalogue(locale);
      const tagline = t["app.home.hero.tagline"]!.replace("{year}", "2020");
      const samples = [
        { sitePath: "/", status: 200, title: `${t["app.title.index"]} | Brumes RP`, h1: tagline },
        {
          sitePath: "/board",
          status: 200,
          title: `${t["app.title.map"]} | Brumes RP`,
          h1: t["app.map.heading"]!,
        },
        {
          sitePath: "/cgu",
          status: 200,
          title: `${t["app.title.terms"]} | Brumes RP`,
          h1: t["app.title.terms"]!,
        },
        // The rulebook is French: its title and heading stay French, the interface around them does not.
        {
          sitePath: "/notice/game/character/ability",
          status: 200,
          title: "Points de compétence | Brumes RP",
          h1: "Points de compétence",
        },
        {
          sitePath: "/this-page-does-not-exist",
          status: 404,
          title: `${t["app.title.notFound"]} | Brumes RP`,
          h1: t["app.notFound.heading"]!,
        },
      ];
      for (const sample of samples) {
        const path = localizePath(locale, sample.sitePath);
        const response = await rawRequest(siteServer.url, path);
        expect(response.status, path).toBe(sample.status);
        const page = response.body.toString("utf8");
        expect(page, path).toContain(`<html lang="${locale}" dir="${localeDirection(locale)}">`);
        expect(text(/<title>([^<]*)<\/title>/.exec(page)?.[1] ?? ""), path).toBe(sample.title);
        expect(text(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(page)?.[1] ?? ""), path).toContain(sample.h1);
        // The header and footer are in the page's language too.
        expect(text(page), path).toContain(t["app.page.community"]);
        expect(text(page), path).toContain(t["app.footer.about.title"]);
      }
    });
  }

  test("French content keeps lang=fr and dir=ltr under Arabic: the terms and the rulebook", async ({
    page,
  }) => {
    await page.goto("/ar/cgu");
    await expect(page).toBeHydrated();
    await expect(html(page)).toHaveAttribute("dir", "rtl");
    await expect(page.locator(".terms-document")).toHaveAttribute("dir", "ltr");
    await expect(page.locator(".terms-document")).toHaveAttribute("lang", "fr");
    await expect(page.locator(".translation-missing")).toHaveText(catalogue("ar")["app.translationMissing"]!);
    await page.goto("/ar/notice/game/justice/court");
    await expect(page.locator(".article-body").first()).toHaveAttribute("dir", "ltr");
    await expect(page.locator(".article-body").first()).toHaveAttribute("lang", "fr");
  });
});

test.describe("hydration", () => {
  for (const path of ["/ar", "/de/credits", "/en/notice/game/character/ability", "/ru/play", "/es/cgu"]) {
    test(`changes no visible word on ${path}`, async ({ page, problems }) => {
      await page.addInitScript(() => {
        document.addEventListener("DOMContentLoaded", () => {
          (window as unknown as { textBefore: string }).textBefore = document.body.innerText;
        });
      });
      await page.goto(path);
      await expect(page).toBeHydrated();
      const [before, after] = await page.evaluate(() => [
        (window as unknown as { textBefore: string }).textBefore,
        document.body.innerText,
      ]);
      expect(after).toBe(before);
      expect(problems.consoleErrors).toEqual([]);
      expect(problems.pageErrors).toEqual([]);
    });
  }

  test("keeps links in the page's language on client-side navigation", async ({ page }) => {
    await page.goto("/en");
    await expect(page).toBeHydrated();
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page
      .locator(".main-nav__list")
      .getByRole("link", { name: catalogue("en")["app.page.play"] })
      .click();
    await expect(page).toHaveURL(/\/en\/play$/);
    await expect(page).toHaveTitle(`${catalogue("en")["app.title.play"]} | Brumes RP`);
    await page.locator('main a[href="/en/notice"]').first().click();
    await expect(page).toHaveURL(/\/en\/notice$/);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
  });
  test("a page hydrated with its own messages only moves to another kind of page before the rest of them arrives", async ({
    page,
    problems,
  }) => {
    // The language's whole catalogue (a chunk named after the language, not a page's `messages-…`) is
    // held until the reader has clicked: the next page must wait for it, then show its words.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const wholeCatalogues: string[] = [];
    await page.route(/\/assets\/(fr|en|de|es|ru|ar)-[\w-]{8}\.js$/, async (route) => {
      wholeCatalogues.push(route.request().url());
      await held;
      await route.continue();
    });
    await page.goto("/ar");
    await expect(page).toBeHydrated();
    await page
      .locator(".main-nav__list")
      .getByRole("link", { name: catalogue("ar")["app.page.play"] })
      .click();
    release();
    await expect(page).toHaveURL(/\/ar\/play$/);
    await expect(page).toHaveTitle(`${catalogue("ar")["app.title.play"]} | Brumes RP`);
    await expect(page.locator("h1")).toHaveText(catalogue("ar")["app.play.title"]!);
    expect(await page.locator("body").innerText()).not.toMatch(/\bapp\.[a-z]+\.[\w.]+/);
    expect(wholeCatalogues.map((url) => new URL(url).pathname)).toEqual([
      expect.stringMatching(/^\/assets\/ar-/),
    ]);
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  });
});

test.describe("language switcher", () => {
  test("goes to the same page in the chosen language, keeping the query and the hash, and stores the choice", async ({
    page,
  }) => {
    await page.goto("/board?category=dealer#map");
    await expect(page).toBeHydrated();
    const button = page.locator(".language-switcher__button");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await page.getByRole("link", { name: "العربية", exact: true }).click();
    await expect(page).toHaveURL(/\/ar\/board\?category=dealer#map$/);
    await expect(html(page)).toHaveAttribute("lang", "ar");
    await expect(html(page)).toHaveAttribute("dir", "rtl");
    await expect(page).toBeHydrated();
    expect(await page.evaluate((key) => localStorage.getItem(key), LOCALE_STORAGE_KEY)).toBe("ar");

    await page.locator(".language-switcher__button").click();
    await page.getByRole("link", { name: "Français", exact: true }).click();
    await expect(page).toHaveURL(/\/board\?category=dealer#map$/);
    await expect(html(page)).toHaveAttribute("lang", "fr");
    await expect(html(page)).toHaveAttribute("dir", "ltr");
  });

  test("lists the six versions of the page as links, the current one marked", async ({ page }) => {
    await page.goto("/de/notice/game");
    await expect(page).toBeHydrated();
    await page.locator(".language-switcher__button").click();
    const options = page.locator(".language-switcher__option");
    await expect(options).toHaveCount(6);
    for (const locale of LOCALES) {
      await expect(page.locator(`.language-switcher__option[hreflang="${locale}"]`)).toHaveAttribute(
        "href",
        localizePath(locale, "/notice/game"),
      );
    }
    await expect(page.locator('.language-switcher__option[aria-current="true"]')).toHaveAttribute(
      "hreflang",
      "de",
    );
  });

  test("closes on Escape and on a click outside, moving with the arrow keys in between", async ({ page }) => {
    await page.goto("/");
    await expect(page).toBeHydrated();
    const button = page.locator(".language-switcher__button");
    await button.click();
    await expect(page.getByRole("link", { name: "Français", exact: true })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("link", { name: "English", exact: true })).toBeFocused();
    await page.keyboard.press("End");
    await expect(page.getByRole("link", { name: "العربية", exact: true })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await page.mouse.click(10, 400);
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("a returning visitor's stored language", () => {
  /** What each document of the tab said when its HTML was parsed: no wrong-language page got that far. */
  async function recordParsedDocuments(page: Page) {
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        const seen = JSON.parse(sessionStorage.getItem("parsed") ?? "[]") as unknown[];
        seen.push([location.pathname, document.documentElement.lang]);
        sessionStorage.setItem("parsed", JSON.stringify(seen));
      });
    });
  }

  test.describe("in Arabic", () => {
    test.use({ storedLocale: "ar" });

    test("arriving at / lands on the Arabic home, keeping the query and the hash, with no French document parsed", async ({
      page,
      problems,
    }) => {
      await recordParsedDocuments(page);
      await page.goto("/?from=chat#footer-social");
      await expect(page).toHaveURL(/\/ar\?from=chat#footer-social$/);
      await expect(page).toBeHydrated();
      const parsed = await page.evaluate(
        () => JSON.parse(sessionStorage.getItem("parsed") ?? "[]") as string[][],
      );
      expect(parsed).toEqual([["/ar", "ar"]]);
      expect(problems.pageErrors).toEqual([]);
    });

    test("every other address keeps its own language, French included", async ({ page }) => {
      for (const [path, locale] of [
        ["/board?category=parking", "fr"],
        ["/en/board", "en"],
        ["/ar/cgu", "ar"],
      ] as const) {
        await page.goto(path);
        await expect(page, path).toHaveURL((url) => url.pathname + url.search === path);
        await expect(html(page), path).toHaveAttribute("lang", locale);
      }
    });

    for (const path of ["/", "/ar/board", "/ar/cgu"]) {
      test(`has no layout shift on ${path}`, async ({ page }) => {
        await page.addInitScript(() => {
          const shifts: { value: number; moved: string[] }[] = [];
          (window as unknown as { shifts: typeof shifts }).shifts = shifts;
          const rect = (box: DOMRectReadOnly) =>
            `${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}×${Math.round(box.height)}`;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
              sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
            })[]) {
              if (entry.hadRecentInput) continue;
              // What moved, and from where to where: a failure names it.
              const moved = entry.sources.map((source) => {
                const node = source.node as Element | undefined;
                const name = node ? `${node.nodeName.toLowerCase()}.${String(node.className)}` : "(gone)";
                return `${name} ${rect(source.previousRect)} → ${rect(source.currentRect)} at ${Math.round(entry.startTime)} ms`;
              });
              shifts.push({ value: entry.value, moved });
            }
          }).observe({ type: "layout-shift", buffered: true });
        });
        await page.goto(path);
        await expect(html(page)).toHaveAttribute("dir", "rtl");
        await expect(page).toBeHydrated();
        // The map and the video mount after hydration; give them time to.
        await page.waitForTimeout(1_500);
        const shifts = await page.evaluate(
          () => (window as unknown as { shifts: { value: number; moved: string[] }[] }).shifts,
        );
        const cls = shifts.reduce((sum, shift) => sum + shift.value, 0);
        expect(cls, shifts.flatMap((shift) => shift.moved).join("\n")).toBe(0);
      });
    }
  });

  test("in a language the site does not offer gives English; garbage or failing storage keeps /", async ({
    openContext,
  }) => {
    const cases: [string, (key: string) => void, string][] = [
      ["pt-BR", (key) => localStorage.setItem(key, "pt-BR"), "/en"],
      ["garbage", (key) => localStorage.setItem(key, '"><img src=x onerror=alert(1)>'), "/"],
      [
        "storage that throws",
        () => {
          Object.defineProperty(window, "localStorage", {
            get() {
              throw new DOMException("The operation is insecure.", "SecurityError");
            },
          });
        },
        "/",
      ],
    ];
    for (const [name, seed, expected] of cases) {
      const context = await openContext();
      await context.addInitScript(seed, LOCALE_STORAGE_KEY);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      await page.goto("/");
      await expect(page, name).toHaveURL((url) => url.pathname === expected);
      await expect(page, name).toBeHydrated();
      expect(errors, name).toEqual([]);
    }
  });
});

test.describe("first-time visitors", () => {
  test.use({ languageSuggestion: true, locale: "de-DE" });

  test("are offered the page in their browser's language, in that language, without any move of the page", async ({
    page,
  }) => {
    await page.goto("/board");
    await expect(page).toBeHydrated();
    const suggestion = page.getByRole("complementary", {
      name: catalogue("de")["app.language.suggestion.label"],
    });
    await expect(suggestion).toBeVisible();
    await expect(suggestion).toHaveAttribute("lang", "de");
    await expect(suggestion).toContainText(catalogue("de")["app.language.suggestion.text"]!);
    // It floats: the content under it keeps its place.
    await expect(suggestion).toHaveCSS("position", "fixed");
    await suggestion.getByRole("link", { name: catalogue("de")["app.language.suggestion.action"] }).click();
    await expect(page).toHaveURL(/\/de\/board$/);
    expect(await page.evaluate((key) => localStorage.getItem(key), LOCALE_STORAGE_KEY)).toBe("de");
  });

  test("who close the suggestion do not see it again, and are not redirected", async ({ page }) => {
    await page.goto("/");
    await expect(page).toBeHydrated();
    const suggestion = page.locator(".language-suggestion");
    await suggestion
      .getByRole("button", { name: catalogue("de")["app.language.suggestion.dismiss"] })
      .click();
    await expect(suggestion).toHaveCount(0);
    await page.goto("/credits");
    await expect(page).toBeHydrated();
    await expect(page).toHaveURL(/\/credits$/);
    await page.waitForTimeout(300);
    await expect(page.locator(".language-suggestion")).toHaveCount(0);
  });

  test("are not offered their language on a French-only rulebook page, and are on the next page that has it", async ({
    page,
  }) => {
    await page.goto("/notice/game/justice/court");
    await expect(page).toBeHydrated();
    // The offer's messages would load by now.
    await page.waitForLoadState("networkidle");
    await expect(page.locator(".language-suggestion")).toHaveCount(0);
    await page.locator(".site-header__brand").click();
    await expect(page).toHaveURL((url) => url.pathname === "/");
    await expect(
      page.getByRole("complementary", { name: catalogue("de")["app.language.suggestion.label"] }),
    ).toBeVisible();
  });

  test("are not offered the language of the page they are on", async ({ page }) => {
    await page.goto("/de/play");
    await expect(page).toBeHydrated();
    await page.waitForTimeout(300);
    await expect(page.locator(".language-suggestion")).toHaveCount(0);
  });
});

test.describe("the 404 page", () => {
  for (const locale of LOCALES) {
    test(`in ${locale}: its own language, status 404, no React`, async ({ page, problems }) => {
      const response = await page.goto(localizePath(locale, "/no/such/page"));
      expect(response?.status()).toBe(404);
      await expect(html(page)).toHaveAttribute("lang", locale);
      await expect(html(page)).toHaveAttribute("dir", localeDirection(locale));
      await expect(page).toHaveTitle(
        `${catalogue(locale)["app.title.notFound"]} | ${catalogue(locale)["app.title.site"]}`,
      );
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        catalogue(locale)["app.notFound.heading"]!,
      );
      await expect(
        page.getByRole("link", { name: catalogue(locale)["app.notFound.back"], exact: true }),
      ).toHaveAttribute("href", localizePath(locale, "/"));
      expect(problems.pageErrors).toEqual([]);
    });
  }

  test("has a working language switcher that leads to each language's home", async ({ page }) => {
    await page.goto("/en/lost/page?x=1");
    const button = page.locator(".language-switcher__button");
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();
    await button.click();
    // Focus on the current language, then the arrow keys move through the list, wrapping.
    await expect(page.getByRole("link", { name: "English", exact: true })).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(page.getByRole("link", { name: "Français", exact: true })).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(page.getByRole("link", { name: "العربية", exact: true })).toBeFocused();
    // A page that does not exist has no version in another language: the link leads to a page that does.
    await page.getByRole("link", { name: "Deutsch", exact: true }).click();
    await expect(page).toHaveURL(/\/de$/);
    await expect(html(page)).toHaveAttribute("lang", "de");
    await expect(page).toHaveTitle(`${catalogue("de")["app.title.index"]} | Brumes RP`);
    expect(await page.evaluate((key) => localStorage.getItem(key), LOCALE_STORAGE_KEY)).toBe("de");
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("opens its menu without React", async ({ page }) => {
      await page.goto("/es/nope");
      const toggle = page.locator(".main-nav__toggle");
      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await expect(
        page.locator(".main-nav__list").getByRole("link", { name: catalogue("es")["app.page.play"] }),
      ).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
    });
  });
});

test.describe("redirects and search from a URL", () => {
  test("an unknown rulebook page goes to the rulebook's home in the same language", async ({ page }) => {
    await page.goto("/de/notice/game/nope");
    await expect(page).toHaveURL(/\/de\/notice$/);
    await expect(html(page)).toHaveAttribute("lang", "de");
  });

  test("/notice?q= opens the rulebook search with that query, in the page's language", async ({ page }) => {
    await page.goto("/en/notice?q=prison");
    await expect(page).toBeHydrated();
    const dialog = page.locator("dialog.notice-search__dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("combobox")).toHaveValue("prison");
    await expect(dialog.getByRole("option").first()).toBeVisible();
    await dialog.getByRole("option").first().click();
    await expect(page).toHaveURL(/\/en\/notice\/game\/prison/);
  });
});
