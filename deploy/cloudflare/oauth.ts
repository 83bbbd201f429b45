/**
 * The editor's GitHub login, served by the site's own Pages worker (docs/decisions/0009-editor-login.md):
 * `/api/auth` sends the popup to the provider with the client id, the scope and a random `state`
 * (kept in a short-lived cookie scoped to /api/); `/api/callback` checks that `state`, exchanges the
 * code for a token with the client secret, and hands the token to the editor that opened the popup
 * (oauth-page.ts), at the site's exact origin. The worker never writes to Git and never logs a token,
 * a code or the provider's answer.
 */
import { EDITOR_PROVIDER, OAUTH_PATHS, type GitProvider, type OAUTH_ENV } from "../../app/config/editor";
import { STATIC_SECURITY_HEADERS } from "../../server/site-rules";
import { HANDSHAKE_SCRIPT, OAUTH_PAGE_TEXT, messagePage, oauthPage, type OAuthPageInput } from "./oauth-page";

/** The worker's environment as the login reads it (names in app/config/editor.ts). */
export type OAuthEnv = Partial<Record<(typeof OAUTH_ENV)[keyof typeof OAUTH_ENV], string>>;

export const STATE_COOKIE = "brumes_oauth_state";
/** Long enough to log in at the provider (with two-factor), short enough not to linger. */
export const STATE_MAX_AGE_S = 600;
/** How long the provider may take to answer the code exchange. */
const TOKEN_TIMEOUT_MS = 10_000;

const stateCookie = (value: string, maxAge: number) =>
  `${STATE_COOKIE}=${value}; Path=/api/; Max-Age=${maxAge}; HttpOnly; Secure; SameSite=Lax`;

function base64(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** 32 random bytes, URL-safe. */
function randomState(): string {
  return base64(crypto.getRandomValues(new Uint8Array(32)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

let scriptHash: Promise<string> | undefined;
/** The CSP hash of the popup's one inline script. */
export function handshakeScriptHash(): Promise<string> {
  scriptHash ??= crypto.subtle
    .digest("SHA-256", new TextEncoder().encode(HANDSHAKE_SCRIPT))
    .then((digest) => `sha256-${base64(new Uint8Array(digest))}`);
  return scriptHash;
}

/**
 * The popup's headers: the site's security headers, but no Cross-Origin-Opener-Policy (the popup
 * must keep its opener across the visit to the provider), no referrer (its address holds the code),
 * never stored, never indexed, and a CSP that allows its one script and nothing else.
 */
async function popupHeaders(contentType = "text/html; charset=utf-8"): Promise<Headers> {
  const headers = new Headers(STATIC_SECURITY_HEADERS);
  headers.delete("Cross-Origin-Opener-Policy");
  headers.set("Referrer-Policy", "no-referrer");
  headers.set("Cache-Control", "no-store");
  headers.set("X-Robots-Tag", "noindex, nofollow");
  headers.set("Content-Type", contentType);
  headers.set(
    "Content-Security-Policy",
    `default-src 'none'; script-src '${await handshakeScriptHash()}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
  );
  return headers;
}

function cookieValue(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}

/** Equal strings, compared in a time that does not depend on where they differ. */
function sameSecret(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}

const authorizeUrlOf = (provider: GitProvider, env: OAuthEnv) =>
  env.OAUTH_AUTHORIZE_URL || `${provider.webOrigin}/login/oauth/authorize`;
const tokenUrlOf = (provider: GitProvider, env: OAuthEnv) =>
  env.OAUTH_TOKEN_URL || `${provider.webOrigin}/login/oauth/access_token`;

/** `/api/auth`: to the provider's consent page, with a fresh state remembered in a cookie. */
async function startLogin(url: URL, env: OAuthEnv, provider: GitProvider): Promise<Response> {
  if (!env.OAUTH_CLIENT_ID || !env.OAUTH_CLIENT_SECRET) {
    return new Response(messagePage(OAUTH_PAGE_TEXT.notConfigured), {
      status: 503,
      headers: await popupHeaders(),
    });
  }
  const state = randomState();
  const target = new URL(authorizeUrlOf(provider, env));
  target.searchParams.set("client_id", env.OAUTH_CLIENT_ID);
  target.searchParams.set("redirect_uri", new URL(OAUTH_PATHS.callback, url.origin).toString());
  // The scope is the site's, whatever the page asked for: a page cannot widen it.
  target.searchParams.set("scope", provider.scope);
  target.searchParams.set("state", state);
  target.searchParams.set("allow_signup", "false");
  const headers = await popupHeaders("text/plain; charset=utf-8");
  headers.set("Location", target.toString());
  headers.append("Set-Cookie", stateCookie(state, STATE_MAX_AGE_S));
  return new Response(null, { status: 302, headers });
}

/** The provider's answer to the code exchange: a token, or why not (never its body, which may hold one). */
async function exchangeCode(
  code: string,
  url: URL,
  env: OAuthEnv,
  provider: GitProvider,
  fetcher: typeof fetch,
): Promise<{ token: string } | { error: string }> {
  try {
    const response = await fetcher(tokenUrlOf(provider, env), {
      method: "POST",
      headers: {
        Accept: "application/json",
        "Content-Type": "application/x-www-form-urlencoded",
        "User-Agent": "brumes-rp-editor-login",
      },
      body: new URLSearchParams({
        client_id: env.OAUTH_CLIENT_ID ?? "",
        client_secret: env.OAUTH_CLIENT_SECRET ?? "",
        code,
        redirect_uri: new URL(OAUTH_PATHS.callback, url.origin).toString(),
      }),
      signal: AbortSignal.timeout(TOKEN_TIMEOUT_MS),
    });
    const body = (await response.json().catch(() => ({}))) as { access_token?: unknown; error?: unknown };
    if (response.ok && typeof body.access_token === "string" && body.access_token !== "")
      return { token: body.access_token };
    return { error: typeof body.error === "string" ? body.error : `HTTP ${response.status}` };
  } catch (error) {
    return { error: error instanceof Error ? error.name : "network" };
  }
}

/** `/api/callback`: the state checked, the code exchanged, the outcome handed to the editor. */
async function finishLogin(
  request: Request,
  url: URL,
  env: OAuthEnv,
  provider: GitProvider,
  fetcher: typeof fetch,
): Promise<Response> {
  const expected = cookieValue(request, STATE_COOKIE);
  const given = url.searchParams.get("state");
  const code = url.searchParams.get("code");
  const page = async (status: number, outcome: OAuthPageInput["outcome"], text: string) => {
    const headers = await popupHeaders();
    // The state is used once, whatever happens.
    headers.append("Set-Cookie", stateCookie("", 0));
    const html = oauthPage({ origin: url.origin, provider: provider.backend, outcome, text });
    return new Response(html, { status, headers });
  };
  if (!expected || !given || !sameSecret(expected, given))
    return page(403, { error: "state" }, OAUTH_PAGE_TEXT.badState);
  if (url.searchParams.has("error") || !code)
    return page(400, { error: url.searchParams.get("error") ?? "code" }, OAUTH_PAGE_TEXT.denied);
  if (!env.OAUTH_CLIENT_ID || !env.OAUTH_CLIENT_SECRET)
    return page(503, { error: "not configured" }, OAUTH_PAGE_TEXT.notConfigured);
  const outcome = await exchangeCode(code, url, env, provider, fetcher);
  if ("token" in outcome) return page(200, outcome, OAUTH_PAGE_TEXT.success);
  // What went wrong, without anything the provider sent back but its error code.
  console.warn(`editor login: the provider refused the code exchange (${outcome.error})`);
  return page(502, outcome, OAUTH_PAGE_TEXT.exchangeFailed);
}

/**
 * The login's answer to a request, or null when the path is not the login's. Only for a provider
 * whose login needs the worker (GitHub); Gitea and Forgejo log in with PKCE, in the browser.
 */
export async function handleOAuth(
  request: Request,
  env: OAuthEnv,
  {
    provider = EDITOR_PROVIDER,
    // A free function: workerd refuses `fetch` called on another object.
    fetcher = (input, init) => fetch(input, init),
  }: { provider?: GitProvider; fetcher?: typeof fetch } = {},
): Promise<Response | null> {
  if (provider.login !== "worker") return null;
  const url = new URL(request.url);
  if (url.pathname === OAUTH_PATHS.auth) return startLogin(url, env, provider);
  if (url.pathname === OAUTH_PATHS.callback) return finishLogin(request, url, env, provider, fetcher);
  return null;
}
