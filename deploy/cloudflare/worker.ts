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

/** A response made by the worker itself. */
function answer(
  status: number,
  init: { location?: string; body?: string; pathname?: string } = {},
): Response {
  const headers = setSecurityHeaders(
    new Headers({ "Cache-Control": CACHE_CONTROL.revalidate }),
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
    headers.set("Cache-Control", status === 404 ? CACHE_CONTROL.revalidate : cacheControlFor(pathname));
    const type = contentTypeFor(pathname);
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
      // The 404 pages answer unknown paths; asked for by their own address they are unknown too, as
      // are the host's configuration files and paths that cannot name a file (the local asset
      // server would answer those with an error).
      if (
        pageFileFor(url.pathname) === notFoundFile ||
        isHostConfigFile(url.pathname) ||
        cannotNameAFile(url.pathname)
      ) {
        const page = await env.ASSETS.fetch(new URL(notFoundFile.replace(/\.html$/, ""), url).toString());
        return finish(page, url.pathname, notFoundFile, 404);
      }

      const response = await env.ASSETS.fetch(request);
      if (response.status === 404) {
        const home = unknownPathRedirect(url.pathname);
        if (home) return answer(302, { location: home, pathname: url.pathname });
        return finish(response, url.pathname, notFoundFile, 404);
      }
      const isHtml = response.ok && (response.headers.get("Content-Type") ?? "").startsWith("text/html");
      return finish(response, url.pathname, isHtml ? pageFileFor(url.pathname) : undefined);
    },
  };
}
