/**
 * The editor's GitHub login in the Cloudflare Pages worker (deploy/cloudflare/oauth.ts), against a
 * plain asset server and a stub token endpoint (the global fetch, replaced here): the redirect to
 * the provider, the state check, the token handed over at the exact origin, nothing logged; then
 * /admin's headers from the worker and Decap's backend settings (admin/backend.ts).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { backend, productionBackend, publishMode } from "../admin/backend";
import { EDITOR_PATH, GIT_PROVIDERS, OAUTH_PATHS } from "../app/config/editor";
import { SITE } from "../app/config/site";
import { createWorker } from "../deploy/cloudflare/worker";
import { HANDSHAKE_SCRIPT } from "../deploy/cloudflare/oauth-page";
import { STATE_COOKIE, STATE_MAX_AGE_S, handshakeScriptHash } from "../deploy/cloudflare/oauth";
import { EDITOR_SECURITY_HEADERS, STATIC_SECURITY_HEADERS, securityHeadersFor } from "./site-rules";

const ORIGIN = "https://www.brumes-rp.test";
const TOKEN_URL = "https://token.stub.test/login/oauth/access_token";
const TOKEN = "gho_stubtoken0123456789";
const CODE = "code-from-provider";
const ENV = {
  OAUTH_CLIENT_ID: "client-id-123",
  OAUTH_CLIENT_SECRET: "client-secret-456",
  OAUTH_TOKEN_URL: TOKEN_URL,
};

/** The site's files: only a 404 page; /admin is not built here, its headers follow its address. */
const assets = {
  async fetch(): Promise<Response> {
    return new Response("<h1>Page introuvable</h1>", {
      status: 404,
      headers: { "Content-Type": "text/html; charset=utf-8" },
    });
  },
};

const worker = createWorker({ "/404.html": ["sha256-notfound"] });
const get = (path: string, { env = ENV, cookie }: { env?: object; cookie?: string } = {}) =>
  worker.fetch(new Request(`${ORIGIN}${path}`, { headers: cookie ? { Cookie: cookie } : {} }), {
    ASSETS: assets,
    ...env,
  });

/** Every request the worker makes to the outside, and what the stub token endpoint answers. */
let requests: { url: string; method: string; body: string }[] = [];
let tokenAnswer: () => Response;
let logged: string[] = [];

beforeEach(() => {
  requests = [];
  logged = [];
  tokenAnswer = () => Response.json({ access_token: TOKEN, token_type: "bearer", scope: "repo,user" });
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    requests.push({ url, method: init?.method ?? "GET", body: String(init?.body ?? "") });
    return url === TOKEN_URL ? tokenAnswer() : new Response("not stubbed", { status: 599 });
  });
  for (const level of ["log", "info", "warn", "error", "debug"] as const)
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void logged.push(args.join(" ")));
});
afterEach(() => vi.restoreAllMocks());

/** /api/auth's redirect: the provider's URL and the cookie that holds the state. */
async function startLogin() {
  const response = await get(`${OAUTH_PATHS.auth}?provider=github&site_id=www.brumes-rp.test&scope=repo`);
  const location = new URL(response.headers.get("Location") ?? "about:blank");
  const cookie = response.headers.get("Set-Cookie") ?? "";
  return { response, location, cookie, state: location.searchParams.get("state") ?? "" };
}

/** The JSON the popup page hands to its script. */
function pageData(html: string): { origin: string; provider: string; message: string } {
  const json = /<script type="application\/json" id="oauth-result">([^<]*)<\/script>/.exec(html)?.[1];
  return JSON.parse(json ?? "null") as { origin: string; provider: string; message: string };
}

describe("the editor's login: /api/auth", () => {
  it("sends the popup to GitHub with the client id, the site's scope, its callback and a random state", async () => {
    const { response, location, cookie, state } = await startLogin();
    expect(response.status).toBe(302);
    expect(`${location.origin}${location.pathname}`).toBe("https://github.com/login/oauth/authorize");
    expect(location.searchParams.get("client_id")).toBe(ENV.OAUTH_CLIENT_ID);
    // The site's scope, not the page's (Decap asks for "repo"): a page cannot widen it.
    expect(location.searchParams.get("scope")).toBe(GIT_PROVIDERS.github.scope);
    expect(location.searchParams.get("redirect_uri")).toBe(`${ORIGIN}${OAUTH_PATHS.callback}`);
    expect(state).toMatch(/^[\w-]{43}$/);
    expect((await startLogin()).state).not.toBe(state);
    // Kept in a short-lived cookie that scripts cannot read, sent back only to /api/.
    expect(cookie).toBe(
      `${STATE_COOKIE}=${state}; Path=/api/; Max-Age=${STATE_MAX_AGE_S}; HttpOnly; Secure; SameSite=Lax`,
    );
    expect(STATE_MAX_AGE_S).toBeLessThanOrEqual(900);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("Cross-Origin-Opener-Policy")).toBeNull();
    expect(response.headers.get("Strict-Transport-Security")).toBe(
      STATIC_SECURITY_HEADERS["Strict-Transport-Security"],
    );
    // The client secret never leaves the worker but to the token endpoint.
    expect(location.href).not.toContain(ENV.OAUTH_CLIENT_SECRET);
    expect(requests).toEqual([]);
  });

  it("says clearly that the login is not configured when the worker has no client id or secret", async () => {
    const response = await get(OAUTH_PATHS.auth, { env: {} });
    expect(response.status).toBe(503);
    expect(response.headers.get("Location")).toBeNull();
    expect(await response.text()).toContain("n’est pas configurée");
  });
});

describe("the editor's login: /api/callback", () => {
  it("refuses a wrong, missing or cookieless state with 403, before asking the provider anything", async () => {
    const { state } = await startLogin();
    const cases = [
      [`?code=${CODE}&state=forged`, `${STATE_COOKIE}=${state}`],
      [`?code=${CODE}`, `${STATE_COOKIE}=${state}`],
      [`?code=${CODE}&state=${state}`, undefined],
      [`?code=${CODE}&state=${state}`, `${STATE_COOKIE}=`],
    ] as const;
    for (const [query, cookie] of cases) {
      const response = await get(`${OAUTH_PATHS.callback}${query}`, { cookie });
      expect(response.status, query).toBe(403);
      const html = await response.text();
      expect(html, query).toContain("n’a pas été demandée depuis ce navigateur");
      expect(pageData(html).message, query).toBe('authorization:github:error:{"message":"state"}');
      expect(response.headers.get("Set-Cookie"), query).toContain("Max-Age=0");
    }
    expect(requests).toEqual([]);
  });

  it("exchanges a good code for a token and hands it to the opener at the site's exact origin", async () => {
    const { state } = await startLogin();
    const response = await get(`${OAUTH_PATHS.callback}?code=${CODE}&state=${state}`, {
      cookie: `other=1; ${STATE_COOKIE}=${state}`,
    });
    expect(response.status).toBe(200);
    // One request, to the token endpoint, with the secret: nothing is written to Git.
    expect(requests.map(({ url, method }) => `${method} ${url}`)).toEqual([`POST ${TOKEN_URL}`]);
    expect(Object.fromEntries(new URLSearchParams(requests[0]!.body))).toEqual({
      client_id: ENV.OAUTH_CLIENT_ID,
      client_secret: ENV.OAUTH_CLIENT_SECRET,
      code: CODE,
      redirect_uri: `${ORIGIN}${OAUTH_PATHS.callback}`,
    });
    const html = await response.text();
    expect(pageData(html)).toMatchObject({
      origin: ORIGIN,
      provider: "github",
      message: `authorization:github:success:${JSON.stringify({ token: TOKEN, provider: "github" })}`,
    });
    // Decap's handshake, and every message sent to that origin only.
    expect(HANDSHAKE_SCRIPT).toContain('opener.postMessage("authorizing:" + data.provider, data.origin)');
    expect(HANDSHAKE_SCRIPT).toContain("opener.postMessage(data.message, data.origin)");
    expect(HANDSHAKE_SCRIPT).toContain("event.origin !== data.origin || event.source !== opener");
    expect(HANDSHAKE_SCRIPT).not.toContain('"*"');
    // Its CSP allows its own script and nothing else; the state is used once.
    const csp = response.headers.get("Content-Security-Policy") ?? "";
    expect(csp).toContain(`script-src '${await handshakeScriptHash()}'`);
    expect(csp).toContain("default-src 'none'");
    expect(html).toContain(`<script>${HANDSHAKE_SCRIPT}</script>`);
    expect(response.headers.get("Set-Cookie")).toContain("Max-Age=0");
    expect(response.headers.get("Referrer-Policy")).toBe("no-referrer");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("Cross-Origin-Opener-Policy")).toBeNull();
    expect(logged.join("\n")).not.toContain(TOKEN);
  });

  it("hands the editor an error, and logs neither the code nor the provider's answer, when the exchange fails", async () => {
    const { state } = await startLogin();
    const cookie = `${STATE_COOKIE}=${state}`;
    tokenAnswer = () => Response.json({ error: "bad_verification_code", access_token: "" }, { status: 200 });
    const refused = await get(`${OAUTH_PATHS.callback}?code=${CODE}&state=${state}`, { cookie });
    expect(refused.status).toBe(502);
    expect(pageData(await refused.text()).message).toBe(
      'authorization:github:error:{"message":"bad_verification_code"}',
    );
    tokenAnswer = () => new Response(`{"access_token":"${TOKEN}"`, { status: 500 });
    const broken = await get(`${OAUTH_PATHS.callback}?code=${CODE}&state=${state}`, { cookie });
    expect(broken.status).toBe(502);
    expect(await broken.text()).not.toContain(TOKEN);
    const denied = await get(`${OAUTH_PATHS.callback}?error=access_denied&state=${state}`, { cookie });
    expect(denied.status).toBe(400);
    expect(pageData(await denied.text()).message).toBe(
      'authorization:github:error:{"message":"access_denied"}',
    );
    const log = logged.join("\n");
    expect(log).not.toContain(TOKEN);
    expect(log).not.toContain(CODE);
    expect(log).not.toContain(ENV.OAUTH_CLIENT_SECRET);
  });
});

describe("the editor's page and addresses on the worker", () => {
  it("sends /admin its own CSP, opener policy and noindex; other /api/ addresses are unknown", async () => {
    const moved = await get(`${EDITOR_PATH}?x=1`);
    expect(moved.status).toBe(308);
    expect(moved.headers.get("Location")).toBe(`${EDITOR_PATH}/?x=1`);
    for (const path of [EDITOR_PATH, `${EDITOR_PATH}/`, `${EDITOR_PATH}/index.html`]) {
      // Not built here: the 404 page answers, with the editor's headers and its own scripts allowed.
      const response = await get(path);
      const hashes = response.status === 404 ? ["sha256-notfound"] : [];
      for (const [name, value] of Object.entries(securityHeadersFor(EDITOR_PATH, hashes)))
        expect(response.headers.get(name), `${path}: ${name}`).toBe(value);
    }
    const csp = securityHeadersFor(EDITOR_PATH)["Content-Security-Policy"]!;
    expect(csp).toContain("connect-src 'self' blob: https://api.github.com");
    expect(csp).toContain("img-src 'self' data: blob: https://avatars.githubusercontent.com");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(EDITOR_SECURITY_HEADERS["X-Robots-Tag"]).toBe("noindex, nofollow");
    const board = await get("/board");
    expect(board.headers.get("X-Robots-Tag")).toBeNull();
    expect(board.headers.get("Cross-Origin-Opener-Policy")).toBe("same-origin");
    expect((await get("/api/anything")).status).toBe(404);
    // The worker is no way to Git: it answers GET and HEAD only.
    const post = await worker.fetch(new Request(`${ORIGIN}${OAUTH_PATHS.callback}`, { method: "POST" }), {
      ASSETS: assets,
      ...ENV,
    });
    expect(post.status).toBe(405);
    expect(requests).toEqual([]);
  });
});

describe("Decap's backend settings", () => {
  it("log in through the site's own worker on GitHub, with the editorial workflow", () => {
    const settings = productionBackend();
    expect(settings).toEqual({
      backend: {
        name: "github",
        repo: expect.stringMatching(/^[\w.-]+\/[\w.-]+$/) as unknown as string,
        branch: "main",
        base_url: SITE.origin,
        auth_endpoint: "api/auth",
      },
      publish_mode: "editorial_workflow",
    });
    // Decap opens `${base_url}/${auth_endpoint}`: the worker's address.
    expect(`${settings.backend.base_url}/${settings.backend.auth_endpoint}`).toBe(
      `${SITE.origin}${OAUTH_PATHS.auth}`,
    );
    expect(productionBackend({ origin: "https://preview.pages.dev/" }).backend.base_url).toBe(
      "https://preview.pages.dev",
    );
    expect(JSON.stringify(settings)).not.toMatch(/git-gateway|identity|netlify/i);
    // What the admin app imports: the same, for the origin it runs on (the site's, outside a browser).
    expect(backend).toEqual(settings.backend);
    expect(publishMode).toBe("editorial_workflow");
  });

  it("log in with PKCE on Forgejo (editorial workflow) and Gitea (which Decap allows none)", () => {
    expect(productionBackend({ provider: "forgejo" })).toMatchObject({
      backend: { name: "forgejo", api_root: GIT_PROVIDERS.forgejo.apiRoot },
      publish_mode: "editorial_workflow",
    });
    const gitea = productionBackend({ provider: "gitea" });
    expect(gitea.backend).toMatchObject({ name: "gitea", api_root: GIT_PROVIDERS.gitea.apiRoot });
    expect(gitea.publish_mode).toBeUndefined();
    expect(gitea.backend.base_url).toBeUndefined();
  });
});
