// The /release page.

/** The joke video of /release. */
export const RELEASE_MEDIA = {
  video: "/media/release.mp4",
  poster: "/media/release-poster.webp",
  width: 960,
  height: 540,
} as const;
