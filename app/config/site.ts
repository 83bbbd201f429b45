/**
 * Site constants: names, addresses, links, delays and sizes.
 * Components read these; nothing here is repeated inline elsewhere.
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

export const MAP = {
  minZoom: 1,
  maxZoom: 4,
  zoomSnap: 0.5,
  selectedZoom: 4,
  overviewZoom: 1.2,
  tileSize: 256,
  coordinateBound: 16384,
  markerIconSizePx: 15,
  /** The chosen point's marker: larger than the others, so that it stands out. */
  selectedMarkerSizePx: 25,
  /**
   * Markers closer than this (screen pixels) are grouped into a numbered cluster. At the highest
   * zoom only markers that would touch are grouped (a cluster there spreads out on a click); the
   * radius stays above a cluster's size so that no cluster or marker hides under another.
   */
  clusterRadiusPx: { low: 44, highest: 30 },
  /** Zoom from which each kind of place name shows, unless the place sets its own. */
  placeLabelMinZoom: { town: 1, area: 1.5, water: 1.5, airport: 2, harbour: 3, district: 3 },
  /** Corners (x, y) of the island's overview frame. */
  overviewCorners: [
    [-1000, 7500],
    [2000, -5500],
  ],
  tileUrl: "/img/map/satellite/{z}/{x}/{y}.webp",
  /** The overview as one picture, shown until Leaflet loads (made by scripts/map/overview-poster.ts). */
  overviewPoster: { src: "/img/map/overview.webp", width: 1024, height: 800 },
} as const;

export const SLIDER = { slideCount: 4 } as const;

/* ---- Public pages: home media, community embeds, release and credits images ---- */

/** Home page media: slide backgrounds, the presentation video and its caption tracks. */
export const HOME_MEDIA = {
  /** The committed picture of a slide (public/), 1600×700; the build makes the variants below from it. */
  slideImage: (position: number) => `/img/home/slide-${position}.webp`,
  slideWidth: 1600,
  slideHeight: 700,
  /**
   * Variants made by `npm run build` (scripts/build/home-slides.ts) into build/client/img/home/:
   * the whole picture at `wideWidths`, and its centre square at `squareWidths` for phones, whose
   * slider is higher than wide and shows only that square. Every size in each format, AVIF first.
   */
  slideVariants: {
    formats: ["avif", "webp"],
    wideWidths: [1200, 1600],
    squareWidths: [480, 700],
  },
  video: "/media/video.mp4",
  videoPoster: "/media/video-poster.webp",
  videoWidth: 960,
  videoHeight: 540,
  /** Caption tracks; the page's language is shown by default where it has one, English otherwise. */
  captions: [
    { src: "/st.fr.vtt", srcLang: "fr" },
    { src: "/st.vtt", srcLang: "en" },
  ],
} as const;

/** Channels shown on /community; the same accounts as the footer's social links. */
export const COMMUNITY_EMBEDS = {
  twitchChannel: "brumesrp",
  discordServerId: "748213905561468958",
  twitterHandle: "BrumesRP",
  youtubePlaylistId: "PLq3bXkV0l7dS2cQ9nR4tW8yHfJ6mA1uZe",
  /** The timeline script is added while /community is shown; the id lets it be found and removed. */
  twitterScriptId: "twitter-widgets-script",
  twitterScriptUrl: "https://platform.twitter.com/widgets.js",
} as const;

/** The joke video of /release. */
export const RELEASE_MEDIA = {
  video: "/media/release.mp4",
  poster: "/media/release-poster.webp",
  width: 960,
  height: 540,
} as const;

/** Credits portraits and logos, drawn at these sizes (the files are larger for sharp screens). */
export const CREDITS_IMAGES = {
  team: (image: string) => `/img/team/${image}.webp`,
  others: (image: string) => `/img/others/${image}.png`,
  teamSizePx: 64,
  othersSizePx: 56,
} as const;
