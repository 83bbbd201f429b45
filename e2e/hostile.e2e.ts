import { readFileSync } from "node:fs";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { STATIC_PAGE_PATHS } from "../app/data/pages";
import { expect, test } from "./fixtures";
import { rawRequest } from "../tools/http";

/** Deterministic random numbers (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SEED = 20_201_122;

const SEGMENTS = [
  "..",
  "%2e%2e",
  "%2E%2E",
  "..%2f",
  "%2f",
  "%5c",
  "%00",
  "%",
  "%zz",
  "%E0%A4%A",
  "%c0%ae%c0%ae",
  "%252e%252e",
  ".",
  "~",
  "etc",
  "passwd",
  "build",
  "server",
  "node_modules",
  "package.json",
  "🙂",
  "%F0%9F%99%82",
  "ñ",
  "notice",
  "game",
  "assets",
  "img",
  "index.html",
  "a".repeat(300),
];
const VALID = [
  ...STATIC_PAGE_PATHS,
  "/notice/game/character/ability",
  "/img/logo.svg",
  "/st.vtt",
  "/media/video.mp4",
  "/notice-search.json",
];

function hostilePath(rand: () => number, pick: <T>(items: readonly T[]) => T): string {
  const kind = rand();
  if (kind < 0.25)
    return `/${Array.from({ length: 1 + Math.floor(rand() * 6) }, () => pick(SEGMENTS)).join("/")}`;
  if (kind < 0.4)
    return `${pick(VALID)}?${pick(["a=1", "category=<script>", "poi=%00", "x=" + "y".repeat(500), "%%", "q=../../etc/passwd"])}`;
  if (kind < 0.5) return `${pick(VALID)}#${pick(['"><img src=x>', "1", "%E0%A4%A", "top"])}`;
  if (kind < 0.6) return `/${"x/".repeat(200 + Math.floor(rand() * 1500))}`;
  if (kind < 0.7)
    return `/${String.fromCharCode(...Array.from({ length: 12 }, () => 0x20 + Math.floor(rand() * 0x5e))).replace(/[ #?]/g, "_")}`;
  if (kind < 0.8) return `/notice/${pick(SEGMENTS)}/${pick(SEGMENTS)}`;
  return pick(VALID);
}

/** The body as text, decompressed when the server sent it compressed. */
function decoded(body: Buffer, encoding: string | string[] | undefined): string {
  if (body.length === 0) return "";
  if (encoding === "br") return brotliDecompressSync(body).toString("utf8");
  if (encoding === "gzip") return gunzipSync(body).toString("utf8");
  return body.toString("utf8");
}

const SECRETS = [
  readFileSync("package.json", "utf8").slice(0, 60),
  readFileSync("server/app.ts", "utf8").slice(0, 60),
  "root:x:0:0",
];

/** 500 requests from the same seed, so both servers get the same ones and a failure can be replayed. */
async function sendHostileRequests(origin: string) {
  const rand = random(SEED);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;
  const seen = new Map<number, number>();
  for (let index = 0; index < 500; index += 1) {
    const roll = rand();
    // Node's client refuses raw non-ASCII bytes in a request line: odd Unicode travels percent-encoded.
    const path = hostilePath(rand, pick).replace(/[^\x21-\x7e]/gu, (char) => encodeURIComponent(char));
    const method = roll < 0.15 ? "HEAD" : "GET";
    const headers: Record<string, string> = {};
    if (roll > 0.85)
      headers.Range = pick(["bytes=0-99", "bytes=999999999-", "bytes=5-2", "bytes=-100", "bytes=abc"]);
    if (rand() < 0.3) headers["Accept-Encoding"] = pick(["br", "gzip", "br, gzip", "identity", "*"]);
    const response = await rawRequest(origin, path, { method, headers });
    seen.set(response.status, (seen.get(response.status) ?? 0) + 1);
    // 301/302/308: a moved page, an unknown rulebook page, a page asked for by its file name or with a slash.
    expect(
      [200, 206, 301, 302, 304, 308, 400, 404, 414, 416],
      `${method} ${path} → ${response.status}`,
    ).toContain(response.status);
    // A 206 of a compressed file is a slice of the compressed bytes: it cannot be decoded on its own.
    const body =
      response.status === 206
        ? response.body.toString("latin1")
        : decoded(response.body, response.headers["content-encoding"]);
    for (const secret of SECRETS) expect(body, `${method} ${path}`).not.toContain(secret);
    if (
      response.status === 200 &&
      method === "GET" &&
      String(response.headers["content-type"]).startsWith("text/html")
    ) {
      expect(body, path).toMatch(/<title>[^<]+<\/title>/);
    }
  }
  // Still up, still right.
  const home = await rawRequest(origin, "/");
  expect(home.status).toBe(200);
  expect(seen.size).toBeGreaterThan(3);
}

test.describe("500 random and hostile requests get a sane status, never a file outside the build", () => {
  test("from the production server", async ({ siteServer }) => {
    await sendHostileRequests(siteServer.url);
  });

  test("from nginx with the deploy config", async ({ nginxServer }) => {
    await sendHostileRequests(nginxServer.url);
  });

  test("from Cloudflare Pages' runtime (wrangler pages dev)", async ({ cdnServer }) => {
    await sendHostileRequests(cdnServer.url);
  });
});
