import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { connect } from "node:net";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { STATIC_PAGE_PATHS } from "../../app/data/pages";
import { LOCALES, localeDirection, type Locale } from "../../app/i18n/locales";
import { localizePath } from "../../app/i18n/paths";
import { expect, test as base } from "../fixtures";
import {
  BUILD_FILES,
  CACHE_CONTROL,
  EDITOR_HOME,
  EDITOR_PATH,
  EDITOR_SECURITY_HEADERS,
  MAX_URL_LENGTH,
  STATIC_SECURITY_HEADERS,
  isHostConfigFile,
  type MovedPage,
} from "../../server/site-rules";
import { OAUTH_PATHS } from "../../app/config/editor";
import { rawRequest } from "../../tools/http";
import { catalogue } from "./catalogue";
import { OBSERVATORY_PAGES, describeGrade, observatoryGradeOf } from "../../tools/observatory";

/** The largest script, surely precompressed: the build leaves files under 512 bytes as they are, and the
 *  alphabetically first one may be tiny. */
const largestScript = () =>
  readdirSync("build/client/assets")
    .filter((name) => name.endsWith(".js"))
    .map((name) => ({ name, size: statSync(`build/client/assets/${name}`).size }))
    .sort((a, b) => b.size - a.size || a.name.localeCompare(b.name))[0]!.name;
const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;");
/** A page's title with its spaces made ordinary: French messages are typeset at build time (non-breaking spaces). */
const titleOf = (html: string) => (/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "").replace(/\s+/g, " ");
/** The 404 page's title in a language: its own label, then the site's name as on every page. */
const notFoundTitle = (locale: Locale) =>
  escapeHtml(`${catalogue(locale)["app.title.notFound"]} | ${catalogue(locale)["app.title.site"]}`);
const SITE_NAME = catalogue("fr")["app.title.site"]!;
const movedPages = () => JSON.parse(readFileSync(`build/${BUILD_FILES.movedPages}`, "utf8")) as MovedPage[];

/**
 * What a raw request line gets back within `ms`, as text: for requests Node's HTTP client cannot
 * send (HTTP/0.9). Empty when the server closed or said nothing.
 */
function rawExchange(origin: string, text: string, ms = 3000): Promise<string> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const socket = connect(Number(port), hostname, () => socket.write(text));
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(Buffer.concat(chunks).toString("latin1"));
    };
    const timer = setTimeout(done, ms);
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("end", done);
    socket.on("error", done);
  });
}

/**
 * The Content-Type each kind of file of the build must be sent with (its media type, parameters
 * aside). A new kind of file fails the contract until it is named here and every host agrees.
 */
const EXPECTED_TYPES: Record<string, RegExp> = {
  ".avif": /^image\/avif$/,
  ".css": /^text\/css$/,
  ".data": /^text\/x-script$/,
  ".html": /^text\/html$/,
  ".ico": /^image\/x-icon$/,
  ".js": /^(text|application)\/javascript$/,
  ".json": /^application\/json$/,
  ".mp4": /^video\/mp4$/,
  ".png": /^image\/png$/,
  ".svg": /^image\/svg\+xml$/,
  ".txt": /^text\/plain$/,
  ".vtt": /^text\/vtt$/,
  ".wasm": /^application\/wasm$/,
  ".webmanifest": /^application\/manifest\+json$/,
  ".webp": /^image\/webp$/,
  ".xml": /^(application\/(xml|atom\+xml)|text\/xml)$/,
};

/** One file of each extension the build writes (not its precompressed copies, nor a host's own files). */
function oneFilePerExtension(): Map<string, string> {
  const files = readdirSync("build/client", { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${path.relative("build/client", path.join(entry.parentPath, entry.name))}`)
    .filter((file) => !/\.(br|gz)$/.test(file) && !isHostConfigFile(file))
    .sort();
  const chosen = new Map<string, string>();
  for (const file of files) {
    const extension = path.extname(file);
    if (!chosen.has(extension)) chosen.set(extension, file);
  }
  return chosen;
}

type ServerFixture = "siteServer" | "nginxServer" | "cdnServer";

/** What a server does beyond the contract's common ground. */
export interface ServerTraits {
  /** Sends the build's precompressed .br/.gz files as they are (a CDN compresses on its own). */
  precompressed: boolean;
  /** Honours Range requests (wrangler's local asset server sends the whole file, which HTTP allows). */
  ranges: boolean;
  /** Refuses dot segments (workerd normalizes them per RFC 3986 before any code runs, as browsers do). */
  refusesDotSegments: boolean;
  /**
   * Serves the editor's GitHub login (/api/auth, /api/callback): only Cloudflare's Pages worker does;
   * the contract's server has no OAuth credentials, so it says the login is not configured.
   */
  servesEditorLogin: boolean;
}

/**
 * What every server of the build must answer — the Node server, nginx with the deploy config and
 * Cloudflare Pages' runtime — as plain HTTP requests (no browser). A test starts only its server.
 */
export function describeServerContract(name: string, server: ServerFixture, traits: ServerTraits) {
  // Playwright starts a worker fixture only when a test asks for it: each test names one server.
  const servers = {
    siteServer: base.extend<{ origin: string }>({
      origin: async ({ siteServer }, use) => use(siteServer.url),
    }),
    nginxServer: base.extend<{ origin: string }>({
      origin: async ({ nginxServer }, use) => use(nginxServer.url),
    }),
    cdnServer: base.extend<{ origin: string }>({ origin: async ({ cdnServer }, use) => use(cdnServer.url) }),
  };
  const it = servers[server];
  const { describe } = it;

  describe(`${name}: pages in every language`, () => {
    it("serves every static page in each language with its language, title and canonical link", async ({
      origin,
    }) => {
      for (const locale of LOCALES) {
        const siteTitle = escapeHtml(catalogue(locale)["app.title.site"]!);
        for (const sitePath of STATIC_PAGE_PATHS) {
          const path = localizePath(locale, sitePath);
          const response = await rawRequest(origin, path);
          expect(response.status, path).toBe(200);
          const html = response.body.toString("utf8");
          expect(html, path).toContain(`<html lang="${locale}" dir="${localeDirection(locale)}">`);
          expect(html, path).toMatch(new RegExp(`<title>[^<]+\\| ${siteTitle}</title>`));
          const url = `https://www.brumes-rp.fr${path}`;
          expect(html, path).toContain(`<link rel="canonical" href="${url}"/>`);
          expect(html, path).toContain(`<meta property="og:url" content="${url}"/>`);
          expect(html, path).toContain(
            `<link rel="alternate" hrefLang="x-default" href="https://www.brumes-rp.fr${sitePath}"/>`,
          );
          expect(html, path).toMatch(/<meta name="description" content="[^"]{20,}"\/>/);
        }
      }
    });

    it("sends a page's file name or a trailing slash to the page's address with a 308", async ({
      origin,
    }) => {
      for (const [path, target] of [
        ["/board/", "/board"],
        ["/board.html", "/board"],
        ["/index.html", "/"],
        ["/en/", "/en"],
        ["/de/notice/game/", "/de/notice/game"],
        ["/play/?from=x", "/play?from=x"],
      ] as const) {
        const response = await rawRequest(origin, path);
        expect(response.status, path).toBe(308);
        expect(
          new URL(String(response.headers.location), origin).pathname +
            new URL(String(response.headers.location), origin).search,
          path,
        ).toBe(target);
      }
    });

    it("answers HEAD with headers and no body", async ({ origin }) => {
      const response = await rawRequest(origin, "/", { method: "HEAD" });
      expect(response.status).toBe(200);
      expect(response.body.length).toBe(0);
      expect(String(response.headers["content-type"])).toMatch(/text\/html/);
    });

    it("serves the discovery files: sitemap, robots.txt, manifest and favicon", async ({ origin }) => {
      const sitemap = await rawRequest(origin, "/sitemap.xml");
      expect(sitemap.status).toBe(200);
      expect(String(sitemap.headers["content-type"])).toMatch(/xml/);
      expect(sitemap.body.toString("utf8")).toContain("<loc>https://www.brumes-rp.fr/ar/board</loc>");
      const robots = await rawRequest(origin, "/robots.txt");
      expect(robots.body.toString("utf8")).toContain("Sitemap: https://www.brumes-rp.fr/sitemap.xml");
      expect(robots.body.toString("utf8")).toContain(`Disallow: ${EDITOR_PATH}\n`);
      expect(sitemap.body.toString("utf8")).not.toContain(`https://www.brumes-rp.fr${EDITOR_PATH}`);
      const manifest = await rawRequest(origin, "/manifest.webmanifest");
      expect(String(manifest.headers["content-type"])).toMatch(/application\/manifest\+json/);
      expect(JSON.parse(manifest.body.toString("utf8")).name).toBe("Brumes RP");
      const favicon = await rawRequest(origin, "/favicon.ico");
      expect(favicon.status).toBe(200);
      expect(favicon.body.subarray(0, 4).equals(Buffer.from([0, 0, 1, 0]))).toBe(true);
    });

    it("serves the rulebook's change feed as Atom, revalidated like the pages", async ({ origin }) => {
      const feed = await rawRequest(origin, "/notice/changes.xml");
      expect(feed.status).toBe(200);
      expect(String(feed.headers["content-type"])).toMatch(/^application\/atom\+xml/);
      expect(String(feed.headers["cache-control"])).toBe(CACHE_CONTROL.revalidate);
      expect(feed.body.toString("utf8")).toContain('<feed xmlns="http://www.w3.org/2005/Atom"');
    });
  });

  describe(`${name}: 404 and redirects`, () => {
    it("answers unknown paths with the 404 page of their language and status 404", async ({ origin }) => {
      const cases: [string, Locale][] = [
        ["/nope", "fr"],
        ["/nope/deeper/still", "fr"],
        ["/play/unknown", "fr"],
        ["/assets/missing.js", "fr"],
        ["/img/none.webp", "fr"],
        ["/404", "fr"],
        ["/xx/board", "fr"],
        ["/EN/board", "fr"],
        ["/english", "fr"],
        ...LOCALES.filter((locale) => locale !== "fr").flatMap((locale): [string, Locale][] => [
          [`/${locale}/nope`, locale],
          [`/${locale}/board/extra/level`, locale],
          [`/${locale}/404`, locale],
        ]),
      ];
      for (const [path, locale] of cases) {
        const response = await rawRequest(origin, path);
        expect(response.status, path).toBe(404);
        const html = response.body.toString("utf8");
        expect(html, path).toContain(`<html lang="${locale}" dir="${localeDirection(locale)}">`);
        expect(titleOf(html), path).toBe(notFoundTitle(locale));
      }
    });

    it("redirects unknown rulebook paths to the rulebook's home in their language", async ({ origin }) => {
      for (const locale of LOCALES) {
        for (const sitePath of ["/notice/unknown", "/notice/game/nope", "/notice/game/character/nope/more"]) {
          const path = localizePath(locale, sitePath);
          const response = await rawRequest(origin, path);
          expect(response.status, path).toBe(302);
          expect(new URL(String(response.headers.location), origin).pathname, path).toBe(
            localizePath(locale, "/notice"),
          );
        }
      }
    });

    it("never serves the host's own configuration files", async ({ origin }) => {
      for (const path of ["/_worker.js", "/_headers", "/_redirects", "/_routes.json"]) {
        const response = await rawRequest(origin, path);
        expect(response.status, path).toBe(404);
        expect(titleOf(response.body.toString("utf8")), path).toBe(notFoundTitle("fr"));
      }
    });
  });

  describe(`${name}: headers`, () => {
    it("sends the security headers, and each page a CSP that allows its own inline scripts only", async ({
      origin,
    }) => {
      for (const path of ["/", "/en/notice/game/character/ability", "/ar/board", "/nope", "/de/nope"]) {
        const response = await rawRequest(origin, path);
        const csp = String(response.headers["content-security-policy"]);
        expect(csp, path).toContain("default-src 'self'");
        expect(csp, path).toContain("frame-ancestors 'none'");
        expect(csp, path).toContain("object-src 'none'");
        expect(csp, path).not.toMatch(/script-src[^;]*'unsafe-inline'/);
        expect(csp, path).toContain("frame-src https://player.twitch.tv");
        expect(response.headers["x-content-type-options"], path).toBe("nosniff");
        expect(response.headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
        // Every inline script of the page is allowed by its hash, and only those.
        const html = response.body.toString("utf8");
        const scripts = [
          ...html.matchAll(
            /<script(?![^>]*\b(src=|type="application\/ld\+json"))[^>]*>([\s\S]*?)<\/script>/g,
          ),
        ];
        const allowed = [...csp.matchAll(/'(sha256-[^']+)'/g)].map((match) => match[1]);
        expect(allowed.length, path).toBe(new Set(scripts.map((script) => script[2])).size);
      }
    });

    it("sends every security header, HSTS included, on every kind of answer", async ({ origin }) => {
      const moved = movedPages();
      const kinds: [string, number, string?][] = [
        ["/", 200],
        ["/ar/notice/game/justice/court", 200],
        ["/de/nope", 404],
        ["/_worker.js", 404],
        ["/notice/game/nope", 302],
        ["/board/", 308],
        ...moved.slice(0, 1).map(({ from }): [string, number] => [`/en${from}`, 301]),
        [`/assets/${largestScript()}`, 200],
        ["/favicon.ico", 200],
        ["/sitemap.xml", 200],
        ["/notice/changes.xml", 200],
        ["/%65n/board", 400],
        ["/", 405, "POST"],
      ];
      for (const [path, status, method] of kinds) {
        const response = await rawRequest(origin, path, { method: method ?? "GET" });
        expect(response.status, path).toBe(status);
        for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS))
          expect(response.headers[name.toLowerCase()], `${method ?? "GET"} ${path}: ${name}`).toBe(value);
        expect(String(response.headers["content-security-policy"]), path).toContain("default-src 'self'");
      }
    });

    it("caches hashed assets as immutable and revalidates pages and their data", async ({ origin }) => {
      const asset = await rawRequest(origin, `/assets/${largestScript()}`);
      expect(asset.status).toBe(200);
      expect(String(asset.headers["cache-control"])).toMatch(/max-age=31536000.*immutable/);
      for (const path of ["/credits", "/en/credits", "/notice/game.data"]) {
        const page = await rawRequest(origin, path);
        expect(page.status, path).toBe(200);
        expect(String(page.headers["cache-control"]), path).toBe("no-cache");
      }
      const data = await rawRequest(origin, "/de/notice/game.data");
      expect(String(data.headers["content-type"])).toMatch(/^text\/x-script/);
    });
  });

  describe(`${name}: the editor`, () => {
    it("sends /admin its own CSP and opener policy, noindex, and every other security header", async ({
      origin,
    }) => {
      // The editor is the admin app's build (client/admin/); its headers follow its address.
      const built = existsSync(`build/client${EDITOR_HOME}index.html`);
      const cases: [string, number | undefined][] = [
        [EDITOR_PATH, 308],
        [`${EDITOR_PATH}?from=menu`, 308],
        [EDITOR_HOME, built ? 200 : undefined],
        [`${EDITOR_HOME}?from=menu`, built ? 200 : undefined],
        [`${EDITOR_HOME}nope`, 404],
      ];
      for (const [path, status] of cases) {
        const response = await rawRequest(origin, path);
        if (status) expect(response.status, path).toBe(status);
        if (status === 308) {
          const target = new URL(String(response.headers.location), origin);
          expect(target.pathname + target.search, path).toBe(
            `${EDITOR_HOME}${path.includes("?") ? "?from=menu" : ""}`,
          );
        }
        for (const [header, value] of Object.entries({
          ...STATIC_SECURITY_HEADERS,
          ...EDITOR_SECURITY_HEADERS,
        }))
          expect(response.headers[header.toLowerCase()], `${path}: ${header}`).toBe(value);
        const csp = String(response.headers["content-security-policy"]);
        expect(csp, path).toContain("default-src 'self'");
        expect(csp, path).toContain("connect-src 'self' blob: https://api.github.com");
        expect(csp, path).toContain("frame-ancestors 'none'");
        expect(csp, path).toContain("object-src 'none'");
        expect(csp, path).not.toMatch(/script-src[^;]*'unsafe-inline'/);
        expect(csp, path).not.toContain("twitch");
        if (status === 200)
          expect(response.body.toString("utf8"), path).toMatch(/<meta name="robots" content="noindex/);
      }
      // The editor's build has hashed names, cached for good like the site's assets.
      const script = built
        ? /src="(\/admin\/assets\/[^"]+\.js)"/.exec(
            readFileSync(`build/client${EDITOR_HOME}index.html`, "utf8"),
          )?.[1]
        : undefined;
      if (script) {
        const asset = await rawRequest(origin, script);
        expect(asset.status, script).toBe(200);
        expect(String(asset.headers["cache-control"]), script).toBe(CACHE_CONTROL.immutable);
      }
      // The site's pages keep theirs: no eval, their opener cut, indexed.
      const home = await rawRequest(origin, "/");
      expect(String(home.headers["content-security-policy"])).not.toContain("'unsafe-eval'");
      expect(home.headers["cross-origin-opener-policy"]).toBe("same-origin");
      expect(home.headers["x-robots-tag"]).toBeUndefined();
    });

    it(
      traits.servesEditorLogin
        ? "answers the editor's login addresses itself (not configured here: it says so)"
        : "does not serve the editor's login addresses: they need the Pages worker",
      async ({ origin }) => {
        for (const path of [OAUTH_PATHS.auth, `${OAUTH_PATHS.callback}?code=x&state=y`, "/api/other"]) {
          const response = await rawRequest(origin, path);
          const expected =
            !traits.servesEditorLogin || path === "/api/other" ? 404 : path === OAUTH_PATHS.auth ? 503 : 403;
          expect(response.status, path).toBe(expected);
          expect(response.headers["location"], path).toBeUndefined();
          expect(response.headers["strict-transport-security"], path).toBe(
            STATIC_SECURITY_HEADERS["Strict-Transport-Security"],
          );
        }
      },
    );
  });

  describe(`${name}: the same answers as the other hosts`, () => {
    it("names no host in a redirect: a forged Host never appears in a Location", async ({ origin }) => {
      const [moved] = movedPages();
      const redirects: [string, number, string][] = [
        ["/board/", 308, "/board"],
        ["/board.html?from=x", 308, "/board?from=x"],
        ["/index.html", 308, "/"],
        ["/en/", 308, "/en"],
        [EDITOR_PATH, 308, EDITOR_HOME],
        ["/notice/game/nope", 302, "/notice"],
        ["/de/notice/game/nope.html", 302, "/de/notice"],
        ...(moved ? [[`/es${moved.from}`, 301, `/es${moved.to}`] as [string, number, string]] : []),
      ];
      for (const [path, status, target] of redirects)
        for (const headers of [
          { Host: "evil.example" } as Record<string, string>,
          { Host: "evil.example:8443", "X-Forwarded-Host": "evil.example", "X-Forwarded-Proto": "http" },
        ]) {
          const response = await rawRequest(origin, path, { headers });
          expect(response.status, path).toBe(status);
          // A path of the site, never a host: neither the forged one nor the server's own port or scheme.
          expect(String(response.headers.location), path).toBe(target);
        }
    });

    it("sends no production CSP that names this machine (localhost, 127.0.0.1)", async ({ origin }) => {
      const [moved] = movedPages();
      const answers = [
        ...OBSERVATORY_PAGES,
        `${EDITOR_HOME}nope`,
        EDITOR_PATH,
        `${EDITOR_HOME}index.html`,
        "/board/",
        ...(moved ? [moved.from] : []),
        "/favicon.ico",
        `/assets/${largestScript()}`,
      ];
      for (const path of answers) {
        const response = await rawRequest(origin, path);
        const csp = String(response.headers["content-security-policy"]);
        expect(csp, path).toContain("default-src 'self'");
        expect(csp, path).not.toMatch(/localhost|127\.0\.0\.1|\[::1\]|http:/);
      }
    });

    it("answers 200 to every link of every 404 page", async ({ origin }) => {
      const links = new Set<string>();
      for (const locale of LOCALES) {
        const page = await rawRequest(origin, localizePath(locale, "/no/such/page"));
        expect(page.status, locale).toBe(404);
        const html = page.body.toString("utf8");
        expect(titleOf(html), locale).toBe(notFoundTitle(locale));
        for (const [, attribute, value] of html.matchAll(/\b(href|src|srcset)="([^"]+)"/gi)) {
          const urls =
            attribute!.toLowerCase() === "srcset"
              ? value!.split(",").map((part) => part.trim().split(/\s+/)[0]!)
              : [value!];
          for (const url of urls)
            if (url.startsWith("/") && !url.startsWith("//")) links.add(url.split("#")[0]!);
        }
      }
      // The header's and footer's pages, each language's home, the page's own files (CSS, images, script).
      expect(links.size).toBeGreaterThan(20);
      for (const link of links) {
        const response = await rawRequest(origin, link);
        expect(response.status, link).toBe(200);
      }
    });

    it("sends every kind of file the build writes with its Content-Type", async ({ origin }) => {
      const files = oneFilePerExtension();
      for (const [extension, file] of files) {
        expect(EXPECTED_TYPES, `the type of ${extension} files (${file})`).toHaveProperty([extension]);
        // A page is asked for by its address; its file name redirects there.
        const path = extension === ".html" ? "/credits" : file;
        const response = await rawRequest(origin, path);
        expect(response.status, path).toBe(200);
        const type = String(response.headers["content-type"] ?? "")
          .split(";")[0]!
          .trim();
        expect(type, `${path}: Content-Type`).toMatch(EXPECTED_TYPES[extension]!);
      }
      // A 404 page answered for a file's address is HTML, whatever the address's extension says.
      for (const path of ["/_root.data", "/notice/game/nope.data", "/img/none.webp", "/nope.js"]) {
        const response = await rawRequest(origin, path);
        expect(response.status, path).toBe(404);
        expect(String(response.headers["content-type"]), path).toMatch(/^text\/html/);
      }
    });

    it("answers the odd requests as the other hosts do", async ({ origin }) => {
      const cases: [string, number, string?][] = [
        // A path that goes on under a file's name names nothing.
        ["/robots.txt/", 404],
        ["/sitemap.xml/", 404],
        ["/board.html/", 404],
        // Other names of a page go to its address in one step, the editor's too.
        ["/index", 308, "/"],
        [`${EDITOR_HOME}index.html`, 308, EDITOR_HOME],
        [`${EDITOR_HOME}index.html?from=menu`, 308, `${EDITOR_HOME}?from=menu`],
        [`${EDITOR_HOME}index`, 308, EDITOR_HOME],
        // The 404 pages' own files are not pages; no other folder's index is.
        ["/404.html", 404],
        ["/en/404.html", 404],
        ["/en/index", 404],
        ["/notice/index", 302, "/notice"],
        ["/notice/game/index.html", 302, "/notice"],
        ["/ru/notice/nope/", 302, "/ru/notice"],
        ["/notice/game/nope.data", 404],
        // The URL length limit: up to MAX_URL_LENGTH, whatever holds the length.
        [`/${"a".repeat(MAX_URL_LENGTH - 1)}`, 404],
        [`/${"a".repeat(MAX_URL_LENGTH)}`, 414],
        [`/board?q=${"a".repeat(MAX_URL_LENGTH)}`, 414],
      ];
      for (const [path, status, location] of cases) {
        const response = await rawRequest(origin, path);
        expect(response.status, path.slice(0, 80)).toBe(status);
        expect(response.headers.location, path.slice(0, 80)).toBe(location);
      }
    });

    it("keeps permanent redirects a day and checks the others every time", async ({ origin }) => {
      const [moved] = movedPages();
      const permanent = ["/board/", "/credits.html", "/index.html", EDITOR_PATH, `${EDITOR_HOME}index.html`];
      if (moved) permanent.push(moved.from, `/ar${moved.from}`);
      for (const path of permanent) {
        const response = await rawRequest(origin, path);
        expect([301, 308], path).toContain(response.status);
        expect(response.headers["cache-control"], path).toBe(CACHE_CONTROL.permanentRedirect);
      }
      const temporary = await rawRequest(origin, "/notice/game/nope");
      expect(temporary.status).toBe(302);
      expect(temporary.headers["cache-control"]).toBe(CACHE_CONTROL.revalidate);
    });

    it("never answers an HTTP/0.9 request with a page: a 400 with its headers, or nothing", async ({
      origin,
    }) => {
      for (const request of ["GET /\r\n\r\n", "GET / HTTP/0.9\r\n\r\n", "GET /board\r\n\r\n"]) {
        const reply = await rawExchange(origin, request);
        // HTTP/0.9 has no status line and no header: a body alone would be a page without its CSP.
        if (reply !== "") expect(reply.slice(0, 40), JSON.stringify(request)).toMatch(/^HTTP\/1\.[01] 400 /);
        expect(reply, JSON.stringify(request)).not.toContain(SITE_NAME);
      }
      expect((await rawRequest(origin, "/")).status).toBe(200);
    });

    it("declares the installed app's icons one purpose each, and serves them", async ({ origin }) => {
      const manifest = JSON.parse(
        (await rawRequest(origin, "/manifest.webmanifest")).body.toString("utf8"),
      ) as {
        icons: { src: string; sizes: string; type: string; purpose?: string }[];
      };
      const purposes = manifest.icons.map((icon) => icon.purpose ?? "any");
      expect(purposes.every((purpose) => ["any", "maskable", "monochrome"].includes(purpose))).toBe(true);
      for (const purpose of ["any", "maskable"])
        expect(
          manifest.icons.filter((icon) => (icon.purpose ?? "any") === purpose).map((icon) => icon.sizes),
          purpose,
        ).toEqual(expect.arrayContaining(["192x192", "512x512"]));
      for (const icon of manifest.icons) {
        const file = await rawRequest(origin, icon.src);
        expect(file.status, icon.src).toBe(200);
        expect(String(file.headers["content-type"]), icon.src).toBe(icon.type);
        const side = Number(icon.sizes.split("x")[0]);
        // A PNG's width and height sit at bytes 16 and 20 of its header.
        expect([file.body.readUInt32BE(16), file.body.readUInt32BE(20)], icon.src).toEqual([side, side]);
      }
    });

    it("gets A+ from Mozilla Observatory's rules on every kind of page, the editor and a 404 included", async ({
      origin,
    }) => {
      for (const path of OBSERVATORY_PAGES) {
        const grade = await observatoryGradeOf(origin, path);
        expect(grade.grade, `${path}: ${describeGrade(grade)}`).toBe("A+");
      }
    });
  });

  describe(`${name}: compression and ranges`, () => {
    it("compresses text for clients that accept it", async ({ origin }) => {
      const plain = readFileSync(`build/client/assets/${largestScript()}`);
      const br = await rawRequest(origin, `/assets/${largestScript()}`, {
        headers: { "Accept-Encoding": "br, gzip" },
      });
      expect(br.headers["content-encoding"]).toBe("br");
      expect(brotliDecompressSync(br.body).equals(plain)).toBe(true);
      if (traits.precompressed) {
        const gz = await rawRequest(origin, `/assets/${largestScript()}`, {
          headers: { "Accept-Encoding": "gzip" },
        });
        expect(gz.headers["content-encoding"]).toBe("gzip");
        expect(gunzipSync(gz.body).equals(plain)).toBe(true);
        expect(br.body.equals(readFileSync(`build/client/assets/${largestScript()}.br`))).toBe(true);
      }
      const none = await rawRequest(origin, `/assets/${largestScript()}`, {
        headers: { "Accept-Encoding": "identity" },
      });
      expect(none.headers["content-encoding"]).toBeUndefined();
      expect(none.body.equals(plain)).toBe(true);
    });

    it("answers Range requests on the home video correctly", async ({ origin }) => {
      const video = readFileSync("build/client/media/video.mp4");
      const part = await rawRequest(origin, "/media/video.mp4", { headers: { Range: "bytes=100-1123" } });
      const past = await rawRequest(origin, "/media/video.mp4", {
        headers: { Range: `bytes=${video.length + 10}-` },
      });
      if (traits.ranges) {
        expect(part.status).toBe(206);
        expect(part.headers["content-range"]).toBe(`bytes 100-1123/${video.length}`);
        expect(part.body.equals(video.subarray(100, 1124))).toBe(true);
        expect(past.status).toBe(416);
      } else {
        // Sending the whole file instead of a range is allowed; sending anything else is not.
        expect(part.status).toBe(200);
        expect(part.body.equals(video)).toBe(true);
        expect([200, 416]).toContain(past.status);
      }
    });
  });

  describe(`${name}: hostile paths`, () => {
    it("never serves a file outside the build, nor another page under a disguised path", async ({
      origin,
    }) => {
      const hostile = [
        "/../package.json",
        "/../../etc/passwd",
        "/%2e%2e/package.json",
        "/%2e%2e%2fpackage.json",
        "/assets/..%2f..%2fpackage.json",
        "/..%5c..%5cpackage.json",
        "/index.html%00.js",
        "/%00",
        "/%E0%A4%A",
        "/%",
        "/notice/%2e%2e/%2e%2e/package.json",
        "/%65n/",
        "/%65n/board",
        "/en//board",
        "//en/board",
      ];
      for (const path of hostile) {
        const response = await rawRequest(origin, path);
        expect([400, 404], `${path} → ${response.status}`).toContain(response.status);
        expect(response.body.toString("utf8"), path).not.toContain('"name": "iledesbrumes-site"');
        expect(response.body.toString("utf8"), path).not.toContain("root:x:0:0");
      }
      const home = (await rawRequest(origin, "/")).body.toString("utf8");
      for (const path of ["/ar/../", "/ar/%2e%2e/"]) {
        const dotted = await rawRequest(origin, path);
        if (traits.refusesDotSegments) expect([400, 404], path).toContain(dotted.status);
        // Normalized before any code runs: the page the browser itself would ask for, nothing else.
        else expect(dotted.body.toString("utf8"), path).toBe(home);
      }
      const alive = await rawRequest(origin, "/");
      expect(alive.status).toBe(200);
    });

    it("refuses other methods than GET and HEAD", async ({ origin }) => {
      const response = await rawRequest(origin, "/", { method: "POST" });
      expect(response.status).toBe(405);
    });
  });
}
