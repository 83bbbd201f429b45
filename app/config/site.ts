/**
 * Site constants that pages share: names, addresses, links, delays and sizes. The constants of one
 * page live beside this file (map.ts, home.ts, community.ts, play.ts, release.ts, credits.ts), so
 * that the JavaScript every page loads does not carry them. Components read these; nothing here
 * is repeated inline elsewhere.
 */
export const SITE = {
  name: "Brumes RP",
  foundedYear: 2020,
  email: "contact@brumes-rp.fr",
  /** Public origin used for canonical links and social cards. */
  origin: "https://www.brumes-rp.fr",
  whitelistUrl: "https://whitelist.brumes-rp.fr",
  defaultSocialImage: "/img/og-default.png",
  /** Browser chrome and installed-app colour: the header's night blue. */
  themeColor: "#0d1422",
} as const;

/** Delays and sizes, in milliseconds and pixels. */
export const TIMING = {
  sliderIntervalMs: 7500,
  releaseRevealMs: 213_000,
  videoMountDelayMs: 300,
  hashScrollDelayMs: 300,
} as const;

export const LAYOUT = {
  /** Header height used before it can be measured. */
  headerDefaultHeightPx: 85,
  /** Gap kept between the header and a heading scrolled to by hash. */
  hashScrollGapPx: 10,
  embedHeightPx: 400,
} as const;
