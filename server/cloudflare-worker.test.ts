/**
 * The Cloudflare Pages worker (deploy/cloudflare/worker.ts) against a plain asset server: Cloudflare
 * applies neither _headers nor anything else to what a worker answers, so every kind of answer must
 * carry the site's headers by itself. (`wrangler pages dev` applies _headers offline and would hide a
 * missing one: e2e/cdn.e2e.ts cannot catch that, this can.)
 */
import { describe, expect, it } from "vitest";
import { createWorker } from "../deploy/cloudflare/worker";
import { CACHE_CONTROL, STATIC_SECURITY_HEADERS, contentSecurityPolicy } from "./site-rules";

const ORIGIN = "https://www.brumes-rp.test";
const MANIFEST = {
  "/board.html": ["sha256-board"],
  "/404.html": ["sha256-notfound"],
  "/en/404.html": ["sha256-notfound-en"],
};

/** What the asset server holds: a path, its status, type and body; no header of the site's own. */
const FILES: Record<string, { status: number; type: string; body: string; location?: string }> = {
  "/board": { status: 200, type: "text/html; charset=utf-8", body: "<h1>Carte</h1>" },
  "/404": { status: 200, type: "text/html; charset=utf-8", body: "<h1>Page introuvable</h1>" },
  "/en/404": { status: 200, type: "text/html; charset=utf-8", body: "<h1>Page not found</h1>" },
  "/assets/entry.client-abc.js": { status: 200, type: "application/javascript", body: "export{}" },
  "/favicon.ico": { status: 200, type: "image/x-icon", body: "ico" },
  "/notice/changes.xml": { status: 200, type: "application/xml", body: "<feed/>" },
  "/notice/game/prison/entry": {
    status: 301,
    type: "text/plain",
    body: "",
    location: "/notice/game/prison/enter",
  },
  // The asset server's own redirects, to a folder's slash (Cloudflare's default HTML handling).
  "/en/index": { status: 308, type: "text/plain", body: "", location: "/en/" },
  "/notice/index": { status: 307, type: "text/plain", body: "", location: "/notice/" },
};

const assets = {
  async fetch(request: Request | string): Promise<Response> {
    const { pathname } = new URL(typeof request === "string" ? request : request.url);
    const file = FILES[pathname];
    // Like Cloudflare Pages, an unknown path gets the nearest 404.html, with status 404.
    if (!file) {
      const notFound = FILES[pathname.startsWith("/en/") ? "/en/404" : "/404"]!;
      return new Response(notFound.body, { status: 404, headers: { "Content-Type": notFound.type } });
    }
    const headers = new Headers({ "Content-Type": file.type });
    if (file.location) headers.set("Location", file.location);
    return new Response(file.location ? null : file.body, { status: file.status, headers });
  },
};

const worker = createWorker(MANIFEST);
const get = (path: string, method = "GET") =>
  worker.fetch(new Request(`${ORIGIN}${path}`, { method }), { ASSETS: assets });

function expectSecurityHeaders(response: Response, what: string) {
  for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS)) {
    expect(response.headers.get(name), `${what}: ${name}`).toBe(value);
  }
  expect(response.headers.get("Content-Security-Policy"), what).toContain("default-src 'self'");
}

describe("the Cloudflare worker", () => {
  it("sends every security header on each kind of answer", async () => {
    const kinds: [string, string, number][] = [
      ["a page", "/board", 200],
      ["an unknown path", "/nope", 404],
      ["an unknown path in English", "/en/nope", 404],
      ["a 404 page asked for by its address", "/404", 404],
      ["the host's configuration", "/_worker.js", 404],
      ["an unknown rulebook page", "/notice/game/nope", 302],
      ["a moved page", "/notice/game/prison/entry", 301],
      ["an asset", "/assets/entry.client-abc.js", 200],
      ["a file at the root", "/favicon.ico", 200],
      ["the change feed", "/notice/changes.xml", 200],
      ["another method", "/board?POST", 405],
      ["a disguised path", "/%65n/board", 400],
      ["an overlong address", `/${"a".repeat(3000)}`, 414],
    ];
    for (const [what, path, status] of kinds) {
      const response = path.endsWith("?POST") ? await get(path.slice(0, -5), "POST") : await get(path);
      expect(response.status, what).toBe(status);
      expectSecurityHeaders(response, what);
    }
  });

  it("gives a page, and a 404 page, the CSP of their own inline scripts", async () => {
    expect((await get("/board")).headers.get("Content-Security-Policy")).toBe(
      contentSecurityPolicy(MANIFEST["/board.html"]),
    );
    expect((await get("/en/nope")).headers.get("Content-Security-Policy")).toBe(
      contentSecurityPolicy(MANIFEST["/en/404.html"]),
    );
    expect(await (await get("/en/nope")).text()).toContain("Page not found");
    expect((await get("/assets/entry.client-abc.js")).headers.get("Content-Security-Policy")).toBe(
      contentSecurityPolicy(),
    );
  });

  it("keeps what each answer is: its type, cache lifetime and target", async () => {
    const feed = await get("/notice/changes.xml");
    expect(feed.headers.get("Content-Type")).toMatch(/^application\/atom\+xml/);
    expect(feed.headers.get("Cache-Control")).toBe(CACHE_CONTROL.revalidate);
    expect((await get("/assets/entry.client-abc.js")).headers.get("Cache-Control")).toBe(
      CACHE_CONTROL.immutable,
    );
    expect((await get("/notice/game/nope")).headers.get("Location")).toBe("/notice");
    expect((await get("/notice/game/prison/entry")).headers.get("Location")).toBe(
      "/notice/game/prison/enter",
    );
    expect((await get("/board", "POST")).headers.get("Allow")).toBe("GET, HEAD");
  });

  it("answers by the site's rules where the asset server has its own: redirects, 404 types, lifetimes", async () => {
    // A page's other name goes to it in one step, by the site's rule (a day's lifetime, permanent).
    for (const [path, target] of [
      ["/board/", "/board"],
      ["/board.html?x=1", "/board?x=1"],
      ["/admin/index.html", "/admin/"],
    ]) {
      const response = await get(path!);
      expect([response.status, response.headers.get("Location")], path).toEqual([308, target]);
      expect(response.headers.get("Cache-Control"), path).toBe(CACHE_CONTROL.permanentRedirect);
    }
    expect((await get("/notice/game/prison/entry")).headers.get("Cache-Control")).toBe(
      CACHE_CONTROL.permanentRedirect,
    );
    // The asset server's redirect to a folder names no page: unknown, as on the other hosts.
    expect((await get("/en/index")).status).toBe(404);
    const rulebook = await get("/notice/index");
    expect([rulebook.status, rulebook.headers.get("Location")]).toEqual([302, "/notice"]);
    expect(rulebook.headers.get("Cache-Control")).toBe(CACHE_CONTROL.revalidate);
    // A 404 page answered for a data file's address is HTML.
    expect((await get("/_root.data")).headers.get("Content-Type")).toMatch(/^text\/html/);
    expect((await get("/en/404.html")).status).toBe(404);
  });
});
