// Reusable pieces of the "night island in the mist" look shared by the illustrations.
import {
  between,
  blurFilter,
  linearGradient,
  n,
  palette,
  radialGradient,
  ridge,
  smoothThrough,
  type Point,
  type Rand,
} from "./svg";

export interface Canvas {
  width: number;
  height: number;
}

/** Defs used by every scene: sky gradient and blur filters sized to the canvas. */
export function sceneDefs(c: Canvas, prefix = "s"): string {
  const region = { x: -c.width * 0.2, y: -c.height * 0.2, w: c.width * 1.4, h: c.height * 1.4 };
  const scale = c.width / 640;
  return (
    linearGradient(`${prefix}-sky`, [
      [0, palette.navy700],
      [0.55, palette.navy800],
      [1, palette.navy900],
    ]) +
    radialGradient(`${prefix}-moonglow`, [
      [0, palette.amberLight, 0.35],
      [0.4, palette.amber, 0.08],
      [1, palette.amber, 0],
    ]) +
    blurFilter(`${prefix}-blur-s`, Math.round(4 * scale), region) +
    blurFilter(`${prefix}-blur-m`, Math.round(10 * scale), region) +
    blurFilter(`${prefix}-blur-l`, Math.round(24 * scale), region)
  );
}

export function sky(c: Canvas, prefix = "s"): string {
  return `<rect width="${c.width}" height="${c.height}" fill="url(#${prefix}-sky)"/>`;
}

/** Sparse stars in the upper part of the canvas; a few brighter ones get a tiny cross. */
export function stars(rand: Rand, c: Canvas, count: number, maxY = 0.6): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    const x = rand() * c.width;
    const y = rand() * c.height * maxY;
    const r = between(rand, 0.5, 1.5) * Math.max(1, c.width / 960);
    const o = between(rand, 0.25, 0.85);
    out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="#fff" opacity="${o.toFixed(2)}"/>`;
  }
  return out;
}

export function moon(cx: number, cy: number, r: number, prefix = "s"): string {
  return (
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 4)}" fill="url(#${prefix}-moonglow)"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${palette.amberLight}"/>` +
    `<circle cx="${n(cx + r * 0.35)}" cy="${n(cy - r * 0.2)}" r="${n(r * 0.9)}" fill="${palette.navy700}" opacity="0.18"/>`
  );
}

/**
 * A horizontal band of mist: several wide blurred ellipses.
 * `strength` is the peak opacity.
 */
export function mistBand(
  rand: Rand,
  c: Canvas,
  y: number,
  thickness: number,
  strength: number,
  opts: { prefix?: string; blur?: "s" | "m" | "l"; color?: string; count?: number } = {},
): string {
  const prefix = opts.prefix ?? "s";
  const count = opts.count ?? 6;
  let out = `<g filter="url(#${prefix}-blur-${opts.blur ?? "l"})" fill="${opts.color ?? palette.mist}">`;
  for (let i = 0; i < count; i++) {
    const cx = (c.width * (i + between(rand, 0.1, 0.9))) / count;
    const rx = (c.width / count) * between(rand, 0.8, 1.5);
    const ry = thickness * between(rand, 0.35, 0.6);
    const cy = y + between(rand, -thickness * 0.25, thickness * 0.25);
    out += `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" opacity="${(strength * between(rand, 0.6, 1)).toFixed(2)}"/>`;
  }
  return out + "</g>";
}

/** Layered distant hills, lighter (hazier) at the back. */
export function hills(
  rand: Rand,
  c: Canvas,
  layers: readonly { baseY: number; amplitude: number; color: string; steps?: number }[],
): string {
  return layers
    .map(
      (layer) =>
        `<path d="${ridge(rand, { x0: -20, x1: c.width + 20, baseY: layer.baseY, amplitude: layer.amplitude, steps: layer.steps ?? 8, bottom: c.height + 10 })}" fill="${layer.color}"/>`,
    )
    .join("");
}

/** Soft horizontal reflections on water. */
export function waterGlints(
  rand: Rand,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  count: number,
  color: string = palette.mist,
): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    const y = between(rand, y0, y1);
    const w = between(rand, 12, 60) * (0.6 + (y - y0) / (y1 - y0 || 1));
    const x = between(rand, x0, x1 - w);
    out += `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="2" rx="1" fill="${color}" opacity="${between(rand, 0.08, 0.25).toFixed(2)}"/>`;
  }
  return out;
}

/** Island silhouette rising from the sea between x0 and x1, tallest near `peakAt` (0..1). */
export function islandPath(
  rand: Rand,
  x0: number,
  x1: number,
  seaY: number,
  height: number,
  peakAt = 0.55,
  steps = 14,
): string {
  const points: Point[] = [];
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    // Asymmetric bell so the island has a gentle coast on one side and cliffs on the other.
    const envelope =
      t < peakAt
        ? Math.sin((t / peakAt) * (Math.PI / 2))
        : Math.cos(((t - peakAt) / (1 - peakAt)) * (Math.PI / 2));
    const y = seaY - height * Math.pow(Math.max(0, envelope), 1.3) * between(rand, 0.7, 1);
    points.push([x0 + (x1 - x0) * t, i === 0 || i === steps ? seaY : y]);
  }
  return `M${n(x0)},${n(seaY + 2)}L${n(x0)},${n(seaY)}${smoothThrough(points)}L${n(x1)},${n(seaY + 2)}Z`;
}
