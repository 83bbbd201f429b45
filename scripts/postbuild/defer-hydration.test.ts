import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { deferHydration, startupScripts } from "./defer-hydration";

// A page of the shape React Router pre-renders (golden.test.ts checks the step on real pages of the installed version).
const PAGE = `<!DOCTYPE html><html lang="fr"><head><link rel="modulepreload" href="/assets/manifest-1.js"/>
<link rel="modulepreload" href="/assets/entry.client-2.js"/>
<link rel="modulepreload" href="/assets/react-dom-3.js"/>
<link rel="stylesheet" href="/assets/root-4.css"/></head><body><main><a href="/board">Carte</a></main>
<script>window.__reactRouterContext = {};</script>
<script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-5.js";
import * as route1 from "/assets/article-6.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/notice/article.fr":route1};

import("/assets/entry.client-2.js");</script></body></html>`;

/**
 * Runs the rewritten script with a recording browser: what it imports, in which order, and when
 * (before the first contentful paint, when it is reported, or in the task queued after it).
 */
async function runScript(html: string, { paintTiming = true } = {}) {
  const body = /<script type="module">([\s\S]*?)<\/script>/.exec(html)![1]!;
  const events: string[] = [];
  const observers: ((list: { getEntriesByName: (name: string) => unknown[] }, observer: unknown) => void)[] =
    [];
  const tasks: (() => void)[] = [];
  const window: Record<string, unknown> = {};
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ["paint", "navigation"] : ["navigation"];
    constructor(private readonly callback: (typeof observers)[number]) {}
    observe() {
      observers.push(this.callback);
    }
    disconnect() {
      observers.splice(observers.indexOf(this.callback), 1);
    }
  }
  class MessageChannel {
    port1: { onmessage?: () => void } = {};
    port2 = { postMessage: () => tasks.push(() => this.port1.onmessage?.()) };
  }
  const context = {
    window,
    PerformanceObserver,
    MessageChannel,
    document: {
      createElement: () => ({}),
      head: { append: (link: { rel: string; href: string }) => events.push(`${link.rel} ${link.href}`) },
    },
    __import: (url: string) => {
      events.push(`import ${url}`);
      return Promise.resolve({ url });
    },
  };
  runInNewContext(body.replaceAll("import(", "__import("), context);
  const paint = (name: string) =>
    [...observers].forEach((callback, index) =>
      callback(
        { getEntriesByName: (asked) => (asked === name ? [{ name }] : []) },
        new PerformanceObserver(observers[index]!),
      ),
    );
  paint("first-paint");
  const beforePaint = [...events, ...tasks.map(() => "task")];
  paint("first-contentful-paint");
  const atPaint = [...events];
  tasks.splice(0).forEach((task) => task());
  await new Promise((resolve) => setImmediate(resolve));
  // A later paint report starts nothing again.
  paint("first-contentful-paint");
  tasks.splice(0).forEach((task) => task());
  await new Promise((resolve) => setImmediate(resolve));
  return { beforePaint, atPaint, events, window };
}

const EXPECTED_START = [
  "modulepreload /assets/manifest-1.js",
  "modulepreload /assets/entry.client-2.js",
  "modulepreload /assets/react-dom-3.js",
  "modulepreload /assets/fr-7.js",
  "import /assets/manifest-1.js",
  "import /assets/root-5.js",
  "import /assets/article-6.js",
  "import /assets/entry.client-2.js",
];

const CATALOGUE = "/assets/fr-7.js";

describe("deferHydration", () => {
  const deferred = deferHydration(PAGE, CATALOGUE);

  it("leaves no module preload or module import in the HTML the first paint waits on", () => {
    expect(deferred).not.toContain('rel="modulepreload"');
    expect(deferred).not.toMatch(/^import /m);
    expect(deferred).toContain('<link rel="stylesheet" href="/assets/root-4.css"/>');
    expect(deferred).toContain('<a href="/board">Carte</a>');
  });

  it("starts nothing before the first contentful paint, then preloads and imports what React Router did, once", async () => {
    const { beforePaint, atPaint, events, window } = await runScript(deferred);
    expect(beforePaint).toEqual([]);
    expect(atPaint).toEqual([]);
    expect(events).toEqual(EXPECTED_START);
    expect(window.__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root-5.js" },
      "routes/notice/article.fr": { url: "/assets/article-6.js" },
    });
    // The client entry reads the page's messages from there (app/i18n/messages.ts).
    expect(window.__pageMessages).toBe(CATALOGUE);
  });

  it("reads the scripts the page starts with, for its messages (./page-catalogues.ts)", () => {
    expect(startupScripts(PAGE)).toEqual([
      "/assets/manifest-1.js",
      "/assets/entry.client-2.js",
      "/assets/react-dom-3.js",
      "/assets/root-5.js",
      "/assets/article-6.js",
    ]);
  });

  it("starts at once in a browser without paint timing", async () => {
    const { beforePaint } = await runScript(deferred, { paintTiming: false });
    expect(beforePaint).toEqual(["task"]);
  });

  it("refuses a page without React's hydration script, or with two", () => {
    const notFound =
      '<!DOCTYPE html><html><body><h1>404</h1><script src="/not-found.js" defer></script></body></html>';
    expect(() => deferHydration(notFound, CATALOGUE)).toThrow(/expected one hydration script .* found 0/);
    const twice = PAGE.replace(
      "</body>",
      `${/<script type="module" async="">[^]*?<\/script>/.exec(PAGE)![0]}</body>`,
    );
    expect(() => deferHydration(twice, CATALOGUE)).toThrow(/found 2/);
  });

  it("fails the build when React Router's script no longer has the expected shape", () => {
    const changed = PAGE.replace('import("/assets/entry.client-2.js");', "hydrateSomehow();");
    expect(() => deferHydration(changed, CATALOGUE)).toThrow(
      /unexpected line in the hydration script: hydrateSomehow\(\);/,
    );
  });

  it("fails the build when a preload hint has another shape (React Router's nonce or crossOrigin options)", () => {
    const withNonce = PAGE.replace(
      '<link rel="modulepreload" href="/assets/react-dom-3.js"/>',
      '<link rel="modulepreload" href="/assets/react-dom-3.js" nonce="n0"/>',
    );
    expect(() => deferHydration(withNonce, CATALOGUE)).toThrow(
      /module preload hint of an unknown shape .*nonce="n0"/,
    );
    const noneLeft = PAGE.replace(/<link rel="modulepreload"[^>]*>/g, "");
    expect(() => deferHydration(noneLeft, CATALOGUE)).toThrow(/no module preload hints/);
  });
});
