// Small helpers shared by every SVG illustration generator.
// Everything is seeded so that a re-run produces byte-identical files.

export const palette = {
  navy950: "#090f1a",
  navy900: "#0d1422",
  navy850: "#111a2b",
  navy800: "#152034",
  navy700: "#1b2a41",
  navy600: "#243856",
  navy500: "#2f4769",
  navy400: "#435f86",
  slate: "#8fa3bf",
  mist: "#c9d6e8",
  amber: "#f2a93b",
  amberLight: "#f7c873",
  amberDark: "#c7832a",
  teal: "#3fb6a8",
  tealLight: "#7fd6cb",
  tealDark: "#2a857b",
  coral: "#e8705f",
  parchment: "#f3e8d2",
  parchmentDark: "#d9c6a0",
  steel: "#6c7d99",
  steelLight: "#a9b8cf",
  white: "#ffffff",
} as const;

export const FONT = "DejaVu Sans, Liberation Sans, sans-serif";

/** FNV-1a: stable 32-bit hash of a string, used to seed generators from names. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export type Rand = () => number;

/** mulberry32: tiny, fast and good enough for decorative randomness. */
export function rng(seed: number | string): Rand {
  let a = typeof seed === "string" ? hashString(seed) : seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function between(rand: Rand, min: number, max: number): number {
  return min + (max - min) * rand();
}

export function pick<T>(rand: Rand, items: readonly T[]): T {
  const item = items[Math.floor(rand() * items.length)];
  if (item === undefined) throw new Error("pick() on an empty list");
  return item;
}

/** Rounds coordinates so the SVG stays small and stable across platforms. */
export function n(value: number): string {
  const r = Math.round(value * 10) / 10;
  return Object.is(r, -0) ? "0" : String(r);
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

export function svgDoc(width: number, height: number, body: string, defs = ""): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    (defs ? `<defs>${defs}</defs>` : "") +
    body +
    `</svg>`
  );
}

export type Point = readonly [number, number];

/** Catmull-Rom spline through the points, as cubic Bézier path commands (no leading M). */
export function smoothThrough(points: readonly Point[]): string {
  let d = "";
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[Math.max(0, i - 1)]!;
    const p1 = points[i]!;
    const p2 = points[i + 1]!;
    const p3 = points[Math.min(points.length - 1, i + 2)]!;
    const c1x = p1[0] + (p2[0] - p0[0]) / 6;
    const c1y = p1[1] + (p2[1] - p0[1]) / 6;
    const c2x = p2[0] - (p3[0] - p1[0]) / 6;
    const c2y = p2[1] - (p3[1] - p1[1]) / 6;
    d += `C${n(c1x)},${n(c1y)} ${n(c2x)},${n(c2y)} ${n(p2[0])},${n(p2[1])}`;
  }
  return d;
}

/** Closed smooth blob through the points (wraps around). */
export function smoothClosed(points: readonly Point[]): string {
  const count = points.length;
  const at = (i: number): Point => points[((i % count) + count) % count]!;
  let d = `M${n(at(0)[0])},${n(at(0)[1])}`;
  for (let i = 0; i < count; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    d += `C${n(p1[0] + (p2[0] - p0[0]) / 6)},${n(p1[1] + (p2[1] - p0[1]) / 6)} ${n(p2[0] - (p3[0] - p1[0]) / 6)},${n(p2[1] - (p3[1] - p1[1]) / 6)} ${n(p2[0])},${n(p2[1])}`;
  }
  return d + "Z";
}

/** Organic blob around a centre: the outline of an island or a cloud. */
export function blob(
  rand: Rand,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  count = 10,
  jitter = 0.25,
): string {
  const points: Point[] = [];
  for (let i = 0; i < count; i++) {
    const angle = (i / count) * Math.PI * 2;
    const k = 1 - jitter / 2 + rand() * jitter;
    points.push([cx + Math.cos(angle) * rx * k, cy + Math.sin(angle) * ry * k]);
  }
  return smoothClosed(points);
}

/**
 * A mountain or hill ridge: a smooth line across [x0, x1] around baseY,
 * closed down to `bottom` so it can be filled.
 */
export function ridge(
  rand: Rand,
  opts: {
    x0: number;
    x1: number;
    baseY: number;
    amplitude: number;
    steps: number;
    bottom: number;
    sharp?: boolean;
  },
): string {
  const { x0, x1, baseY, amplitude, steps, bottom } = opts;
  const points: Point[] = [];
  for (let i = 0; i <= steps; i++) {
    const x = x0 + ((x1 - x0) * i) / steps;
    const y = baseY - rand() * amplitude;
    points.push([x, y]);
  }
  const first = points[0]!;
  const line = opts.sharp
    ? points
        .slice(1)
        .map((p) => `L${n(p[0])},${n(p[1])}`)
        .join("")
    : smoothThrough(points);
  return `M${n(x0)},${n(bottom)}L${n(first[0])},${n(first[1])}${line}L${n(x1)},${n(bottom)}Z`;
}

/** Gear outline with a round hole, centred on (0, 0). Uses even-odd fill for the hole. */
export function gearPath(teeth: number, outer: number, inner: number, hole: number): string {
  const pts: string[] = [];
  const step = (Math.PI * 2) / teeth;
  for (let i = 0; i < teeth; i++) {
    const a = i * step;
    const corners: [number, number][] = [
      [a - step * 0.25, inner],
      [a - step * 0.15, outer],
      [a + step * 0.15, outer],
      [a + step * 0.25, inner],
    ];
    for (const [angle, r] of corners) pts.push(`${n(Math.cos(angle) * r)},${n(Math.sin(angle) * r)}`);
  }
  return `M${pts.join("L")}Z M${n(hole)},0 A${n(hole)},${n(hole)} 0 1 0 ${n(-hole)},0 A${n(hole)},${n(hole)} 0 1 0 ${n(hole)},0Z`;
}

/** A 5-point star centred on (cx, cy). */
export function starPath(
  cx: number,
  cy: number,
  outer: number,
  inner: number,
  points = 5,
  rotation = -Math.PI / 2,
): string {
  const coords: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = rotation + (i * Math.PI) / points;
    coords.push(`${n(cx + Math.cos(a) * r)},${n(cy + Math.sin(a) * r)}`);
  }
  return `M${coords.join("L")}Z`;
}

export function linearGradient(
  id: string,
  stops: readonly (readonly [number, string, number?])[],
  dir: "v" | "h" | "d" = "v",
): string {
  const coords =
    dir === "v"
      ? 'x1="0" y1="0" x2="0" y2="1"'
      : dir === "h"
        ? 'x1="0" y1="0" x2="1" y2="0"'
        : 'x1="0" y1="0" x2="1" y2="1"';
  const s = stops
    .map(
      ([offset, color, opacity]) =>
        `<stop offset="${offset}" stop-color="${color}"${opacity === undefined ? "" : ` stop-opacity="${opacity}"`}/>`,
    )
    .join("");
  return `<linearGradient id="${id}" ${coords}>${s}</linearGradient>`;
}

export function radialGradient(
  id: string,
  stops: readonly (readonly [number, string, number?])[],
  extra = "",
): string {
  const s = stops
    .map(
      ([offset, color, opacity]) =>
        `<stop offset="${offset}" stop-color="${color}"${opacity === undefined ? "" : ` stop-opacity="${opacity}"`}/>`,
    )
    .join("");
  return `<radialGradient id="${id}" ${extra}>${s}</radialGradient>`;
}

/**
 * Gaussian blur filter. The region is given in user space, because the default
 * (bounding box + 10 %) clips the soft edges of thin mist ellipses.
 */
export function blurFilter(
  id: string,
  deviation: number,
  region: { x: number; y: number; w: number; h: number },
): string {
  return `<filter id="${id}" filterUnits="userSpaceOnUse" x="${n(region.x)}" y="${n(region.y)}" width="${n(region.w)}" height="${n(region.h)}"><feGaussianBlur stdDeviation="${deviation}"/></filter>`;
}
