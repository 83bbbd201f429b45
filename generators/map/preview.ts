/**
 * Stitches generated satellite tiles into one PNG, to eyeball the map without running the site.
 *
 * Run: ./node_modules/.bin/tsx generators/map/preview.ts [zoom=2] [output=/tmp/map-preview.png] [minX maxX minY maxY]
 * The optional game-space box defaults to the whole island.
 */
import path from "node:path";
import sharp, { type OverlayOptions } from "sharp";
import { TILE_SIZE, gameToPixel } from "../../app/map/projection";
import { tilePath, SATELLITE_DIR } from "./generate-tiles";
import { ISLAND_BOUNDS } from "../../app/map/island/island";

const zoom = Number(process.argv[2] ?? 2);
const output = path.resolve(process.argv[3] ?? "/tmp/map-preview.png");
const [minX, maxX, minY, maxY] =
  process.argv.length >= 8
    ? process.argv.slice(4, 8).map(Number)
    : [ISLAND_BOUNDS.minX, ISLAND_BOUNDS.maxX, ISLAND_BOUNDS.minY, ISLAND_BOUNDS.maxY];

const topLeft = gameToPixel(minX!, maxY!, zoom);
const bottomRight = gameToPixel(maxX!, minY!, zoom);
const tx0 = Math.floor(topLeft.px / TILE_SIZE);
const ty0 = Math.floor(topLeft.py / TILE_SIZE);
const tx1 = Math.ceil(bottomRight.px / TILE_SIZE) - 1;
const ty1 = Math.ceil(bottomRight.py / TILE_SIZE) - 1;

const composites: OverlayOptions[] = [];
for (let ty = ty0; ty <= ty1; ty++) {
  for (let tx = tx0; tx <= tx1; tx++) {
    composites.push({
      input: tilePath(SATELLITE_DIR, { z: zoom, x: tx, y: ty }),
      left: (tx - tx0) * TILE_SIZE,
      top: (ty - ty0) * TILE_SIZE,
    });
  }
}
const width = (tx1 - tx0 + 1) * TILE_SIZE;
const height = (ty1 - ty0 + 1) * TILE_SIZE;
const mosaic = await sharp({ create: { width, height, channels: 3, background: "#000" } })
  .composite(composites)
  .png()
  .toBuffer();
await sharp(mosaic)
  .extract({
    left: Math.floor(topLeft.px) - tx0 * TILE_SIZE,
    top: Math.floor(topLeft.py) - ty0 * TILE_SIZE,
    width: Math.round(bottomRight.px - topLeft.px),
    height: Math.round(bottomRight.py - topLeft.py),
  })
  .png()
  .toFile(output);
console.log(`zoom ${zoom}, tiles x ${tx0}–${tx1}, y ${ty0}–${ty1} → ${output}`);
