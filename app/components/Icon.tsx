/**
 * The interface's line icons (Lucide), symbols of public/img/icons/lines.svg; brand marks (Simple
 * Icons) of public/img/icons/brands.svg, for the networks only. Both sprites are made by scripts in
 * generators/assets/, so icon drawings are in neither the pages' HTML nor their JavaScript.
 */
export const LINE_ICONS = [
  "arrow-left",
  "arrow-right",
  "audio",
  "book",
  "briefcase",
  "cart",
  "check",
  "chevron-right",
  "clock",
  "close",
  "code",
  "copy",
  "crosshair",
  "download",
  "external",
  "gamepad",
  "globe",
  "handshake",
  "heart",
  "home",
  "link",
  "list-checks",
  "mail",
  "map",
  "map-pin-plus",
  "map-pinned",
  "maximize",
  "menu",
  "minimize",
  "mic",
  "paintbrush",
  "pause",
  "play",
  "quote",
  "rss",
  "scroll",
  "search",
  "server",
  "shield",
  "star",
  "trash",
  "user-plus",
  "users",
  "video",
] as const;
const BRAND_ICONS = ["discord", "twitch", "x", "youtube"] as const;

export type LineIconName = (typeof LINE_ICONS)[number];
export type BrandIconName = (typeof BRAND_ICONS)[number];
export type IconName = LineIconName | BrandIconName;

const isBrand = (name: IconName): name is BrandIconName => (BRAND_ICONS as readonly string[]).includes(name);

interface IconProps {
  name: IconName;
  size?: number;
  className?: string;
}

/** A decorative icon: always hidden from assistive technology, the text next to it carries the meaning. */
export function Icon({ name, size = 20, className }: IconProps) {
  const brand = isBrand(name);
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={className}
      {...(brand
        ? { fill: "currentColor" }
        : {
            fill: "none",
            stroke: "currentColor",
            strokeWidth: 2,
            strokeLinecap: "round" as const,
            strokeLinejoin: "round" as const,
          })}
    >
      <use href={`/img/icons/${brand ? "brands" : "lines"}.svg#${name}`} />
    </svg>
  );
}
