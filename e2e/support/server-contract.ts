import { readFileSync, readdirSync } from "node:fs";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { STATIC_PAGE_PATHS } from "../../app/data/pages";
import { expect, test as base } from "../fixtures";
import { rawRequest } from "./http";

const firstAsset = () => readdirSync("build/client/assets").find((name) => name.endsWith(".js"))!;

/**
 * What the production server and the nginx config must both answer: the same tests run against
 * each, as plain HTTP requests (no browser). A test starts only the server it is given.
 */
export function describeServerContract(name: string, server: "siteServer" | "nginxServer") {
  const test =
    server === "siteServer"
      ? base.extend<{ origin: string }>({ origin: async ({ siteServer }, use) => use(siteServer.url) })
      : base.extend<{ origin: string }>({ origin: async ({ nginxServer }, use) => use(nginxServer.url) });
  const { describe } = test;
  const it = test;

  describe(`${name}: pages and 404`, () => {
    it("serves every pre-rendered page with its title and canonical link in the raw HTML", async ({
      origin,
    }) => {
      for (const path of STATIC_PAGE_PATHS) {
        const response = await rawRequest(origin, path);
        expect(response.status, path).toBe(200);
        const html = response.body.toString("utf8");
        expect(html, path).toMatch(/<title>[^<]+\| Brumes RP<\/title>/);
        expect(html, path).toContain(
          `<link rel="canonical" href="https://www.brumes-rp.fr${path === "/" ? "/" : path}"/>`,
        );
        expect(html, path).toContain(
          `<meta property="og:url" content="https://www.brumes-rp.fr${path === "/" ? "/" : path}"/>`,
        );
        expect(html, path).toMatch(/<meta name="description" content="[^"]{20,}"\/>/);
        expect(html, path).toContain('<meta property="og:image" content="https://www.brumes-rp.fr/');
      }
    });

    it("answers unknown paths, nested ones included, with the 404 page and status 404", async ({
      origin,
    }) => {
      for (const path of [
        "/nope",
        "/nope/deeper/still",
        "/play/unknown",
        "/assets/missing.js",
        "/img/none.webp",
      ]) {
        const response = await rawRequest(origin, path);
        expect(response.status, path).toBe(404);
        expect(response.body.toString("utf8"), path).toContain("<title>Mais ?!?</title>");
      }
    });

    it("redirects unknown rulebook paths to /notice", async ({ origin }) => {
      for (const path of ["/notice/unknown", "/notice/game/nope", "/notice/game/character/nope/more"]) {
        const response = await rawRequest(origin, path);
        expect(response.status, path).toBe(302);
        expect(String(response.headers.location)).toMatch(/\/notice$/);
      }
    });

    it("answers HEAD with headers and no body", async ({ origin }) => {
      const response = await rawRequest(origin, "/", { method: "HEAD" });
      expect(response.status).toBe(200);
      expect(response.body.length).toBe(0);
      expect(String(response.headers["content-type"])).toMatch(/text\/html/);
    });
  });

  describe(`${name}: headers`, () => {
    it("sends the security headers with a CSP that allows the page's own inline scripts only", async ({
      origin,
    }) => {
      const response = await rawRequest(origin, "/");
      const csp = String(response.headers["content-security-policy"]);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toMatch(/script-src 'self' 'sha256-/);
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(csp).toContain("frame-src https://player.twitch.tv");
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      const notFound = await rawRequest(origin, "/nope");
      expect(String(notFound.headers["content-security-policy"])).toContain("frame-ancestors 'none'");
    });

    it("caches hashed assets as immutable and revalidates HTML", async ({ origin }) => {
      const asset = await rawRequest(origin, `/assets/${firstAsset()}`);
      expect(asset.status).toBe(200);
      expect(String(asset.headers["cache-control"])).toMatch(/max-age=31536000.*immutable/);
      const page = await rawRequest(origin, "/credits");
      expect(String(page.headers["cache-control"])).toBe("no-cache");
    });
  });

  describe(`${name}: compression and ranges`, () => {
    it("serves the precompressed brotli and gzip files to clients that accept them", async ({ origin }) => {
      const plain = readFileSync(`build/client/assets/${firstAsset()}`);
      const br = await rawRequest(origin, `/assets/${firstAsset()}`, {
        headers: { "Accept-Encoding": "br, gzip" },
      });
      expect(br.headers["content-encoding"]).toBe("br");
      expect(brotliDecompressSync(br.body).equals(plain)).toBe(true);
      const gz = await rawRequest(origin, `/assets/${firstAsset()}`, {
        headers: { "Accept-Encoding": "gzip" },
      });
      expect(gz.headers["content-encoding"]).toBe("gzip");
      expect(gunzipSync(gz.body).equals(plain)).toBe(true);
      const none = await rawRequest(origin, `/assets/${firstAsset()}`);
      expect(none.headers["content-encoding"]).toBeUndefined();
      expect(none.body.equals(plain)).toBe(true);
    });

    it("answers Range requests on the home video, and 416 past its end", async ({ origin }) => {
      const video = readFileSync("build/client/media/video.mp4");
      const part = await rawRequest(origin, "/media/video.mp4", { headers: { Range: "bytes=100-1123" } });
      expect(part.status).toBe(206);
      expect(part.headers["content-range"]).toBe(`bytes 100-1123/${video.length}`);
      expect(part.body.equals(video.subarray(100, 1124))).toBe(true);
      const past = await rawRequest(origin, "/media/video.mp4", {
        headers: { Range: `bytes=${video.length + 10}-` },
      });
      expect(past.status).toBe(416);
    });
  });

  describe(`${name}: hostile paths`, () => {
    it("never serves a file outside the build and never crashes", async ({ origin }) => {
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
      ];
      for (const path of hostile) {
        const response = await rawRequest(origin, path);
        expect([400, 404], `${path} → ${response.status}`).toContain(response.status);
        expect(response.body.toString("utf8"), path).not.toContain('"name": "iledesbrumes-site"');
        expect(response.body.toString("utf8"), path).not.toContain("root:x:0:0");
      }
      const alive = await rawRequest(origin, "/");
      expect(alive.status).toBe(200);
    });
  });
}
