/**
 * Renders public/img/map/overview.webp: the island as the /board map shows it at its overview
 * (zoom 1.2, centred on the overview frame), cut from the zoom 2 tiles. The page shows it, at its
 * natural size and centred like the map, until Leaflet has loaded: the island is on screen at
 * once, before any script, and the map then appears over the same picture.
 *
 * Run after the tiles: ./node_modules/.bin/tsx generators/map/overview-poster.ts
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp, { type OverlayOptions } from "sharp";
import { MAP } from "../../app/map/config";
import { TILE_SIZE, gameToPixel, tilesPerSide } from "../../app/map/projection";
import { SATELLITE_DIR } from "./generate-tiles";

export const POSTER_FILE = fileURLToPath(new URL("../../public/img/map/overview.webp", import.meta.url));
/** Wide and tall enough for the map's largest frame on a desktop page. */
export const POSTER_SIZE = { width: 1024, height: 800 } as const;
const SOURCE_ZOOM = 2;

const [[ax, ay], [bx, by]] = MAP.overviewCorners;
const centre = { x: (ax + bx) / 2, y: (ay + by) / 2 };

// The poster's window in zoom 2 pixels: the overview's size, scaled up by 2^(2 - 1.2).
const scale = 2 ** (SOURCE_ZOOM - MAP.overviewZoom);
const c = gameToPixel(centre.x, centre.y, SOURCE_ZOOM);
const width = Math.round(POSTER_SIZE.width * scale);
const height = Math.round(POSTER_SIZE.height * scale);
const left = Math.round(c.px - width / 2);
const top = Math.round(c.py - height / 2);

const n = tilesPerSide(SOURCE_ZOOM);
const layers: OverlayOptions[] = [];
for (let ty = 0; ty < n; ty++) {
  for (let tx = 0; tx < n; tx++) {
    const x0 = tx * TILE_SIZE - left;
    const y0 = ty * TILE_SIZE - top;
    if (x0 + TILE_SIZE <= 0 || y0 + TILE_SIZE <= 0 || x0 >= width || y0 >= height) continue;
    layers.push({
      input: path.join(SATELLITE_DIR, String(SOURCE_ZOOM), String(tx), `${ty}.webp`),
      left: x0,
      top: y0,
    });
  }
}
// Tiles hanging over the edges are cut by drawing on a larger canvas first.
const pad = TILE_SIZE;
const canvas = await sharp({
  create: { width: width + 2 * pad, height: height + 2 * pad, channels: 3, background: "#143450" },
})
  .composite(layers.map((layer) => ({ ...layer, left: layer.left! + pad, top: layer.top! + pad })))
  .png()
  .toBuffer();
await sharp(canvas)
  .extract({ left: pad, top: pad, width, height })
  .resize(POSTER_SIZE.width, POSTER_SIZE.height, { kernel: "lanczos3" })
  .webp({ quality: 60, effort: 6 })
  .toFile(POSTER_FILE);
console.log(`${path.relative(process.cwd(), POSTER_FILE)}: ${POSTER_SIZE.width}×${POSTER_SIZE.height}`);
