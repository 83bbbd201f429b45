/**
 * The Cloudflare Pages worker (bundled into the build as client/_worker.js): what _headers and
 * _redirects cannot say. Files come from the asset server (env.ASSETS), which applies _redirects;
 * this adds the rules of server/site-rules.ts that depend on the path: refused paths, each page's
 * own Content-Security-Policy, cache lifetimes of pages, content types, the rulebook's fallback
 * redirect and the 404 page of each language. Cloudflare does not apply _headers to what a worker
 * answers, so every answer gets the security headers here (_headers still covers the static
 * folders, which bypass the worker). It also serves the editor's GitHub login (/api/auth and
 * /api/callback, oauth.ts), the one thing of the site no other host serves.
 */
import {
  CACHE_CONTROL,
  cacheControlFor,
  canonicalPagePath,
  contentTypeFor,
  editorRedirect,
  isHostConfigFile,
  cannotNameAFile,
  notFoundPageFor,
  pageFileFor,
  rejectPath,
  securityHeadersFor,
  unknownPathRedirect,
} from "../../server/site-rules";
import { handleOAuth, type OAuthEnv } from "./oauth";

interface Env extends OAuthEnv {
  ASSETS: { fetch(request: Request | string): Promise<Response> };
}

/** The headers every answer of the site carries (the editor's differ), a page's CSP allowing its own inline scripts. */
function setSecurityHeaders(headers: Headers, pathname: string, scriptHashes?: readonly string[]): Headers {
  for (const [name, value] of Object.entries(securityHeadersFor(pathname, scriptHashes)))
    headers.set(name, value);
  return headers;
}

/** How long an answer of this status may be kept when its path does not say (redirects, errors). */
const cacheControlOfStatus = (status: number) =>
  status === 301 || status === 308 ? CACHE_CONTROL.permanentRedirect : CACHE_CONTROL.revalidate;

/** A response made by the worker itself; a redirect's location is a path, never a host. */
function answer(
  status: number,
  init: { location?: string; body?: string; pathname?: string } = {},
): Response {
  const headers = setSecurityHeaders(
    new Headers({ "Cache-Control": cacheControlOfStatus(status) }),
    init.pathname ?? "/",
  );
  if (init.location) headers.set("Location", init.location);
  if (init.body) headers.set("Content-Type", "text/plain; charset=utf-8");
  return new Response(init.body ?? null, { status, headers });
}

export function createWorker(cspManifest: Readonly<Record<string, readonly string[]>>) {
  /** The asset server's response with the security headers, the page's CSP, its cache lifetime and its content type. */
  const finish = (
    response: Response,
    pathname: string,
    htmlFile: string | undefined,
    status = response.status,
  ) => {
    const headers = setSecurityHeaders(
      new Headers(response.headers),
      pathname,
      htmlFile && htmlFile in cspManifest ? cspManifest[htmlFile] : undefined,
    );
    const elsewhere = status === 404 || (status >= 300 && status < 400 && status !== 304);
    headers.set("Cache-Control", elsewhere ? cacheControlOfStatus(status) : cacheControlFor(pathname));
    // The type the path's extension names is that of the file, not of a 404 page answered in its place.
    const type = status === 404 ? undefined : contentTypeFor(pathname);
    if (type) headers.set("Content-Type", type);
    return new Response(response.body, { status, statusText: response.statusText, headers });
  };

  return {
    async fetch(request: Request, env: Env): Promise<Response> {
      if (request.method !== "GET" && request.method !== "HEAD") {
        const response = answer(405, { body: "Method Not Allowed\n" });
        response.headers.set("Allow", "GET, HEAD");
        return response;
      }
      const url = new URL(request.url);
      const status = rejectPath(request.url.slice(url.origin.length));
      if (status !== null)
        return answer(status, { body: status === 414 ? "URI Too Long\n" : "Bad Request\n" });

      const login = await handleOAuth(request, env);
      if (login) return login;
      const editor = editorRedirect(url.pathname);
      if (editor) return answer(308, { location: editor + url.search, pathname: url.pathname });

      const notFoundFile = notFoundPageFor(url.pathname);
      const notFoundPage = () =>
        env.ASSETS.fetch(new URL(notFoundFile.replace(/\.html$/, ""), url).toString());
      // The 404 pages answer unknown paths; asked for by their own address or file name they are
      // unknown too, as are the host's configuration files and paths that cannot name a file (the
      // local asset server would answer those with an error).
      if (
        pageFileFor(url.pathname) === notFoundFile ||
        url.pathname === notFoundFile ||
        isHostConfigFile(url.pathname) ||
        cannotNameAFile(url.pathname)
      )
        return finish(await notFoundPage(), url.pathname, notFoundFile, 404);
      // A page asked for by its file name or with a trailing slash: the site's own rule, in one step
      // (the asset server would make two of `/en/index`, and answer `/index` with a redirect).
      const canonical = canonicalPagePath(url.pathname);
      if (canonical !== null && pageFileFor(canonical) in cspManifest)
        return answer(308, { location: canonical + url.search, pathname: url.pathname });

      const response = await env.ASSETS.fetch(request);
      // The asset server's own redirects (to a folder's slash, to a file's address without .html)
      // name no page the site serves there; moved pages (_redirects) are 301s and go through.
      if (response.status === 404 || response.status === 307 || response.status === 308) {
        const home = unknownPathRedirect(url.pathname);
        if (home) return answer(302, { location: home, pathname: url.pathname });
        const page = response.status === 404 ? response : await notFoundPage();
        return finish(page, url.pathname, notFoundFile, 404);
      }
      if (response.status === 301) return finish(response, url.pathname, undefined);
      const isHtml = response.ok && (response.headers.get("Content-Type") ?? "").startsWith("text/html");
      return finish(response, url.pathname, isHtml ? pageFileFor(url.pathname) : undefined);
    },
  };
}
