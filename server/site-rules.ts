/**
 * How the built site is served: the one source of the rules that the Node server applies at run
 * time, and that the build writes out for nginx (scripts/postbuild/nginx-rules.ts) and for Cloudflare
 * Pages (scripts/postbuild/cloudflare.ts and deploy/cloudflare/worker.ts). Pure functions of a path:
 * no file system, so the same code runs in Node and in the CDN's worker.
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from "../app/i18n/locales";
import { localizePath, splitLocalePath } from "../app/i18n/paths";
import { NOT_FOUND_PATH } from "../app/data/pages";
import { NOTICE_FEED, NOTICE_HOME } from "../app/notice/model";
import { API_PREFIX, EDITOR_PATH, EDITOR_PROVIDER } from "../app/config/editor";
import {
  EDITOR_SECURITY_HEADERS,
  STATIC_SECURITY_HEADERS,
  contentSecurityPolicy,
  editorContentSecurityPolicy,
  type LocalEditorSources,
} from "./security-headers";

export { EDITOR_SECURITY_HEADERS, STATIC_SECURITY_HEADERS, contentSecurityPolicy } from "./security-headers";
export { EDITOR_PATH } from "../app/config/editor";

/**
 * The content editor (Decap CMS, docs/decisions/0009-editor-login.md): its page, whatever file
 * holds it (`/admin`, `/admin.html`, `/admin/…`), is not a page of the site.
 */
export function isEditorPath(pathname: string): boolean {
  return (
    pathname === EDITOR_PATH || pathname === `${EDITOR_PATH}.html` || pathname.startsWith(`${EDITOR_PATH}/`)
  );
}

/**
 * The editor's own address: its folder (`/admin/`, the admin app's build in `client/admin/`, whose
 * files it names relatively). `/admin`, and its page asked for by its file name
 * (`/admin/index.html`, `/admin/index`), go there with a 308 on every host, as `/index.html` goes to `/`.
 */
export const EDITOR_HOME = `${EDITOR_PATH}/`;

/**
 * Other names of two pages, each sent to its address with a 308: the home page's file name, and the
 * editor's folder without its slash or with its page's file name.
 */
export const PAGE_ALIASES: Readonly<Record<string, string>> = {
  "/index.html": "/",
  "/index": "/",
  [EDITOR_PATH]: EDITOR_HOME,
  [`${EDITOR_HOME}index.html`]: EDITOR_HOME,
  [`${EDITOR_HOME}index`]: EDITOR_HOME,
};

export function editorRedirect(pathname: string): string | null {
  return isEditorPath(pathname) ? (PAGE_ALIASES[pathname] ?? null) : null;
}

/** The editor's CSP, with the hashes of its page's inline scripts if it has any. */
export function editorContentSecurityPolicyFor(scriptHashes?: readonly string[]): string {
  return editorContentSecurityPolicy(EDITOR_PROVIDER, scriptHashes);
}

/**
 * The editor's headers in local mode (`npm run edit`'s development server, and the editor's tests
 * beside a built site): production's, with its decap-server on this machine allowed.
 */
export function localEditorSecurityHeaders(local: LocalEditorSources): Record<string, string> {
  return {
    ...securityHeadersFor(EDITOR_HOME),
    "Content-Security-Policy": editorContentSecurityPolicy(EDITOR_PROVIDER, [], local),
  };
}

/** Every security header of an answer for `pathname`; `scriptHashes` are those of its page's inline scripts. */
export function securityHeadersFor(
  pathname: string,
  scriptHashes?: readonly string[],
): Record<string, string> {
  if (isEditorPath(pathname))
    return {
      ...STATIC_SECURITY_HEADERS,
      ...EDITOR_SECURITY_HEADERS,
      "Content-Security-Policy": editorContentSecurityPolicyFor(scriptHashes),
    };
  return { ...STATIC_SECURITY_HEADERS, "Content-Security-Policy": contentSecurityPolicy(scriptHashes) };
}

/** What robots.txt keeps crawlers out of. */
export const ROBOTS_DISALLOW = [EDITOR_PATH, API_PREFIX] as const;

export const MAX_URL_LENGTH = 2048;

/** Files the build writes next to client/ for the servers. */
export const BUILD_FILES = {
  /** Each pre-rendered HTML file and the hashes of its inline scripts. */
  cspManifest: "csp-hashes.json",
  /** The rulebook's moved articles (`redirectFrom`), as site paths. */
  movedPages: "notice-redirects.json",
  /** Written by the last step of `npm run build`: a build without it is half-made. */
  buildRecord: "build-record.json",
} as const;

export const CACHE_CONTROL = {
  /** Hashed build assets: a new version has a new name. */
  immutable: "public, max-age=31536000, immutable",
  /** Pages, their data and the files named after what they hold (sitemap, feeds): checked on every use. */
  revalidate: "no-cache",
  /** Images, media and icons: they rarely change at a given address. */
  staticFile: "public, max-age=86400",
  /**
   * Permanent redirects (301, 308): kept a day, like a file that rarely changes. Without a lifetime
   * browsers keep them for good, and an old rulebook address that staff give back to a new article
   * would stay sent away; with `no-cache` every visit of an old link would cost a round trip.
   */
  permanentRedirect: "public, max-age=86400",
} as const;

/**
 * Folders whose files are served as they are, with their cache lifetime. On the CDN they bypass the
 * worker; every other path goes through the same rules as on the Node server.
 */
export const STATIC_FOLDERS = [
  { prefix: "/assets/", cacheControl: CACHE_CONTROL.immutable },
  { prefix: "/img/", cacheControl: CACHE_CONTROL.staticFile },
  { prefix: "/media/", cacheControl: CACHE_CONTROL.staticFile },
  // The editor's own build (admin/): hashed names too.
  { prefix: `${EDITOR_PATH}/assets/`, cacheControl: CACHE_CONTROL.immutable },
] as const;

/** Content types the usual extension tables do not know or get wrong. */
export const CONTENT_TYPES: Record<string, string> = {
  // React Router's data for client-side navigation; the router checks this type.
  ".data": "text/x-script",
  ".vtt": "text/vtt; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  // sirv's table has no type for it (an empty Content-Type), the others disagree on its name.
  ".ico": "image/x-icon",
};

/** Files of the build that configure a host (Cloudflare's _headers, _redirects, _routes.json, _worker.js). */
export function isHostConfigFile(pathname: string): boolean {
  return /^\/_[^/]*$/.test(pathname);
}

/**
 * A path no file can have: it goes on under a file's name (`/index.html/img`), or one of its
 * segments is longer than file systems allow (255 bytes).
 */
export const UNNAMEABLE_PATH = /\.[a-z0-9]+\/|\/[^/]{256}/i;

export function cannotNameAFile(pathname: string): boolean {
  return UNNAMEABLE_PATH.test(pathname);
}

/** A page address rather than a file: no extension, or a page's own data. */
function isPageOrData(pathname: string): boolean {
  return !/\.[a-z0-9]+$/i.test(pathname) || pathname.endsWith(".data");
}

export function cacheControlFor(pathname: string): string {
  const folder = STATIC_FOLDERS.find((candidate) => pathname.startsWith(candidate.prefix));
  if (folder) return folder.cacheControl;
  if (isPageOrData(pathname) || /\.(html|xml)$/.test(pathname)) return CACHE_CONTROL.revalidate;
  return CACHE_CONTROL.staticFile;
}

/** Files whose extension says too little: the rulebook's change feed is Atom, not any XML. */
export const CONTENT_TYPES_BY_PATH: Record<string, string> = {
  [NOTICE_FEED]: "application/atom+xml; charset=utf-8",
};

export function contentTypeFor(pathname: string): string | undefined {
  if (pathname in CONTENT_TYPES_BY_PATH) return CONTENT_TYPES_BY_PATH[pathname];
  const extension = /\.[a-z0-9]+$/i.exec(pathname)?.[0];
  return extension ? CONTENT_TYPES[extension] : undefined;
}

/**
 * What a raw request path may not contain: encoded separators and dots (they could rebuild a
 * traversal once decoded), backslashes, encoded letters, digits or "-_~" (never needed, they only
 * disguise a path: "/%65n/" for "/en/"), empty segments ("/en//board" names no page) and dot
 * segments ("/ar/../", which some servers would quietly resolve to another page).
 */
export const REFUSED_IN_RAW_PATH =
  /%(2f|5c|00|2e)|\\|%(3[0-9]|[46][1-9a-f]|[57][0-9a]|2d|5f|7e)|\/\/|\/\.\.?(\/|$)/i;

/**
 * A request to refuse before any file is looked up: 414 for an overlong URL, 400 for a path that
 * could rebuild a traversal or disguise another page. Null lets it through.
 */
export function rejectPath(rawUrl: string): 400 | 414 | null {
  if (rawUrl.length > MAX_URL_LENGTH) return 414;
  const rawPath = rawUrl.split(/[?#]/, 1)[0] ?? "";
  if (!rawPath.startsWith("/")) return 400;
  if (REFUSED_IN_RAW_PATH.test(rawPath)) return 400;
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

/**
 * Pages are files named after their address (`/notice/game` is `notice/game.html`), so every host
 * serves the canonical address itself with 200 (docs/decisions/0007-static-hosting-layout.md).
 */
export function pageFileFor(pathname: string): string {
  return pathname === "/" ? "/index.html" : `${pathname}.html`;
}

/**
 * A page asked for by its file name (`/board.html`, the home page's `/index` too) or with a trailing
 * slash: the address to send it to (308).
 */
export function canonicalPagePath(pathname: string): string | null {
  if (!isEditorPath(pathname) && Object.hasOwn(PAGE_ALIASES, pathname)) return PAGE_ALIASES[pathname]!;
  if (pathname.endsWith(".html")) return pathname.slice(0, -".html".length);
  if (pathname.length > 1 && pathname.endsWith("/")) return pathname.replace(/\/+$/, "");
  return null;
}

/** The 404 page of a path's language: `/en/…` gets the English one, any other path the French one. */
export function notFoundPageFor(pathname: string): string {
  return notFoundPage(splitLocalePath(pathname).locale);
}

export function notFoundPage(locale: Locale): string {
  return `${localizePath(locale, NOT_FOUND_PATH)}.html`;
}

/** An unknown rulebook path goes to the rulebook's home in its language (302); null for any other path. */
export function unknownPathRedirect(pathname: string): string | null {
  if (pathname.endsWith(".data")) return null;
  const { locale, sitePath } = splitLocalePath(pathname);
  return sitePath.startsWith(`${NOTICE_HOME}/`) ? localizePath(locale, NOTICE_HOME) : null;
}

/** A moved page: its old site path and the new one (rulebook articles' `redirectFrom`). */
export interface MovedPage {
  from: string;
  to: string;
}

/** Permanent redirects of moved pages, in every language. */
export function permanentRedirects(moved: readonly MovedPage[]): { from: string; to: string }[] {
  return LOCALES.flatMap((locale) =>
    moved.map(({ from, to }) => ({ from: localizePath(locale, from), to: localizePath(locale, to) })),
  );
}

/** The language prefixes, for hosts whose rules are written per language. */
export const PREFIXED_LOCALES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);
