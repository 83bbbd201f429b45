import { GIT_PROVIDERS, OAUTH_ENV, OAUTH_PATHS } from "../app/config/editor";
import { EDITOR_HOME } from "../server/site-rules";
import { OAUTH_PAGE_TEXT } from "../deploy/cloudflare/oauth-page";
import { expect, test } from "./fixtures";
import { rawRequest } from "../tools/http";
import { startProviderStub, type ProviderStub } from "./support/oauth-provider-stub";
import { describeServerContract } from "./support/server-contract";
import { startWrangler, type RunningWrangler } from "../tools/wrangler";

describeServerContract("Cloudflare Pages (wrangler pages dev on workerd)", "cdnServer", {
  precompressed: false,
  ranges: false,
  refusesDotSegments: false,
  servesEditorLogin: true,
});

const CLIENT_ID = "stub-client-id";
const CLIENT_SECRET = "stub-client-secret";
const CODE = "stub-code-42";
const TOKEN = "gho_stubToken7f3a9c";

/**
 * The Pages worker with OAuth credentials, its provider's pages replaced by a local stub on another
 * origin (OAUTH_AUTHORIZE_URL, OAUTH_TOKEN_URL): the whole popup login, as Decap CMS runs it.
 */
const it = test.extend<object, { login: { site: RunningWrangler; provider: ProviderStub } }>({
  login: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function needs from its first parameter.
    async ({}, use) => {
      const provider = await startProviderStub({ clientSecret: CLIENT_SECRET, code: CODE, token: TOKEN });
      const site = await startWrangler("build", {
        bindings: {
          [OAUTH_ENV.clientId]: CLIENT_ID,
          [OAUTH_ENV.clientSecret]: CLIENT_SECRET,
          [OAUTH_ENV.authorizeUrl]: provider.authorizeUrl,
          [OAUTH_ENV.tokenUrl]: provider.tokenUrl,
        },
      });
      await use({ site, provider });
      await site.close();
      await provider.close();
    },
    { scope: "worker", timeout: 60_000 },
  ],
});

it.describe("Cloudflare Pages: the editor's GitHub login", () => {
  it("hands the token from the popup to the editor at the site's exact origin, as Decap expects", async ({
    browser,
    login: { site, provider },
  }) => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      // A page under the editor's address opens the popup (without Decap's 1.5 MB: the next test
      // has it): its opener policy must let the popup talk back.
      const editor = await page.goto(`${site.url}${EDITOR_HOME}popup-opener`);
      expect(editor?.headers()["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
      // decap-cms-lib-auth's NetlifyAuthenticator: open `${base_url}/${auth_endpoint}`, echo the
      // popup's "authorizing:github" back to it, then take the next message.
      const messages = await page.evaluate(
        (authPath) =>
          new Promise<{ data: string; origin: string }[]>((resolve) => {
            const seen: { data: string; origin: string }[] = [];
            let popup: Window | null = null;
            window.addEventListener("message", (event) => {
              seen.push({ data: String(event.data), origin: event.origin });
              if (event.data === "authorizing:github") popup?.postMessage(event.data, event.origin);
              else resolve(seen);
            });
            popup = window.open(
              `${authPath}?provider=github&site_id=www.brumes-rp.fr&scope=repo`,
              "Netlify Authorization",
              "width=960,height=600",
            );
            // A popup cut from its opener (a strict opener policy) looks closed from here: say so
            // at once rather than wait for the test's time limit.
            const watch = setInterval(() => {
              if (!popup?.closed) return;
              clearInterval(watch);
              resolve([...seen, { data: "the popup was cut from its opener", origin: "" }]);
            }, 50);
          }),
        OAUTH_PATHS.auth,
      );
      expect(messages).toEqual([
        { data: "authorizing:github", origin: site.url },
        {
          data: `authorization:github:success:${JSON.stringify({ token: TOKEN, provider: "github" })}`,
          origin: site.url,
        },
      ]);
      // The provider was asked with the client id, the site's scope, its callback and a state,
      // and the code was exchanged once, with the secret.
      expect(provider.calls.authorize).toHaveLength(1);
      const asked = provider.calls.authorize[0]!;
      expect(asked.get("client_id")).toBe(CLIENT_ID);
      expect(asked.get("scope")).toBe(GIT_PROVIDERS.github.scope);
      expect(asked.get("redirect_uri")).toBe(`${site.url}${OAUTH_PATHS.callback}`);
      expect(asked.get("state")).toMatch(/^[\w-]{43}$/);
      expect(provider.calls.token.map((form) => [form.get("code"), form.get("client_secret")])).toEqual([
        [CODE, CLIENT_SECRET],
      ]);
      // The state cookie was used once, and is gone.
      expect((await context.cookies(site.url)).map((cookie) => cookie.name)).toEqual([]);

      // A callback this browser did not ask for is refused, with a clear page, before any exchange.
      const forged = await page.goto(`${site.url}${OAUTH_PATHS.callback}?code=${CODE}&state=forged`);
      expect(forged?.status()).toBe(403);
      await expect(page.getByRole("status")).toHaveText(OAUTH_PAGE_TEXT.badState);
      expect(provider.calls.token).toHaveLength(1);
    } finally {
      await context.close();
    }
  });

  it("refuses a wrong state even with a state cookie, and never logs the token", async ({
    login: { site, provider },
  }) => {
    const start = await rawRequest(site.url, `${OAUTH_PATHS.auth}?provider=github`);
    expect(start.status).toBe(302);
    const location = new URL(String(start.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe(provider.authorizeUrl);
    expect(location.searchParams.get("client_id")).toBe(CLIENT_ID);
    expect(location.searchParams.get("scope")).toBe(GIT_PROVIDERS.github.scope);
    const state = location.searchParams.get("state")!;
    const cookie = String(start.headers["set-cookie"]).split(";")[0]!;
    expect(String(start.headers["set-cookie"])).toMatch(/HttpOnly; Secure; SameSite=Lax/);
    const exchanges = provider.calls.token.length;
    const wrong = await rawRequest(site.url, `${OAUTH_PATHS.callback}?code=${CODE}&state=${state}x`, {
      headers: { Cookie: cookie },
    });
    expect(wrong.status).toBe(403);
    expect(wrong.body.toString("utf8")).not.toContain(TOKEN);
    expect(provider.calls.token).toHaveLength(exchanges);
    // Then the right one goes through (the token is in the page, for the opener only).
    const right = await rawRequest(site.url, `${OAUTH_PATHS.callback}?code=${CODE}&state=${state}`, {
      headers: { Cookie: cookie },
    });
    expect(right.status).toBe(200);
    expect(right.headers["cache-control"]).toBe("no-store");
    // wrangler prints bindings as "(hidden)"; the worker prints neither the token nor the secret.
    expect(site.output()).not.toContain(TOKEN);
    expect(site.output()).not.toContain(CLIENT_SECRET);
  });

  it("logs Decap CMS itself in: its GitHub button, the popup, then its calls to GitHub carry the token", async ({
    browser,
    login: { site },
  }) => {
    const context = await browser.newContext();
    try {
      // GitHub's API, offline: it sees the token, then refuses it (Decap then writes nothing).
      const apiCalls: string[] = [];
      await context.route(`${GIT_PROVIDERS.github.apiRoot}/**`, (route) => {
        apiCalls.push(route.request().headers()["authorization"] ?? "");
        return route.fulfill({ status: 401, json: { message: "Bad credentials" } });
      });
      const page = await context.newPage();
      const blocked: string[] = [];
      page.on("console", (message) => {
        if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
      });
      await page.goto(`${site.url}${EDITOR_HOME}`);
      await page.getByRole("button", { name: /GitHub/ }).click();
      await expect.poll(() => apiCalls).toContain(`token ${TOKEN}`);
      // Decap ran under /admin/'s CSP without a refusal (its config check needs 'unsafe-eval').
      expect(blocked).toEqual([]);
      expect(site.output()).not.toContain(TOKEN);
    } finally {
      await context.close();
    }
  });
});
