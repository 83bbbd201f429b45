/**
 * Decap CMS's `backend` and `publish_mode` for production, from app/config/editor.ts: the admin
 * app (admin/main.tsx) passes `backend` and `publishMode` to its config. Local mode (decap-server)
 * is the admin app's own. Nothing here is tied to one host: no Netlify Identity, no git-gateway; GitHub
 * logs in through the site's own Pages worker, Gitea and Forgejo through Decap's PKCE flow.
 */
import { EDITOR_REPOSITORY, GIT_PROVIDERS, OAUTH_PATHS, type GitProviderName } from "../app/config/editor";
import { SITE } from "../app/config/site";

/** The part of Decap's config this module decides (Decap's own names, snake_case). */
export interface DecapBackendSettings {
  backend: {
    name: GitProviderName;
    repo: string;
    branch: string;
    /** GitHub: where Decap opens the login popup (`${base_url}/${auth_endpoint}`); its messages must come from there. */
    base_url?: string;
    auth_endpoint?: string;
    /** Gitea/Forgejo: the REST root, from which Decap derives the OAuth pages. */
    api_root?: string;
    /** Gitea/Forgejo: the public OAuth client id of the PKCE flow. */
    app_id?: string;
  };
  publish_mode?: "editorial_workflow";
}

export interface BackendOptions {
  /**
   * The origin the editor is served from. Decap accepts the popup's messages only from `base_url`
   * (decap-cms-lib-auth's NetlifyAuthenticator compares `event.origin`), so a preview deployment
   * passes its own `window.location.origin`; the site's public origin by default.
   */
  origin?: string;
  provider?: GitProviderName;
}

export function productionBackend({
  origin = SITE.origin,
  provider = EDITOR_REPOSITORY.provider,
}: BackendOptions = {}): DecapBackendSettings {
  const git = GIT_PROVIDERS[provider];
  const common = { name: git.backend, repo: EDITOR_REPOSITORY.repo, branch: EDITOR_REPOSITORY.branch };
  const backend: DecapBackendSettings["backend"] =
    git.login === "worker"
      ? {
          ...common,
          base_url: new URL(origin).origin,
          // Decap joins base_url and auth_endpoint with a slash: no leading one here.
          auth_endpoint: OAUTH_PATHS.auth.replace(/^\//, ""),
          // No auth_scope: Decap 3.16's config schema allows only "repo" or "public_repo" there, and
          // the worker asks GitHub for the site's scope (GIT_PROVIDERS.github.scope) whatever the popup says.
        }
      : { ...common, api_root: git.apiRoot, app_id: EDITOR_REPOSITORY.pkceClientId };
  // Each change a pull request that CI checks and merging publishes; Decap's Gitea backend
  // cannot (it throws on editorial_workflow), so Gitea publishes on save: prefer `forgejo`.
  return git.editorialWorkflow ? { backend, publish_mode: "editorial_workflow" } : { backend };
}

/**
 * What the admin app reads (admin/main.tsx takes `backend`): the settings for the origin the editor
 * is served from, so that a preview deployment logs in through its own worker.
 */
export const backend = productionBackend({
  origin: typeof location === "undefined" ? SITE.origin : location.origin,
}).backend;

/** Decap's `publish_mode` for that backend: undefined for Gitea, whose Decap backend has no review step. */
export const publishMode = productionBackend().publish_mode;
