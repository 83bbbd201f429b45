import { existsSync, readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import sirv from "sirv";
import { LOCALES, type Locale } from "../app/i18n/locales";
import {
  BUILD_FILES,
  CACHE_CONTROL,
  cacheControlFor,
  cannotNameAFile,
  canonicalPagePath,
  contentTypeFor,
  editorRedirect,
  isHostConfigFile,
  notFoundPage,
  notFoundPageFor,
  pageFileFor,
  permanentRedirects,
  rejectPath,
  securityHeadersFor,
  unknownPathRedirect,
  type MovedPage,
} from "./site-rules";

export interface SiteServerOptions {
  /** The build folder: holds client/, the CSP manifest and the list of moved pages. */
  buildDir: string;
}

function readJson<T>(file: string, fallback: T): T {
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as T) : fallback;
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
  const cspManifest = readJson<Record<string, string[]>>(path.join(buildDir, BUILD_FILES.cspManifest), {});
  const redirects = new Map(
    permanentRedirects(readJson<MovedPage[]>(path.join(buildDir, BUILD_FILES.movedPages), [])).map((r) => [
      r.from,
      r.to,
    ]),
  );
  const notFoundPages = new Map<Locale, Buffer>(
    LOCALES.map((locale) => [locale, readFileSync(path.join(clientDir, notFoundPage(locale)))]),
  );
  const notFoundFiles = new Set(LOCALES.map(notFoundPage));

  /** The security headers of the address asked for (the editor's differ), a page's CSP allowing its inline scripts. */
  const setCommonHeaders = (res: ServerResponse, pathname: string, htmlFile: string | undefined) => {
    const headers = securityHeadersFor(pathname, htmlFile ? cspManifest[htmlFile] : []);
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  };

  /** A redirect to a path of the site: relative, so that it never names a host the request made up. */
  const redirect = (res: ServerResponse, pathname: string, status: 301 | 302 | 308, location: string) => {
    setCommonHeaders(res, pathname, undefined);
    res.writeHead(status, {
      Location: location,
      "Cache-Control": status === 302 ? CACHE_CONTROL.revalidate : CACHE_CONTROL.permanentRedirect,
    });
    res.end();
  };

  /** The 404 page in the language of the path: `/en/…` in English, any other unknown path in French. */
  const sendNotFound = (req: IncomingMessage, res: ServerResponse, pathname: string) => {
    const file = notFoundPageFor(pathname);
    const body = notFoundPages.get(LOCALES.find((locale) => notFoundPage(locale) === file)!)!;
    setCommonHeaders(res, pathname, file);
    res.statusCode = 404;
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Cache-Control", CACHE_CONTROL.revalidate);
    res.setHeader("Content-Length", body.length);
    res.end(req.method === "HEAD" ? undefined : body);
  };

  const serveStatic = sirv(clientDir, {
    etag: true,
    brotli: true,
    gzip: true,
    dotfiles: false,
    extensions: ["html"],
    setHeaders(res, pathname) {
      // sirv passes the requested path: a page's address stands for its HTML file.
      const htmlFile = pathname.endsWith(".html") ? pathname : pageFileFor(pathname);
      setCommonHeaders(res, pathname, htmlFile in cspManifest ? htmlFile : undefined);
      res.setHeader("Cache-Control", cacheControlFor(pathname));
      const type = contentTypeFor(pathname);
      if (type) res.setHeader("Content-Type", type);
    },
    onNoMatch(req, res) {
      const pathname = (req.url ?? "/").split(/[?#]/, 1)[0] ?? "/";
      const home = unknownPathRedirect(pathname);
      if (home) redirect(res, pathname, 302, home);
      else sendNotFound(req, res, pathname);
    },
  });

  const refuse = (res: ServerResponse, status: 400 | 414, headers: Record<string, string> = {}) => {
    setCommonHeaders(res, "/", undefined);
    res.writeHead(status, {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": CACHE_CONTROL.revalidate,
      ...headers,
    });
    res.end(status === 414 ? "URI Too Long\n" : "Bad Request\n");
  };

  return (req: IncomingMessage, res: ServerResponse) => {
    const rawUrl = req.url ?? "/";
    // An HTTP/0.9 request line (no version, or 0.9): Node would answer it as HTTP/1.1; nginx and
    // Cloudflare refuse it or close.
    if (req.httpVersionMajor < 1) {
      refuse(res, 400, { Connection: "close" });
      return;
    }
    if (req.method !== "GET" && req.method !== "HEAD") {
      setCommonHeaders(res, rawUrl.split(/[?#]/, 1)[0] ?? "/", undefined);
      res.writeHead(405, { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" });
      res.end("Method Not Allowed\n");
      return;
    }
    const status = rejectPath(rawUrl);
    if (status !== null) {
      refuse(res, status);
      return;
    }
    const [pathname = "/", query] = rawUrl.split("?", 2);
    const search = query === undefined ? "" : `?${query}`;
    // Host configuration and the 404 pages themselves are not pages of the site, nor is a path that
    // goes on under a file's name (`/robots.txt/`, which sirv would answer with the file).
    if (
      isHostConfigFile(pathname) ||
      notFoundFiles.has(pageFileFor(pathname)) ||
      notFoundFiles.has(pathname) ||
      cannotNameAFile(pathname)
    ) {
      sendNotFound(req, res, pathname);
      return;
    }
    const moved = redirects.get(pathname);
    if (moved) {
      redirect(res, pathname, 301, moved + search);
      return;
    }
    const editor = editorRedirect(pathname);
    if (editor) {
      redirect(res, pathname, 308, editor + search);
      return;
    }
    const canonical = canonicalPagePath(pathname);
    if (canonical !== null && pageFileFor(canonical) in cspManifest) {
      redirect(res, pathname, 308, canonical + search);
      return;
    }
    const range = sanitizeRange(req.headers.range);
    if (range === undefined) delete req.headers.range;
    else req.headers.range = range;
    serveStatic(req, res);
  };
}
