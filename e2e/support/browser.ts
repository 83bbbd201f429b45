import { afterAll, inject } from "vitest";
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from "playwright-core";

export const baseURL = (): string => inject("baseURL");

let shared: Promise<Browser> | undefined;

// One browser per test file, launched on first use and closed when the file's tests are done.
afterAll(async () => {
  const browser = await shared;
  shared = undefined;
  await browser?.close();
});

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-quic",
    ],
  });
}

export interface PageProblems {
  consoleErrors: string[];
  pageErrors: string[];
  /** Failed or >= 400 requests to the site's own origin. */
  failedRequests: string[];
}

/**
 * A context whose requests to other origins (embeds, widgets) are answered locally with empty
 * content: the tests run offline and measure only what the site itself does.
 */
export async function newContext(options: BrowserContextOptions = {}): Promise<BrowserContext> {
  shared ??= launchBrowser();
  const browser = await shared;
  const origin = baseURL();
  const context = await browser.newContext({ baseURL: origin, ...options });
  await context.route(
    (url) => url.origin !== origin && url.protocol.startsWith("http"),
    (route) => {
      const type = route.request().resourceType();
      const contentType =
        type === "script" ? "text/javascript" : type === "stylesheet" ? "text/css" : "text/html";
      return route.fulfill({ status: 200, contentType, body: "" });
    },
  );
  return context;
}

export function watchProblems(page: Page): PageProblems {
  const origin = baseURL();
  const problems: PageProblems = { consoleErrors: [], pageErrors: [], failedRequests: [] };
  page.on("console", (message) => {
    if (message.type() === "error") problems.consoleErrors.push(message.text());
  });
  page.on("pageerror", (error) => problems.pageErrors.push(error.message));
  page.on("requestfailed", (request) => {
    const error = request.failure()?.errorText ?? "";
    // A request cut short because the page moved on (ERR_ABORTED) is not a failure of the site.
    if (request.url().startsWith(origin) && !error.includes("ERR_ABORTED")) {
      problems.failedRequests.push(`${request.url()} ${error}`);
    }
  });
  page.on("response", (response) => {
    if (response.url().startsWith(origin) && response.status() >= 400) {
      problems.failedRequests.push(`${response.url()} ${response.status()}`);
    }
  });
  return problems;
}

/** Waits until React has hydrated the page (the root effect marks the document). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}
