// The /credits page.

/** Credits portraits and logos, drawn at these sizes (the files are larger for sharp screens). */
export const CREDITS_IMAGES = {
  team: (image: string) => `/img/team/${image}.webp`,
  others: (image: string) => `/img/others/${image}.png`,
  teamSizePx: 64,
  othersSizePx: 56,
} as const;
