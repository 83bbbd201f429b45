/**
 * Security headers shared by the Node server and the nginx config generator.
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

export const STATIC_SECURITY_HEADERS: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
  "Cross-Origin-Opener-Policy": "same-origin",
};
