import { LAST_VISIT_STORAGE_KEY } from "../app/notice/last-visit";
import { expect, settle, test, type Page } from "./fixtures";

/** The corrections of the rulebook are dated 2026-11-23; this visit came before them. */
const EARLIER_VISIT = Date.parse("2026-11-22T12:00:00Z");

async function open(page: Page, url: string) {
  await page.goto(url);
  await expect(page).toBeHydrated();
}

/** Runs in the page before its scripts: a reader who came on EARLIER_VISIT (once per session). */
function rememberEarlierVisit({ key, time }: { key: string; time: number }) {
  try {
    if (!sessionStorage.getItem("brumes.notice.visitBaseline")) localStorage.setItem(key, String(time));
  } catch {
    // Frames without storage.
  }
}

/** Layout shifts since the page started, as the browser reports them (the CLS sum). */
function watchLayoutShifts() {
  const w = window as unknown as { __shift: number };
  w.__shift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[])
      if (!entry.hadRecentInput) w.__shift += entry.value;
  }).observe({ type: "layout-shift", buffered: true });
}

test.describe("last updated dates", () => {
  test("show each article's latest change as a date in the reader's language", async ({ page }) => {
    await open(page, "/notice/game/justice/penal");
    const time = page.locator(".article-updated time");
    await expect(time).toHaveAttribute("datetime", "2026-11-23");
    await expect(time).toHaveText("23 novembre 2026");
    await expect(page.locator(".article-updated")).toContainText("Mis à jour le");

    await open(page, "/en/notice/game/banking/atm");
    await expect(page.locator(".article-updated time")).toHaveAttribute("datetime", "2026-11-22");
    await expect(page.locator(".article-updated time")).toHaveText("November 22, 2026");
  });

  test("are on each article of a category page", async ({ page }) => {
    await open(page, "/notice/game/justice");
    await expect(page.locator(".notice-article .article-updated time")).toHaveCount(3);
  });
});

test.describe("the change log", () => {
  test("lists the changes by month with links to the articles and sections, and announces the feed", async ({
    page,
  }) => {
    await open(page, "/notice/changes");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Historique des changements");
    await expect(page.locator(".breadcrumb [aria-current='page']")).toHaveText("Historique des changements");
    await expect(page.locator(".change-log__month-title").first()).toHaveText("novembre 2026");
    const penal = page.locator(".change-log__item", { hasText: "Les classes d'infractions" });
    await expect(penal.getByRole("link", { name: "Code pénal" })).toHaveAttribute(
      "href",
      "/notice/game/justice/penal",
    );
    await expect(penal.getByRole("link", { name: "Voir la section modifiée" })).toHaveAttribute(
      "href",
      "/notice/game/justice/penal#classes",
    );
    await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
      "href",
      "/notice/changes.xml",
    );
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
      "href",
      "https://www.brumes-rp.fr/notice/changes",
    );
    await penal.getByRole("link", { name: "Voir la section modifiée" }).click();
    await expect(page).toHaveURL(/\/notice\/game\/justice\/penal#classes$/);
    await expect(page.locator("#classes")).toBeInViewport();
  });

  test("filters by category with the keyboard and keeps the filter in the URL", async ({ page }) => {
    await open(page, "/notice/changes");
    const select = page.getByRole("combobox", { name: "Catégorie" });
    await select.focus();
    await page.keyboard.type("Justice");
    await expect(page).toHaveURL(/\/notice\/changes\?category=justice$/);
    await expect(select).toHaveValue("justice");
    const items = page.locator(".change-log__item");
    await expect(items).toHaveCount(4);
    for (const item of await items.all())
      await expect(item.locator(".change-log__category")).toHaveText("Justice");
    await expect(page.locator(".change-log__count")).toHaveText("4 changements");

    // The shared link shows the same list from its first paint, without moving anything.
    await page.addInitScript(watchLayoutShifts);
    await open(page, "/notice/changes?category=justice");
    await expect(select).toHaveValue("justice");
    await expect(items).toHaveCount(4);
    await settle(page);
    expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBe(0);

    await select.focus();
    await page.keyboard.type("Toutes");
    await expect(page).toHaveURL(/\/notice\/changes$/);
    await expect.poll(() => items.count()).toBeGreaterThan(70);
  });

  test.describe("in English", () => {
    test("shows the French entries under the not-translated banner, in English around them", async ({
      page,
    }) => {
      await open(page, "/en/notice/changes");
      await expect(page.getByRole("note")).toHaveText("Translation does not exist for this page.");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Change log");
      await expect(page.locator(".change-log__month-title").first()).toHaveText("November 2026");
      await expect(page.locator(".change-log__summary").first()).toHaveAttribute("lang", "fr");
      await expect(page.locator(".change-log__where a").first()).toHaveAttribute("href", /^\/en\/notice\//);
    });
  });
});

test.describe("citations", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  test("copy a citation of a section with the keyboard, announced in a polite live region", async ({
    page,
  }) => {
    await open(page, "/notice/game/character/ability");
    const button = page.getByRole("button", { name: "Copier la citation de la section Le principe" });
    await button.focus();
    await page.keyboard.press("Enter");
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toBe(
        "Notice › Personnage › Points de compétence › Le principe — https://www.brumes-rp.fr/notice/game/character/ability#le-principe",
      );
    await expect(page.getByRole("status").filter({ hasText: "Citation copiée" })).toHaveCount(1);
  });

  test("cite the page of the reader's language", async ({ page }) => {
    await open(page, "/de/notice/game/character/ability");
    const button = page.locator(".article-body #le-principe .heading-cite");
    // Named in the raw HTML, before any script: the label of the page's language, then the heading.
    await expect(button).toHaveAccessibleName("Zitat kopieren aus dem Abschnitt Le principe");
    await button.click();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toMatch(/ — https:\/\/www\.brumes-rp\.fr\/de\/notice\/game\/character\/ability#le-principe$/);
  });
});

test.describe("old addresses", () => {
  test("lead to the renamed article, at the same section", async ({ page }) => {
    await page.goto("/notice/game/character/expectancy#la-recuperation");
    await expect(page).toHaveURL(/\/notice\/game\/character\/life-expectancy#la-recuperation$/);
    await expect(page).toBeHydrated();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Espérance de vie");
  });
});

test.describe("since your last visit", () => {
  test("marks, without moving anything, the articles changed since an earlier visit", async ({ page }) => {
    await page.addInitScript(rememberEarlierVisit, { key: LAST_VISIT_STORAGE_KEY, time: EARLIER_VISIT });
    await page.addInitScript(watchLayoutShifts);
    await open(page, "/notice/game/justice");
    const menuPenal = page.locator(".notice-sidebar").getByRole("link", { name: /^Code pénal/ });
    await expect(menuPenal).toHaveAccessibleName("Code pénal (mis à jour depuis votre dernière visite)");
    await expect(menuPenal.locator(".since-visit-mark")).toHaveCount(1);
    await expect(page.locator("h2#penal .since-visit-mark")).toHaveCount(1);
    await expect(page.locator("h2#court .since-visit-mark")).toHaveCount(0);
    await settle(page);
    expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBe(0);

    // The marks stay for the whole visit, from page to page.
    await open(page, "/notice/game/preamble/intro");
    await expect(
      page.locator(".notice-sidebar").getByRole("link", { name: /^Les rôles/ }),
    ).toHaveAccessibleName("Les rôles (mis à jour depuis votre dernière visite)");
  });

  test("marks nothing on a first visit", async ({ page }) => {
    await open(page, "/notice/game/justice");
    await settle(page);
    await expect(page.locator(".since-visit-mark")).toHaveCount(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), LAST_VISIT_STORAGE_KEY)).toMatch(/^\d+$/);
  });
});
