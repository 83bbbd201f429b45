/**
 * Seeded pseudo-random numbers and 2D gradient noise, written here so that the island and its
 * points of interest are reproducible bit for bit without any extra dependency.
 */

import { mulberry32 } from "../../lib/random";

// The generators import it from here, beside the noise built on it.
export { mulberry32 };

/** Integer hash of a lattice cell, in [0, 1). Used for per-cell choices (fields, roofs...). */
export function hash2(ix: number, iy: number, seed: number): number {
  let h = Math.imul(ix | 0, 0x27d4eb2d) ^ Math.imul(iy | 0, 0x165667b1) ^ Math.imul(seed | 0, 0x9e3779b1);
  h = Math.imul(h ^ (h >>> 15), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  h ^= h >>> 16;
  return (h >>> 0) / 4294967296;
}

export type Noise2D = (x: number, y: number) => number;

/** Perlin-style gradient noise with a seeded permutation; output roughly in [-1, 1]. */
export function createNoise2D(seed: number): Noise2D {
  const random = mulberry32(seed);
  const perm = new Uint8Array(512);
  const gradX = new Float64Array(256);
  const gradY = new Float64Array(256);
  for (let i = 0; i < 256; i++) {
    perm[i] = i;
    const angle = random() * Math.PI * 2;
    gradX[i] = Math.cos(angle);
    gradY[i] = Math.sin(angle);
  }
  for (let i = 255; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const tmp = perm[i]!;
    perm[i] = perm[j]!;
    perm[j] = tmp;
  }
  for (let i = 0; i < 256; i++) perm[i + 256] = perm[i]!;

  return (x, y) => {
    const fx = Math.floor(x);
    const fy = Math.floor(y);
    const dx = x - fx;
    const dy = y - fy;
    const ix = fx & 255;
    const iy = fy & 255;
    const a = perm[ix]!;
    const b = perm[ix + 1]!;
    const g00 = perm[a + iy]!;
    const g01 = perm[a + iy + 1]!;
    const g10 = perm[b + iy]!;
    const g11 = perm[b + iy + 1]!;
    const n00 = gradX[g00]! * dx + gradY[g00]! * dy;
    const n10 = gradX[g10]! * (dx - 1) + gradY[g10]! * dy;
    const n01 = gradX[g01]! * dx + gradY[g01]! * (dy - 1);
    const n11 = gradX[g11]! * (dx - 1) + gradY[g11]! * (dy - 1);
    // Quintic fade keeps the second derivative continuous, which matters for hill-shading.
    const u = dx * dx * dx * (dx * (dx * 6 - 15) + 10);
    const v = dy * dy * dy * (dy * (dy * 6 - 15) + 10);
    const nx0 = n00 + u * (n10 - n00);
    const nx1 = n01 + u * (n11 - n01);
    return (nx0 + v * (nx1 - nx0)) * 1.41;
  };
}

/** Fractal sum of `octaves` layers, normalised to roughly [-1, 1]. */
export function fbm(noise: Noise2D, x: number, y: number, octaves: number, gain = 0.5): number {
  let sum = 0;
  let amplitude = 1;
  let norm = 0;
  let fx = x;
  let fy = y;
  for (let i = 0; i < octaves; i++) {
    sum += amplitude * noise(fx, fy);
    norm += amplitude;
    amplitude *= gain;
    // Rotating each octave slightly hides the lattice alignment.
    const rx = fx * 1.6 - fy * 1.2;
    const ry = fx * 1.2 + fy * 1.6;
    fx = rx + 17.3;
    fy = ry - 9.1;
  }
  return sum / norm;
}

/** Ridged multifractal in [0, 1]: sharp crests, the classic look of mountain ranges. */
export function ridged(noise: Noise2D, x: number, y: number, octaves: number, gain = 0.5): number {
  let sum = 0;
  let amplitude = 1;
  let norm = 0;
  let weight = 1;
  let fx = x;
  let fy = y;
  for (let i = 0; i < octaves; i++) {
    let n = 1 - Math.abs(noise(fx, fy));
    n *= n;
    n *= weight;
    weight = Math.min(1, Math.max(0, n * 1.6));
    sum += amplitude * n;
    norm += amplitude;
    amplitude *= gain;
    const rx = fx * 1.6 - fy * 1.2;
    const ry = fx * 1.2 + fy * 1.6;
    fx = rx + 31.7;
    fy = ry + 4.3;
  }
  return sum / norm;
}

export function smoothstep(edge0: number, edge1: number, x: number): number {
  const t = Math.min(1, Math.max(0, (x - edge0) / (edge1 - edge0)));
  return t * t * (3 - 2 * t);
}

export function clamp(x: number, min: number, max: number): number {
  return x < min ? min : x > max ? max : x;
}

export function lerp(a: number, b: number, t: number): number {
  return a + (b - a) * t;
}
