import { existsSync, readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import sirv from "sirv";
import { LOCALES, type Locale } from "../app/i18n/locales";
import { localizePath, splitLocalePath } from "../app/i18n/paths";
import { NOTICE_HOME } from "../app/notice/model";
import { notFoundFile } from "../scripts/build/not-found-page";
import { STATIC_SECURITY_HEADERS, contentSecurityPolicy } from "./security-headers";

export interface SiteServerOptions {
  /** The build folder: holds client/ and the CSP manifest. */
  buildDir: string;
}

const MAX_URL_LENGTH = 2048;
const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "no-cache";
const STATIC_FILE = "public, max-age=86400";

/** Checks a request path before any file is looked up; returns an HTTP status to refuse it with, or null. */
export function rejectPath(rawUrl: string): 400 | 414 | null {
  if (rawUrl.length > MAX_URL_LENGTH) return 414;
  const rawPath = rawUrl.split(/[?#]/, 1)[0] ?? "";
  if (!rawPath.startsWith("/")) return 400;
  // Encoded separators and dots could rebuild a traversal once decoded: refuse them outright.
  if (/%(2f|5c|00|2e)/i.test(rawPath) || rawPath.includes("\\")) return 400;
  // Letters, digits and "-_~" never need encoding: encoded, they only disguise a path ("/%65n/" for "/en/").
  if (/%(3[0-9]|[46][1-9a-f]|[57][0-9a]|2d|5f|7e)/i.test(rawPath)) return 400;
  // An empty segment ("/en//board") names no page; answered as a bad request rather than normalized.
  if (rawPath.includes("//")) return 400;
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return 400;
  }
  if (decoded.includes("\0")) return 400;
  if (decoded.split("/").some((segment) => segment === ".." || segment === ".")) return 400;
  return null;
}

function loadCspManifest(buildDir: string): Record<string, string[]> {
  const file = path.join(buildDir, "csp-hashes.json");
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Record<string, string[]>) : {};
}

/** The pre-rendered HTML file a request path is answered with, as keyed in the CSP manifest. */
function htmlFileFor(pathname: string, manifest: Record<string, string[]>): string | undefined {
  const trimmed = pathname.replace(/\/+$/, "");
  const candidates = [`${trimmed}/index.html`, `${trimmed}.html`, trimmed];
  return candidates.find((candidate) => candidate in manifest);
}

function cacheControlFor(pathname: string): string {
  if (pathname.startsWith("/assets/")) return IMMUTABLE;
  if (/\.(html|data)$/.test(pathname) || !path.extname(pathname)) return REVALIDATE;
  return STATIC_FILE;
}

const RANGE = /^bytes=(\d+)-(\d*)$/;

/**
 * sirv understands only "bytes=start-end" with start <= end; anything else (suffix ranges,
 * several ranges, reversed or malformed ones) is dropped so the whole file is sent, which
 * HTTP allows. A start past the end of the file still gets 416 from sirv.
 */
export function sanitizeRange(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const match = RANGE.exec(header.trim());
  if (!match) return undefined;
  const start = Number(match[1]);
  const end = match[2] === "" ? undefined : Number(match[2]);
  if (!Number.isSafeInteger(start) || (end !== undefined && (!Number.isSafeInteger(end) || end < start)))
    return undefined;
  return header.trim();
}

/** Request handler of the production server: the pre-rendered build through sirv, with the site's rules. */
export function createSiteHandler({ buildDir }: SiteServerOptions) {
  const clientDir = path.join(buildDir, "client");
  const cspManifest = loadCspManifest(buildDir);
  const notFoundPages = new Map<Locale, Buffer>(
    LOCALES.map((locale) => [locale, readFileSync(path.join(clientDir, notFoundFile(locale)))]),
  );

  const setCommonHeaders = (res: ServerResponse, htmlFile: string | undefined) => {
    for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS)) res.setHeader(name, value);
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(htmlFile ? cspManifest[htmlFile] : []));
  };

  /** The 404 page in the language of the path: `/en/…` in English, any other unknown path in French. */
  const sendNotFound = (req: IncomingMessage, res: ServerResponse, pathname: string) => {
    const locale = splitLocalePath(pathname).locale;
    const notFoundHtml = notFoundPages.get(locale)!;
    setCommonHeaders(res, `/${notFoundFile(locale)}`);
    res.statusCode = 404;
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Cache-Control", REVALIDATE);
    res.setHeader("Content-Length", notFoundHtml.length);
    res.end(req.method === "HEAD" ? undefined : notFoundHtml);
  };

  const serveStatic = sirv(clientDir, {
    etag: true,
    brotli: true,
    gzip: true,
    dotfiles: false,
    setHeaders(res, pathname) {
      setCommonHeaders(res, htmlFileFor(pathname, cspManifest));
      res.setHeader("Cache-Control", cacheControlFor(pathname));
      if (pathname.endsWith(".data")) res.setHeader("Content-Type", "text/x-script");
      if (pathname.endsWith(".vtt")) res.setHeader("Content-Type", "text/vtt; charset=utf-8");
    },
    onNoMatch(req, res) {
      const pathname = (req.url ?? "/").split(/[?#]/, 1)[0] ?? "/";
      const { locale, sitePath } = splitLocalePath(pathname);
      // Any unknown rulebook page sends the reader to the rulebook's home, in the same language.
      if (sitePath.startsWith(`${NOTICE_HOME}/`) && !pathname.endsWith(".data")) {
        setCommonHeaders(res, undefined);
        res.writeHead(302, { Location: localizePath(locale, NOTICE_HOME), "Cache-Control": REVALIDATE });
        res.end();
        return;
      }
      sendNotFound(req, res, pathname);
    },
  });

  return (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      setCommonHeaders(res, undefined);
      res.writeHead(405, { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" });
      res.end("Method Not Allowed\n");
      return;
    }
    const status = rejectPath(req.url ?? "/");
    if (status !== null) {
      setCommonHeaders(res, undefined);
      res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": REVALIDATE });
      res.end(status === 414 ? "URI Too Long\n" : "Bad Request\n");
      return;
    }
    const range = sanitizeRange(req.headers.range);
    if (range === undefined) delete req.headers.range;
    else req.headers.range = range;
    serveStatic(req, res);
  };
}
