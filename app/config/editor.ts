/**
 * The content editor at /admin (Decap CMS) in production: which Git provider holds the site, its
 * repository and branch, and the OAuth exchange the site's own Cloudflare Pages worker serves.
 * Read by admin/backend.ts (Decap's `backend`), deploy/cloudflare/ (the login) and
 * server/site-rules.ts (/admin's CSP). Secrets are never here: the worker reads them from its
 * environment (OAUTH_ENV, docs/decisions/0009-editor-login.md).
 */

/** The editor's address, and the login's addresses under the site's origin (served by the Pages worker). */
export const EDITOR_PATH = "/admin";
export const OAUTH_PATHS = { auth: "/api/auth", callback: "/api/callback" } as const;
/**
 * Local mode (`npm run edit`): the editor, opened on one of these hosts, writes the working copy
 * through `decap-server` on the same host (its `local_backend`), by default on this port. Only that
 * mode's CSP allows it (editorContentSecurityPolicy): production's names no local address.
 */
export const DECAP_LOCAL_HOSTS = ["localhost", "127.0.0.1"] as const;
export const DECAP_LOCAL_PORT = 8081;

/** decap-server's origins for local mode on `port`. */
export function decapLocalOrigins(port: number): string[] {
  return DECAP_LOCAL_HOSTS.map((host) => `http://${host}:${port}`);
}

/** The prefix of every address the worker answers itself; other hosts do not serve it. */
export const API_PREFIX = "/api/";

export type GitProviderName = "github" | "gitea" | "forgejo";

export interface GitProvider {
  /** Decap's backend name. */
  backend: GitProviderName;
  /** The provider's web origin: its OAuth pages live there. */
  webOrigin: string;
  /** Its REST API root (Decap's `api_root`). */
  apiRoot: string;
  /**
   * How Decap logs in: `worker` is the external OAuth popup served by deploy/cloudflare/oauth.ts
   * (a client secret is needed, so a server must do the exchange); `pkce` is Decap's own PKCE flow in
   * the browser with a public client id (Gitea and Forgejo), which needs no worker.
   */
  login: "worker" | "pkce";
  /**
   * OAuth scope: what it takes to read the repository, push a branch and open pull requests. The
   * worker asks GitHub for it whatever the page asks; Decap 3.16's PKCE flow always asks "repository".
   */
  scope: string;
  /** Where avatars of the provider's users are served (the editor shows the logged-in user's). */
  avatarOrigins: readonly string[];
  /** Whether Decap's backend supports the editorial workflow (draft → in review → ready as pull requests). */
  editorialWorkflow: boolean;
}

/**
 * GitHub by default. Gitea and Forgejo are self-hosted: set their origin here (Codeberg shown for
 * Forgejo). Decap 3.16's Gitea backend refuses the editorial workflow
 * (decap-cms-backend-gitea: "does not support editorial workflow"); its Forgejo backend supports it
 * and speaks Gitea's API, so a Gitea server is best used through `forgejo`.
 */
export const GIT_PROVIDERS: Record<GitProviderName, GitProvider> = {
  github: {
    backend: "github",
    webOrigin: "https://github.com",
    apiRoot: "https://api.github.com",
    login: "worker",
    scope: "repo,user",
    avatarOrigins: ["https://avatars.githubusercontent.com"],
    editorialWorkflow: true,
  },
  gitea: {
    backend: "gitea",
    webOrigin: "https://gitea.com",
    apiRoot: "https://gitea.com/api/v1",
    login: "pkce",
    scope: "repository",
    avatarOrigins: ["https://gitea.com"],
    editorialWorkflow: false,
  },
  forgejo: {
    backend: "forgejo",
    webOrigin: "https://codeberg.org",
    apiRoot: "https://codeberg.org/api/v1",
    login: "pkce",
    scope: "repository",
    avatarOrigins: ["https://codeberg.org"],
    editorialWorkflow: true,
  },
};

/** The repository the editor writes to (through pull requests) and the branch that publishes. */
export const EDITOR_REPOSITORY = {
  provider: "github" as GitProviderName,
  repo: "brumes-rp/site",
  branch: "main",
  /**
   * Gitea/Forgejo only: the OAuth application's client id for PKCE. Public by design (the browser
   * sends it to the provider); there is no secret in that flow.
   */
  pkceClientId: "",
} as const;

export const EDITOR_PROVIDER: GitProvider = GIT_PROVIDERS[EDITOR_REPOSITORY.provider];

/**
 * The Pages worker's environment (`wrangler pages secret put NAME`, or `--binding` locally): the
 * OAuth app's id and secret, and optional replacements of the provider's endpoints (a GitHub
 * Enterprise server, or the tests' local stub).
 */
export const OAUTH_ENV = {
  clientId: "OAUTH_CLIENT_ID",
  clientSecret: "OAUTH_CLIENT_SECRET",
  authorizeUrl: "OAUTH_AUTHORIZE_URL",
  tokenUrl: "OAUTH_TOKEN_URL",
} as const;
