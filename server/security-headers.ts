/**
 * Security headers of every answer of every host: the Node server, nginx (deploy/nginx/security-headers.conf,
 * checked against this list by security-headers.test.ts) and Cloudflare (_headers and the Pages worker).
 * The CSP allows only what the site loads: its own files and the four embeds of /community
 * (Twitch player, Discord widget, Twitter timeline, YouTube). Inline scripts of pre-rendered
 * pages are allowed one by one through their hashes (see scripts/postbuild/csp-hashes.ts).
 * The editor at /admin has a CSP of its own (editorContentSecurityPolicy).
 */
import { decapLocalOrigins, type GitProvider } from "../app/config/editor";

export const EMBED_ORIGINS = {
  twitch: ["https://player.twitch.tv", "https://embed.twitch.tv"],
  discord: ["https://discord.com"],
  twitter: ["https://platform.twitter.com", "https://syndication.twitter.com"],
  youtube: ["https://www.youtube-nocookie.com"],
} as const;

const TWITTER_IMAGES = ["https://pbs.twimg.com", "https://abs.twimg.com", "https://ton.twimg.com"];

function serialize(directives: Record<string, readonly string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  const frames = Object.values(EMBED_ORIGINS).flat();
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...scriptHashes.map((hash) => `'${hash}'`), "https://platform.twitter.com"],
    // React and Leaflet set element styles; inline style attributes are needed.
    "style-src": ["'self'", "'unsafe-inline'", "https://platform.twitter.com"],
    "img-src": ["'self'", "data:", ...TWITTER_IMAGES],
    "font-src": ["'self'"],
    "media-src": ["'self'"],
    "connect-src": ["'self'"],
    "frame-src": frames,
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  return serialize(directives);
}

const originOf = (url: string) => new URL(url).origin;

/** What local mode's editor adds to the policy: its decap-server, and the dev server's inline scripts. */
export interface LocalEditorSources {
  /** decap-server's port on this machine. */
  backendPort: number;
  /** The nonce Vite's development server gives its inline scripts (`npm run edit`: React's refresh preamble). */
  scriptNonce?: string;
}

/**
 * The editor's CSP (/admin, Decap CMS 3.16), allowing only what Decap needs
 * (docs/decisions/0009-editor-login.md; the admin app lists its sources in admin/csp-sources.md):
 * - `script-src 'unsafe-eval'`: Decap validates its config with ajv 8 on every start
 *   (decap-cms-core validateConfig), and ajv compiles schemas with `new Function` (without it Decap
 *   stops with "Error loading the CMS configuration: EvalError"). `'wasm-unsafe-eval'` names what the
 *   WebP encoders' WebAssembly needs (implied by the first, kept should it go). Inline scripts stay
 *   forbidden (hashes only).
 * - `style-src 'unsafe-inline'`: Decap's interface is styled by Emotion, which writes `<style>`
 *   elements at run time; a static host cannot give them a nonce.
 * - `connect-src`: the site (its files, the preview's data) and the Git provider's API, plus its
 *   web origin for Gitea/Forgejo (the PKCE token exchange and OpenID configuration). Local mode's
 *   decap-server on this machine only in local mode's own policy (`local`: `npm run edit`, and the
 *   editor's tests): a public page allowed to talk to a visitor's loopback is not one. And `blob:`:
 *   saving an uploaded image, Decap reads it back from its blob: URL with fetch
 *   (decap-cms-core AssetProxy.toBase64); without it every photo upload failed to save.
 * - `img-src blob: data:`: media picked or fetched through the API are shown as blob: URLs;
 *   the provider's avatars.
 * - `frame-src 'self' blob:`: the preview pane is an iframe of the editor's own document.
 * - `worker-src 'self' blob:`: the image encoders run in workers.
 */
export function editorContentSecurityPolicy(
  provider: GitProvider,
  scriptHashes: readonly string[] = [],
  local?: LocalEditorSources,
): string {
  const providerOrigins = [...new Set([originOf(provider.apiRoot), provider.webOrigin].map(originOf))];
  const connect = [
    "blob:",
    ...(provider.login === "pkce" ? providerOrigins : [originOf(provider.apiRoot)]),
    ...(local ? decapLocalOrigins(local.backendPort) : []),
  ];
  return serialize({
    "default-src": ["'self'"],
    "script-src": [
      "'self'",
      ...scriptHashes.map((hash) => `'${hash}'`),
      ...(local?.scriptNonce ? [`'nonce-${local.scriptNonce}'`] : []),
      "'unsafe-eval'",
      "'wasm-unsafe-eval'",
    ],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", ...provider.avatarOrigins],
    "font-src": ["'self'", "data:"],
    "media-src": ["'self'", "blob:"],
    "connect-src": ["'self'", ...connect],
    "frame-src": ["'self'", "blob:"],
    "worker-src": ["'self'", "blob:"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  });
}

/**
 * HTTPS only, for two years (the length hstspreload.org asks for; Mozilla's Observatory wants six
 * months at least): the site has been on HTTPS since its start and never goes back, and a long life
 * protects returning visitors the most. Without `includeSubDomains`: the site may be served from the
 * community's own domain, whose other hosts (game panels, tools) are not the site's to pin to HTTPS.
 * Without `preload`, which cannot be undone quickly. Browsers ignore the header on plain HTTP and on
 * IP addresses (RFC 6797 §8.1), so `npm start` on http://127.0.0.1 and the tests are not affected:
 * one rule for every host and every answer.
 */
export const STRICT_TRANSPORT_SECURITY = "max-age=63072000";

export const STATIC_SECURITY_HEADERS: Record<string, string> = {
  "Strict-Transport-Security": STRICT_TRANSPORT_SECURITY,
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
  "Cross-Origin-Opener-Policy": "same-origin",
};

/**
 * What the editor's pages send instead (on top of the rest):
 * - never indexed (robots.txt also keeps crawlers out, and the page has its own robots meta tag);
 * - `same-origin-allow-popups`: GitHub's login runs in a popup that must keep `window.opener` to
 *   hand the token back (decap-cms-lib-auth); `same-origin` would cut it as soon as the popup
 *   visits the provider. The popup's own pages send no COOP for the same reason.
 */
export const EDITOR_SECURITY_HEADERS: Record<string, string> = {
  "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
  "X-Robots-Tag": "noindex, nofollow",
};
