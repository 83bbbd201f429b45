/**
 * What every end-to-end test starts from:
 *
 *   import { expect, test } from "./fixtures";
 *
 *   test("shows the map", async ({ page, problems }) => {
 *     await page.goto("/board"); // against the production server of this worker
 *     await expect(page).toBeHydrated();
 *     await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
 *     expect(problems.pageErrors).toEqual([]);
 *   });
 *
 * `test.use({ storedLocale: "ar" })` stores a language choice (it moves only an arrival at `/`: open `/ar/…`
 * for an Arabic page), `test.use({ viewport, reducedMotion })`
 * changes the browser, `openContext()` gives a second context; all are closed after the test.
 */
import {
  test as base,
  expect as baseExpect,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from "@playwright/test";
import { LOCALE_STORAGE_KEY, type Locale } from "../app/i18n/locales";
import { SUGGESTION_DISMISSED_KEY } from "../app/i18n/stored-locale";
import { escapeRegExp } from "../app/lib/text";
import { startSiteServer } from "../server/start";
import { axeViolations } from "./support/axe";
import { startNginx, type RunningServer } from "../tools/nginx";
import { startWrangler } from "../tools/wrangler";
import { watchProblems, type PageProblems } from "./support/problems";

export type { BrowserContext, Dialog, Locator, Page, Response } from "@playwright/test";
export type { PageProblems } from "./support/problems";

interface WorkerFixtures {
  /** The production server (`server/start.ts`) serving `build/`, one per worker, in this process. */
  siteServer: RunningServer;
  /** nginx with `deploy/nginx`'s config serving `build/`, one per worker, started on first use. */
  nginxServer: RunningServer;
  /** `wrangler pages dev` serving `build/client` on workerd as Cloudflare Pages would, started on first use. */
  cdnServer: RunningServer;
}

interface TestFixtures {
  /** A language choice put into localStorage before the first page loads (when none is stored yet). */
  storedLocale: Locale | undefined;
  /**
   * Whether a first-time visitor may be offered another language (the browser here prefers
   * English). Off by default: the floating suggestion would sit over what other tests click.
   */
  languageSuggestion: boolean;
  /** Console errors, uncaught errors and failed same-origin requests of every page of `context`. */
  problems: PageProblems;
  /**
   * Another context, prepared like `context` (offline, `storedLocale`), for a test that needs
   * different options or a clock of its own; closed after the test, passed or failed.
   */
  openContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
}

/** Runs in every frame; the empty frames of embeds may refuse storage, which is not the site's concern. */
function seedLocale({ key, value }: { key: string; value: string }) {
  try {
    if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
  } catch {
    // Cross-origin or sandboxed frame.
  }
}

/**
 * Requests to other origins (embeds, widgets) are answered here with empty content: the tests run
 * offline and measure only what the site itself does.
 */
async function prepareContext(
  context: BrowserContext,
  origin: string,
  locale: Locale | undefined,
  languageSuggestion: boolean,
) {
  // A regular expression, not a function: Playwright's driver matches it itself, so the site's own
  // requests are not each sent to this process to be judged (a function costs about a fifth of the suite's time).
  const otherOrigin = new RegExp(`^https?://(?!${escapeRegExp(new URL(origin).host)}/)`);
  await context.route(otherOrigin, (route) => {
    const type = route.request().resourceType();
    const contentType =
      type === "script" ? "text/javascript" : type === "stylesheet" ? "text/css" : "text/html";
    return route.fulfill({ status: 200, contentType, body: "" });
  });
  if (locale) await context.addInitScript(seedLocale, { key: LOCALE_STORAGE_KEY, value: locale });
  if (!languageSuggestion)
    await context.addInitScript(seedLocale, { key: SUGGESTION_DISMISSED_KEY, value: "1" });
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  siteServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function needs from its first parameter.
    async ({}, use) => {
      const server = await startSiteServer({ port: 0, host: "127.0.0.1" });
      await use(server);
      await server.close();
    },
    { scope: "worker" },
  ],
  nginxServer: [
    // eslint-disable-next-line no-empty-pattern -- as above.
    async ({}, use) => {
      const server = await startNginx();
      await use(server);
      await server.close();
    },
    { scope: "worker" },
  ],
  cdnServer: [
    // eslint-disable-next-line no-empty-pattern -- as above.
    async ({}, use) => {
      const server = await startWrangler();
      await use(server);
      await server.close();
    },
    { scope: "worker", timeout: 60_000 },
  ],
  baseURL: async ({ siteServer }, use) => {
    await use(siteServer.url);
  },
  storedLocale: [undefined, { option: true }],
  languageSuggestion: [false, { option: true }],
  context: async ({ context, siteServer, storedLocale, languageSuggestion }, use) => {
    await prepareContext(context, siteServer.url, storedLocale, languageSuggestion);
    await use(context);
  },
  problems: async ({ context, siteServer }, use) => {
    await use(watchProblems(context, siteServer.url));
  },
  openContext: async ({ browser, siteServer, storedLocale, languageSuggestion }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (options = {}) => {
      const context = await browser.newContext({ baseURL: siteServer.url, ...options });
      contexts.push(context);
      await prepareContext(context, siteServer.url, storedLocale, languageSuggestion);
      return context;
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});

export const expect = baseExpect.extend({
  /** Waits until React has hydrated the page: the root layout marks `<html data-hydrated="true">`. */
  async toBeHydrated(page: Page, options: { timeout?: number } = {}) {
    const html = page.locator("html");
    try {
      await baseExpect(html).toHaveAttribute("data-hydrated", "true", options);
      return { pass: true, name: "toBeHydrated", message: () => "the page is hydrated" };
    } catch (error) {
      return {
        pass: false,
        name: "toBeHydrated",
        message: () => `the page at ${page.url()} did not hydrate:\n${(error as Error).message}`,
      };
    }
  },

  /**
   * axe-core (WCAG 2.2 A/AA and best practices) finds nothing on the page. Retried for a while:
   * a page still rendering is not judged on a half-drawn state, a lasting violation still fails.
   */
  async toHaveNoAxeViolations(page: Page, options: { timeout?: number } = {}) {
    let violations: string[] = [];
    try {
      await baseExpect
        .poll(async () => (violations = await axeViolations(page)), {
          // One run of axe on a long page takes seconds on a busy machine: room for a few.
          timeout: options.timeout ?? 30_000,
          intervals: [500, 1_000],
        })
        .toEqual([]);
      return {
        pass: true,
        name: "toHaveNoAxeViolations",
        message: () => `no axe violation on ${page.url()}`,
      };
    } catch {
      return {
        pass: false,
        name: "toHaveNoAxeViolations",
        message: () => `axe violations on ${page.url()}:\n${violations.join("\n")}`,
      };
    }
  },
});

/**
 * Lets the work the page has already queued run (React renders and effects are scheduled through
 * MessageChannel, which the fake clock does not pause). A check that something did *not* happen,
 * after `clock.runFor`, comes after this; otherwise it could pass only because React has not rendered yet.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let hop = 0; hop < 3; hop += 1) {
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      });
    }
  });
}

/**
 * Where the element sits below the sticky header (px, rounded), and whether the page is scrolled to
 * its very bottom (the element may then stay lower). Hash links must put it 10 px below the header.
 */
export function offsetBelowHeader(page: Page, id: string) {
  return page.evaluate((target) => {
    const top = document.getElementById(target)!.getBoundingClientRect().top;
    const header = document.querySelector("[data-site-header]")!.getBoundingClientRect().height;
    const maxScroll = document.documentElement.scrollHeight - window.innerHeight;
    return {
      offset: Math.round(top - header),
      scrollY: window.scrollY,
      atBottom: window.scrollY >= maxScroll - 1,
    };
  }, id);
}

export { watchProblems };
