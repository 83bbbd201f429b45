import type { BrowserContext, Page } from "@playwright/test";

export interface PageProblems {
  consoleErrors: string[];
  pageErrors: string[];
  /** Failed or >= 400 requests to the site's own origin. */
  failedRequests: string[];
}

/**
 * Collects, from now on, the console errors, uncaught errors and failed requests to `origin` of a
 * page, or of every page of a context.
 */
export function watchProblems(target: Page | BrowserContext, origin: string): PageProblems {
  const problems: PageProblems = { consoleErrors: [], pageErrors: [], failedRequests: [] };
  const ownOrigin = (url: string) => new URL(url).origin === origin;
  target.on("console", (message) => {
    if (message.type() === "error")
      problems.consoleErrors.push(`${message.page()?.url()}: ${message.text()}`);
  });
  if ("goto" in target) {
    target.on("pageerror", (error) => problems.pageErrors.push(`${target.url()}: ${error.message}`));
  } else {
    target.on("weberror", (error) =>
      problems.pageErrors.push(`${error.page()?.url()}: ${error.error().message}`),
    );
  }
  target.on("requestfailed", (request) => {
    const error = request.failure()?.errorText ?? "";
    // A request cut short because the page moved on (ERR_ABORTED) is not a failure of the site.
    if (ownOrigin(request.url()) && !error.includes("ERR_ABORTED")) {
      problems.failedRequests.push(`${request.url()} ${error}`);
    }
  });
  target.on("response", (response) => {
    if (ownOrigin(response.url()) && response.status() >= 400) {
      problems.failedRequests.push(`${response.url()} ${response.status()}`);
    }
  });
  return problems;
}
