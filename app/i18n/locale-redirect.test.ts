import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { LOCALE_CHOICE_ATTRIBUTE, LOCALE_REDIRECT_SCRIPT } from "./locale-redirect";
import { DEFAULT_LOCALE, LOCALE_STORAGE_KEY, resolveLocale } from "./locales";
import { localizePath } from "./paths";

interface PageState {
  stored?: string | null | Error;
  navigation?: "navigate" | "reload" | "back_forward" | "prerender";
  referrer?: string;
}

const ORIGIN = "https://example.test";

/**
 * Runs the inline script against a fake page; returns where it sends the visitor, what it stored,
 * and a `click` that plays a click on a language link (returning the link's address at that moment).
 */
function load(url: string, state: PageState = {}) {
  const { pathname, search, hash } = new URL(url, ORIGIN);
  const storage = new Map<string, string>();
  if (typeof state.stored === "string") storage.set(LOCALE_STORAGE_KEY, state.stored);
  let target: string | null = null;
  let onClick: ((event: unknown) => void) | undefined;
  const sandbox: Record<string, unknown> = {
    localStorage: {
      getItem: (key: string) => {
        if (state.stored instanceof Error) throw state.stored;
        return storage.get(key) ?? null;
      },
      setItem: (key: string, value: string) => {
        if (state.stored instanceof Error) throw state.stored;
        storage.set(key, value);
      },
    },
    location: { origin: ORIGIN, pathname, search, hash, replace: (to: string) => (target = to) },
    performance: { getEntriesByType: () => [{ type: state.navigation ?? "navigate" }] },
    document: {
      referrer: state.referrer ?? "",
      addEventListener: (type: string, listener: (event: unknown) => void, capture: boolean) => {
        if (type === "click" && capture) onClick = listener;
      },
    },
  };
  runInNewContext(LOCALE_REDIRECT_SCRIPT, sandbox);
  return {
    target,
    stored: () => storage.get(LOCALE_STORAGE_KEY) ?? null,
    click(locale: string, selector = `a[${LOCALE_CHOICE_ATTRIBUTE}]`) {
      const link = { href: "", hreflang: locale };
      onClick?.({ target: { closest: (query: string) => (query === selector ? link : null) } });
      return link.href;
    },
  };
}

/** Where the rest of the site would send a visitor arriving at `url` with this stored value. */
function expected(url: string, stored: string | null): string | null {
  const { pathname, search, hash } = new URL(url, ORIGIN);
  const wanted = resolveLocale(stored);
  if (pathname !== "/" || !wanted || wanted === DEFAULT_LOCALE) return null;
  return localizePath(wanted, "/") + search + hash;
}

describe("stored-language redirect script", () => {
  const urls = [
    "/",
    "/?from=chat#top",
    "/board?category=dealer",
    "/notice/game/character/ability#principe",
    "/en",
    "/en/",
    "/en/board",
    "/ar/notice/game?q=x#y",
    "/de/cgu#law",
    "/xx/board",
    "/english",
  ];
  const values = [
    null,
    "",
    "fr",
    "en",
    "de",
    "es",
    "ru",
    "ar",
    "pt",
    "en-US",
    "DE",
    "zh-Hant-TW",
    "<script>",
    "e",
    "1234",
    " ru ",
  ];

  it("moves a visitor arriving at / only, and agrees with the site's own language functions", () => {
    for (const url of urls) {
      for (const value of values)
        expect(load(url, { stored: value }).target, `${url} with ${JSON.stringify(value)}`).toBe(
          expected(url, value),
        );
    }
  });

  it("never moves an address with a language prefix, nor a French page other than /", () => {
    expect(load("/ar/board?category=parking#map", { stored: "ru" }).target).toBeNull();
    expect(load("/en/play", { stored: "ru" }).target).toBeNull();
    expect(load("/notice/game/justice/court", { stored: "ru" }).target).toBeNull();
    expect(load("/ru", { stored: "fr" }).target).toBeNull();
    expect(load("/", { stored: "ru" }).target).toBe("/ru");
  });

  it("leaves / alone on Back, Forward and reloads, and when a link of the site led there", () => {
    expect(load("/", { stored: "de", navigation: "back_forward" }).target).toBeNull();
    expect(load("/", { stored: "de", navigation: "reload" }).target).toBeNull();
    expect(load("/", { stored: "de", referrer: `${ORIGIN}/board` }).target).toBeNull();
    expect(load("/", { stored: "de", referrer: "https://discord.com/" }).target).toBe("/de");
    expect(load("/", { stored: "de", referrer: `${ORIGIN}.evil.test/` }).target).toBe("/de");
  });

  it("gives English for a language the site does not offer, and ignores garbage and failing storage", () => {
    expect(load("/", { stored: "pt-BR" }).target).toBe("/en");
    expect(load("/", { stored: "<img src=x>" }).target).toBeNull();
    expect(load("/", { stored: null }).target).toBeNull();
    expect(load("/", { stored: new Error("SecurityError: storage disabled") }).target).toBeNull();
  });
});

describe("language links, from the first paint", () => {
  it("store the choice and keep the address, its query and its hash", () => {
    const page = load("/board?category=parking#map", { stored: "ru" });
    expect(page.click("ar")).toBe("/ar/board?category=parking#map");
    expect(page.stored()).toBe("ar");
    expect(load("/de/lost/page?x=1").click("fr")).toBe("/lost/page?x=1");
    expect(load("/ar").click("en")).toBe("/en");
    expect(load("/en/play").click("fr")).toBe("/play");
  });

  it("ignore other links", () => {
    expect(load("/cgu").click("es", "a[href]")).toBe("");
  });

  it("still change the language when storage fails", () => {
    expect(load("/play", { stored: new Error("SecurityError") }).click("de")).toBe("/de/play");
  });
});
