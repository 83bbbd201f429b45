/**
 * Security headers of every answer of every host: the Node server, nginx (deploy/nginx/security-headers.conf,
 * checked against this list by security-headers.test.ts) and Cloudflare (_headers and the Pages worker).
 * The CSP allows only what the site loads: its own files and the four embeds of /community
 * (Twitch player, Discord widget, Twitter timeline, YouTube). Inline scripts of pre-rendered
 * pages are allowed one by one through their hashes (see scripts/postbuild/csp-hashes.ts).
 */
export const EMBED_ORIGINS = {
  twitch: ["https://player.twitch.tv", "https://embed.twitch.tv"],
  discord: ["https://discord.com"],
  twitter: ["https://platform.twitter.com", "https://syndication.twitter.com"],
  youtube: ["https://www.youtube-nocookie.com"],
} as const;

const TWITTER_IMAGES = ["https://pbs.twimg.com", "https://abs.twimg.com", "https://ton.twimg.com"];

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
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
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
