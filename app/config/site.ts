/**
 * Site constants: names, addresses, links, delays and sizes (spec §9).
 * Components read these; nothing here is repeated inline elsewhere.
 */
export const SITE = {
  name: "Brumes RP",
  islandName: "l'île des Brumes",
  foundedYear: 2020,
  email: "contact@brumes-rp.fr",
  /** Public origin used for canonical links and social cards. */
  origin: "https://www.brumes-rp.fr",
  whitelistUrl: "https://whitelist.brumes-rp.fr",
  defaultSocialImage: "/img/og-default.png",
} as const;

/** The three stores selling a PC licence of the base game. */
export const STORES = [
  { id: "steam", label: "Steam", url: "https://store.steampowered.com/app/271590/" },
  { id: "epic", label: "Epic Games Store", url: "https://store.epicgames.com/p/grand-theft-auto-v" },
  { id: "rockstar", label: "Rockstar Games Launcher", url: "https://www.rockstargames.com/gta-v" },
] as const;

/** The multiplayer client the server runs on. */
export const CLIENT_DOWNLOAD = {
  label: "alt:V",
  url: "https://altv.mp/#/downloads",
} as const;

/** Delays and sizes from spec §9, in milliseconds and pixels. */
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

export const MAP = {
  minZoom: 1,
  maxZoom: 4,
  zoomSnap: 0.5,
  defaultZoom: 4,
  selectedZoom: 4,
  overviewZoom: 1.2,
  tileSize: 256,
  coordinateBound: 16384,
  markerIconSizePx: 15,
  /** Corners (x, y) of the island's overview frame. */
  overviewCorners: [
    [-1000, 7500],
    [2000, -5500],
  ],
  tileUrl: "/img/map/satellite/{z}/{x}/{y}.webp",
} as const;

export const SLIDER = { slideCount: 4 } as const;
