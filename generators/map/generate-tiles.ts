/**
 * Renders the satellite tiles of the /board map:
 *   public/img/map/satellite/{z}/{x}/{y}.webp for every tile of zooms 1–4 in the world square.
 *
 * Run: ./node_modules/.bin/tsx generators/map/generate-tiles.ts
 *
 * Zoom 4 is rendered from the island model; zooms 3 to 1 are averaged from it (in linear light),
 * so every level shows the same island. Tiles with nothing but open sea share one encoded image.
 * The output is deterministic: the same bytes on every run.
 */
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import sharp from "sharp";
import { TILE_SIZE, TILE_ZOOMS, tilesPerSide } from "../../app/map/projection";
import { RENDER_ZOOM, openSeaColour, renderTile, tileHasContent } from "./render";

export interface TileCoord {
  z: number;
  x: number;
  y: number;
}

/** Every tile of a zoom level, row by row: the exact set the browser may request. */
export function listTiles(zoom: number): TileCoord[] {
  const n = tilesPerSide(zoom);
  const tiles: TileCoord[] = [];
  for (let y = 0; y < n; y++) for (let x = 0; x < n; x++) tiles.push({ z: zoom, x, y });
  return tiles;
}

export function tilePath(root: string, tile: TileCoord): string {
  return path.join(root, String(tile.z), String(tile.x), `${tile.y}.webp`);
}

export const SATELLITE_DIR = fileURLToPath(new URL("../../public/img/map/satellite", import.meta.url));
const WEBP_OPTIONS = { quality: 70, effort: 5 } as const;

// sRGB ↔ linear tables: averaging in linear light keeps thin bright lines (roads) from greying out.
const TO_LINEAR = Float32Array.from({ length: 256 }, (_, i) => {
  const c = i / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
});
const FROM_LINEAR = Uint8Array.from({ length: 4096 }, (_, i) => {
  const c = i / 4095;
  const s = c <= 0.0031308 ? c * 12.92 : 1.055 * c ** (1 / 2.4) - 0.055;
  return Math.round(Math.min(1, Math.max(0, s)) * 255);
});

/** Builds a parent tile from its four children (null = open sea). */
function downsample(children: readonly (Uint8Array | null)[], sea: Uint8Array): Uint8Array {
  const out = new Uint8Array(TILE_SIZE * TILE_SIZE * 3);
  const half = TILE_SIZE / 2;
  for (let q = 0; q < 4; q++) {
    const src = children[q] ?? sea;
    const ox = (q % 2) * half;
    const oy = Math.floor(q / 2) * half;
    for (let j = 0; j < half; j++) {
      for (let i = 0; i < half; i++) {
        const a = (2 * j * TILE_SIZE + 2 * i) * 3;
        const b = a + TILE_SIZE * 3;
        const o = ((oy + j) * TILE_SIZE + ox + i) * 3;
        for (let ch = 0; ch < 3; ch++) {
          const sum =
            TO_LINEAR[src[a + ch]!]! +
            TO_LINEAR[src[a + 3 + ch]!]! +
            TO_LINEAR[src[b + ch]!]! +
            TO_LINEAR[src[b + 3 + ch]!]!;
          out[o + ch] = FROM_LINEAR[Math.round((sum / 4) * 4095)]!;
        }
      }
    }
  }
  return out;
}

function encode(pixels: Uint8Array): Promise<Buffer> {
  return sharp(pixels, { raw: { width: TILE_SIZE, height: TILE_SIZE, channels: 3 } })
    .webp(WEBP_OPTIONS)
    .toBuffer();
}

/** Renders every zoom level in memory; null marks a tile of open sea. */
export function renderAllLevels(
  onProgress?: (done: number, total: number) => void,
): Map<number, Map<string, Uint8Array | null>> {
  const levels = new Map<number, Map<string, Uint8Array | null>>();
  const top = new Map<string, Uint8Array | null>();
  const tiles = listTiles(RENDER_ZOOM);
  const withContent = tiles.filter((t) => tileHasContent(t.x, t.y));
  let done = 0;
  for (const t of tiles) top.set(`${t.x},${t.y}`, null);
  for (const t of withContent) {
    top.set(`${t.x},${t.y}`, renderTile(t.x, t.y));
    onProgress?.(++done, withContent.length);
  }
  levels.set(RENDER_ZOOM, top);

  const seaPixels = seaTilePixels();
  for (let z = RENDER_ZOOM - 1; z >= Math.min(...TILE_ZOOMS); z--) {
    const below = levels.get(z + 1)!;
    const level = new Map<string, Uint8Array | null>();
    for (const t of listTiles(z)) {
      const children = [
        below.get(`${2 * t.x},${2 * t.y}`) ?? null,
        below.get(`${2 * t.x + 1},${2 * t.y}`) ?? null,
        below.get(`${2 * t.x},${2 * t.y + 1}`) ?? null,
        below.get(`${2 * t.x + 1},${2 * t.y + 1}`) ?? null,
      ];
      level.set(`${t.x},${t.y}`, children.every((c) => c === null) ? null : downsample(children, seaPixels));
    }
    levels.set(z, level);
  }
  return levels;
}

export function seaTilePixels(): Uint8Array {
  const pixels = new Uint8Array(TILE_SIZE * TILE_SIZE * 3);
  const [r, g, b] = openSeaColour();
  for (let i = 0; i < pixels.length; i += 3) {
    pixels[i] = r;
    pixels[i + 1] = g;
    pixels[i + 2] = b;
  }
  return pixels;
}

async function main(): Promise<void> {
  // One libvips thread: the machine is shared, and tiles are tiny anyway.
  sharp.concurrency(1);
  const started = performance.now();
  const levels = renderAllLevels((done, total) => {
    if (done % 20 === 0 || done === total)
      process.stdout.write(`\rzoom ${RENDER_ZOOM}: ${done}/${total} tiles rendered`);
  });
  process.stdout.write("\n");
  const rendered = performance.now();

  await rm(SATELLITE_DIR, { recursive: true, force: true });
  const seaTile = await encode(seaTilePixels());
  let files = 0;
  let bytes = 0;
  let distinct = 0;
  for (const z of TILE_ZOOMS) {
    const level = levels.get(z)!;
    const columns = new Set<number>();
    for (const tile of listTiles(z)) {
      if (!columns.has(tile.x)) {
        await mkdir(path.join(SATELLITE_DIR, String(z), String(tile.x)), { recursive: true });
        columns.add(tile.x);
      }
      const pixels = level.get(`${tile.x},${tile.y}`) ?? null;
      const data = pixels ? await encode(pixels) : seaTile;
      if (pixels) distinct++;
      await writeFile(tilePath(SATELLITE_DIR, tile), data);
      files++;
      bytes += data.length;
    }
  }
  const finished = performance.now();
  console.log(
    `${files} tiles (${distinct} with land or coast, ${files - distinct} open sea) in ${path.relative(process.cwd(), SATELLITE_DIR)}: ` +
      `${(bytes / 1024 / 1024).toFixed(2)} MiB; render ${((rendered - started) / 1000).toFixed(1)} s, ` +
      `encode ${((finished - rendered) / 1000).toFixed(1)} s, total ${((finished - started) / 1000).toFixed(1)} s`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  await main();
}
