// The /credits page.

/** Credits logos (team photos are site paths in their files), drawn at these sizes (the files are larger for sharp screens). */
export const CREDITS_IMAGES = {
  others: (image: string) => `/img/others/${image}.png`,
  teamSizePx: 64,
  othersSizePx: 56,
} as const;
