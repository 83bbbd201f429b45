import { describe, expect, it } from "vitest";
import {
  CRS_TRANSFORMATION,
  MAP_WORLD_HALF,
  TILE_SIZE,
  TILE_ZOOMS,
  gameToPixel,
  parsePosition,
  pixelToGame,
  tileBoundsInGame,
  tilesPerSide,
} from "./projection";

describe("gameToPixel / pixelToGame", () => {
  it("maps the world corners to the pixel square corners", () => {
    expect(gameToPixel(-MAP_WORLD_HALF, MAP_WORLD_HALF, 0)).toEqual({ px: 0, py: 0 });
    expect(gameToPixel(MAP_WORLD_HALF, -MAP_WORLD_HALF, 0)).toEqual({ px: 512, py: 512 });
    expect(gameToPixel(MAP_WORLD_HALF, -MAP_WORLD_HALF, 4)).toEqual({ px: 8192, py: 8192 });
    expect(gameToPixel(0, 0, 1)).toEqual({ px: 512, py: 512 });
  });

  it("uses 4 game units per pixel at zoom 4 and y growing north", () => {
    const a = gameToPixel(100, 200, 4);
    const b = gameToPixel(104, 196, 4);
    expect(b.px - a.px).toBe(1);
    expect(b.py - a.py).toBe(1);
  });

  it("round-trips points at every zoom, including fractional zooms", () => {
    const points = [
      [0, 0],
      [-1000, 7500],
      [2000, -5500],
      [1234.56, -2710.25],
      [-16384, 16384],
      [16383.75, -16383.75],
    ] as const;
    for (const zoom of [0, 1, 1.2, 2, 2.5, 3, 4]) {
      for (const [x, y] of points) {
        const { px, py } = gameToPixel(x, y, zoom);
        const back = pixelToGame(px, py, zoom);
        expect(back.x).toBeCloseTo(x, 9);
        expect(back.y).toBeCloseTo(y, 9);
      }
    }
  });

  it("agrees with the exported CRS transformation at zoom 0", () => {
    const { a, b, c, d } = CRS_TRANSFORMATION;
    const { px, py } = gameToPixel(-3210, 4567, 0);
    expect(px).toBeCloseTo(a * -3210 + b, 12);
    expect(py).toBeCloseTo(c * 4567 + d, 12);
  });
});

describe("tiles", () => {
  it("counts tiles per side", () => {
    expect(tilesPerSide(0)).toBe(2);
    expect(TILE_ZOOMS.map(tilesPerSide)).toEqual([4, 8, 16, 32]);
    expect(TILE_SIZE).toBe(256);
  });

  it("gives the game bounds of corner tiles", () => {
    expect(tileBoundsInGame(1, 0, 0)).toEqual({ minX: -16384, maxX: -8192, minY: 8192, maxY: 16384 });
    expect(tileBoundsInGame(1, 3, 3)).toEqual({ minX: 8192, maxX: 16384, minY: -16384, maxY: -8192 });
    expect(tileBoundsInGame(4, 16, 16)).toEqual({ minX: 0, maxX: 1024, minY: -1024, maxY: 0 });
  });

  it("tiles every zoom level edge to edge without gaps", () => {
    for (const z of TILE_ZOOMS) {
      const n = tilesPerSide(z);
      const size = (2 * MAP_WORLD_HALF) / n;
      for (let t = 0; t < n; t++) {
        const b = tileBoundsInGame(z, t, t);
        expect(b.maxX - b.minX).toBe(size);
        expect(b.maxY - b.minY).toBe(size);
        if (t > 0) expect(b.minX).toBe(tileBoundsInGame(z, t - 1, 0).maxX);
        if (t > 0) expect(b.maxY).toBe(tileBoundsInGame(z, 0, t - 1).minY);
      }
    }
  });

  it("places a game point inside the tile that contains its pixel", () => {
    const { px, py } = gameToPixel(700, -2700, 4);
    const b = tileBoundsInGame(4, Math.floor(px / TILE_SIZE), Math.floor(py / TILE_SIZE));
    expect(700).toBeGreaterThanOrEqual(b.minX);
    expect(700).toBeLessThan(b.maxX);
    expect(-2700).toBeGreaterThan(b.minY);
    expect(-2700).toBeLessThanOrEqual(b.maxY);
  });
});

describe("parsePosition", () => {
  it("parses plain, spaced, negative and decimal values", () => {
    expect(parsePosition("1,2,3")).toEqual({ x: 1, y: 2, z: 3 });
    expect(parsePosition(" 12.5 , -40 ,  7.25 ")).toEqual({ x: 12.5, y: -40, z: 7.25 });
    expect(parsePosition("-1037.52,-2737.81,20.17")).toEqual({ x: -1037.52, y: -2737.81, z: 20.17 });
    expect(parsePosition("+3,.5,0.")).toEqual({ x: 3, y: 0.5, z: 0 });
  });

  it.each(["", "1,2", "1,2,3,4", "a,b,c", "1,,3", "1;2;3", "1e3,2,3", "0x10,2,3", "1 2,3,4", "NaN,1,2"])(
    "rejects %j with an error naming the text",
    (text) => {
      expect(() => parsePosition(text)).toThrowError(`Invalid position "${text}"`);
    },
  );
});
