import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MAP } from "../../app/map/config";
import { TILE_ZOOMS, gameToPixel } from "../../app/map/projection";
import { SATELLITE_DIR, listTiles, tilePath } from "./generate-tiles";
import {
  AIRPORTS,
  ISLAND_BOUNDS,
  LAKES,
  PLACES,
  RIVERS,
  TOWNS,
  isLand,
  terrainAt,
} from "../../app/map/island/island";
import { renderTile, tileHasContent } from "./render";

describe("island model", () => {
  it("is deterministic", () => {
    const points = [
      [800, -2700],
      [-2000, 1500],
      [600, 5600],
      [2500, 2600],
      [-4100, 300],
      [4470, 60],
    ] as const;
    for (const [x, y] of points) expect(terrainAt(x, y)).toEqual(terrainAt(x, y));
    const { px, py } = gameToPixel(PLACES.portBrume.x, PLACES.portBrume.y, 4);
    const tx = Math.floor(px / 256);
    const ty = Math.floor(py / 256);
    expect(Buffer.from(renderTile(tx, ty)).equals(Buffer.from(renderTile(tx, ty)))).toBe(true);
  });

  it("has only sea outside the island bounds", () => {
    const { minX, maxX, minY, maxY } = ISLAND_BOUNDS;
    for (let x = minX - 2000; x <= maxX + 2000; x += 50) {
      for (const y of [minY, minY - 700, maxY, maxY + 700])
        expect(terrainAt(x, y).sea, `(${x}, ${y})`).toBe(true);
    }
    for (let y = minY - 2000; y <= maxY + 2000; y += 50) {
      for (const x of [minX, minX - 700, maxX, maxX + 700])
        expect(terrainAt(x, y).sea, `(${x}, ${y})`).toBe(true);
    }
    for (const [x, y] of [
      [-16000, 16000],
      [16000, -16000],
      [0, -9000],
      [9000, 0],
    ] as const) {
      expect(isLand(x, y)).toBe(false);
    }
  });

  it("keeps the main island inside the first view of the map, vertically", () => {
    const [[, topY], [, bottomY]] = MAP.overviewCorners;
    for (let x = -5000; x <= 5500; x += 100) {
      expect(isLand(x, topY + 100), `(${x}, ${topY + 100})`).toBe(false);
      expect(isLand(x, bottomY - 100), `(${x}, ${bottomY - 100})`).toBe(false);
    }
  });

  it("has dry land at the towns, the airports and the named places", () => {
    for (const t of TOWNS) expect(isLand(t.x, t.y), t.name).toBe(true);
    for (const a of AIRPORTS) {
      const t = terrainAt(a.x, a.y);
      expect(t.land, a.name).toBe(true);
      expect(t.zone).toBe(a.id === "port-brume-airport" ? "airport" : "airfield");
    }
    for (const name of [
      "airportTerminal",
      "businessDistrict",
      "portBrumeDocks",
      "saltPans",
      "skiLodge",
      "ferlac",
    ] as const) {
      expect(isLand(PLACES[name].x, PLACES[name].y), name).toBe(true);
    }
    expect(terrainAt(PLACES.portBrumeDocks.x, PLACES.portBrumeDocks.y).zone).toBe("docks");
    expect(terrainAt(PLACES.saltPans.x, PLACES.saltPans.y).zone).toBe("saltpans");
  });

  it("puts the towns where the lore says", () => {
    const where = Object.fromEntries(TOWNS.map((t) => [t.id, t]));
    expect(where["port-brume"]!.y).toBeLessThan(-2000);
    expect(where["port-brume"]!.x).toBeGreaterThanOrEqual(0);
    expect(where["port-brume"]!.x).toBeLessThanOrEqual(1500);
    expect(where.valcendre!.y).toBeGreaterThan(4500);
    expect(where["saint-aurele"]!.x).toBeLessThan(-1000);
    expect(where["les-salines"]!.x).toBeGreaterThan(3000);
    expect(where.ferlac!.x).toBeGreaterThan(1000);
    // The airport lies west of Port-Brume, the capital on the south coast.
    expect(AIRPORTS[0]!.x).toBeLessThan(where["port-brume"]!.x - 1000);
    expect(terrainAt(where["port-brume"]!.x, -4200).sea).toBe(true);
    // Valcendre is in the mountains, well above the coastal towns.
    expect(terrainAt(where.valcendre!.x, where.valcendre!.y).elevation).toBeGreaterThan(250);
    expect(terrainAt(where["les-salines"]!.x, where["les-salines"]!.y).elevation).toBeLessThan(30);
  });

  it("has lakes and rivers of water", () => {
    for (const l of LAKES) {
      const t = terrainAt(l.x, l.y);
      expect(t.lake, l.name).toBe(true);
      expect(t.land).toBe(false);
      expect(t.elevation).toBe(l.level);
    }
    for (const r of RIVERS) {
      const mid = r.line[Math.floor(r.line.length / 2)]!;
      const t = terrainAt(mid[0]!, mid[1]!);
      expect(t.river || t.road !== null, r.name).toBe(true);
      expect(isLand(mid[0]!, mid[1]!) === (t.road !== null)).toBe(true);
    }
  });

  it("has snow-high mountains in the north and low plains in the centre-east", () => {
    let peak = 0;
    for (let x = -1500; x <= 2500; x += 50)
      for (let y = 5600; y <= 7200; y += 50) peak = Math.max(peak, terrainAt(x, y).elevation);
    expect(peak).toBeGreaterThan(800);
    const plain = terrainAt(1900, 2300).elevation;
    expect(plain).toBeGreaterThan(55);
    expect(plain).toBeLessThan(110);
  });
});

describe("tile set", () => {
  it("lists every tile of every zoom level exactly once", () => {
    const expected = [16, 64, 256, 1024];
    TILE_ZOOMS.forEach((z, i) => {
      const tiles = listTiles(z);
      expect(tiles).toHaveLength(expected[i]!);
      expect(new Set(tiles.map((t) => `${t.x},${t.y}`)).size).toBe(tiles.length);
      const side = Math.sqrt(expected[i]!);
      for (const t of tiles) {
        expect(t.z).toBe(z);
        expect(t.x).toBeGreaterThanOrEqual(0);
        expect(t.x).toBeLessThan(side);
        expect(t.y).toBeGreaterThanOrEqual(0);
        expect(t.y).toBeLessThan(side);
      }
    });
  });

  it("renders every zoom-4 tile that holds land", () => {
    for (let y = ISLAND_BOUNDS.minY; y <= ISLAND_BOUNDS.maxY; y += 256) {
      for (let x = ISLAND_BOUNDS.minX; x <= ISLAND_BOUNDS.maxX; x += 256) {
        if (!isLand(x, y)) continue;
        const { px, py } = gameToPixel(x, y, 4);
        expect(tileHasContent(Math.floor(px / 256), Math.floor(py / 256)), `(${x}, ${y})`).toBe(true);
      }
    }
  });

  it.runIf(existsSync(SATELLITE_DIR))("matches the generated files exactly", () => {
    const onDisk = new Set<string>();
    for (const z of readdirSync(SATELLITE_DIR)) {
      for (const x of readdirSync(path.join(SATELLITE_DIR, z))) {
        for (const file of readdirSync(path.join(SATELLITE_DIR, z, x)))
          onDisk.add(path.join(SATELLITE_DIR, z, x, file));
      }
    }
    const expected = TILE_ZOOMS.flatMap((z) => listTiles(z).map((t) => tilePath(SATELLITE_DIR, t)));
    expect(onDisk.size).toBe(expected.length);
    for (const file of expected) expect(onDisk.has(file), file).toBe(true);
  });
});
