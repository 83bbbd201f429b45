/**
 * Deterministic procedural model of l'île des Brumes, in game coordinates (x east, y north,
 * heights in game units above sea level). It is the single source of truth for the satellite
 * tiles (generators/map/generate-tiles.ts) and for checking that points of interest stand on dry land.
 *
 * The coastline is an authored polygon, warped by noise; relief, forests and fields come from
 * seeded noise; towns, roads, rivers, lakes, the airport and the harbours are authored features.
 */
import {
  PolylineIndex,
  polygonSignedDistance,
  smoothPolyline,
  type NearestHit,
  type Point,
} from "./geometry";
import { clamp, createNoise2D, fbm, hash2, lerp, ridged, smoothstep } from "./noise";

const SEED = 2020;

const coastWarpX = createNoise2D(SEED + 1);
const coastWarpY = createNoise2D(SEED + 2);
const coastDetail = createNoise2D(SEED + 3);
const hillNoise = createNoise2D(SEED + 4);
const mountainNoise = createNoise2D(SEED + 5);
const moistureNoise = createNoise2D(SEED + 6);
const forestNoise = createNoise2D(SEED + 7);
const farmNoise = createNoise2D(SEED + 8);
const edgeNoise = createNoise2D(SEED + 9);
const cliffNoise = createNoise2D(SEED + 10);

// ---------------------------------------------------------------------------------------------
// Places

export type TownId = "port-brume" | "saint-aurele" | "valcendre" | "les-salines" | "ferlac";

/** A district with its own street grid; a town is the union of its districts. */
export interface District {
  x: number;
  y: number;
  /** Orientation of the street grid, in radians. */
  angle: number;
  /** Mean street grid period, in game units. */
  block: number;
}

export interface Town {
  id: TownId;
  name: string;
  x: number;
  y: number;
  /** Radius of the built-up area, in game units. */
  radius: number;
  /** Ground height the town is levelled towards. */
  level: number;
  districts: readonly District[];
}

export const TOWNS: readonly Town[] = [
  {
    id: "port-brume",
    name: "Port-Brume",
    x: 720,
    y: -2700,
    radius: 1080,
    level: 18,
    districts: [
      // Old town around the harbour: small blocks.
      { x: 760, y: -3230, angle: 0.12, block: 58 },
      // Business district: large blocks of towers.
      { x: 880, y: -2820, angle: 0.12, block: 104 },
      // Northern residential districts, on a grid turned towards the motorway.
      { x: 420, y: -2200, angle: -0.22, block: 80 },
      { x: 1250, y: -2250, angle: 0.3, block: 84 },
      // Eastern districts behind the docks.
      { x: 1620, y: -2900, angle: 0.42, block: 76 },
      // Western districts, towards the airport.
      { x: -80, y: -2900, angle: 0.02, block: 74 },
    ],
  },
  {
    id: "saint-aurele",
    name: "Saint-Aurèle",
    x: -2000,
    y: 1500,
    radius: 560,
    level: 42,
    districts: [
      { x: -2000, y: 1500, angle: -0.35, block: 62 },
      { x: -1750, y: 1800, angle: 0.15, block: 70 },
      { x: -2300, y: 1250, angle: -0.6, block: 66 },
    ],
  },
  {
    id: "valcendre",
    name: "Valcendre",
    x: 600,
    y: 5300,
    radius: 290,
    level: 340,
    districts: [{ x: 600, y: 5300, angle: 0.5, block: 52 }],
  },
  {
    id: "les-salines",
    name: "Les Salines",
    x: 3850,
    y: 520,
    radius: 340,
    level: 8,
    districts: [
      { x: 3900, y: 480, angle: 0.25, block: 54 },
      { x: 3750, y: 700, angle: -0.3, block: 60 },
    ],
  },
  {
    id: "ferlac",
    name: "Ferlac",
    x: 1700,
    y: 1500,
    radius: 300,
    level: 74,
    districts: [{ x: 1700, y: 1500, angle: 0.05, block: 60 }],
  },
];

/** Small unnamed hamlets along the coast roads: a few houses, no street grid to speak of. */
export const HAMLETS: readonly { x: number; y: number; radius: number }[] = [
  { x: -2750, y: -2380, radius: 150 },
  { x: 3250, y: -2620, radius: 140 },
  { x: -2700, y: 700, radius: 140 },
  { x: 3650, y: 3350, radius: 120 },
];

export interface Runway {
  x: number;
  y: number;
  /** Direction of the runway axis, in radians from east. */
  angle: number;
  length: number;
  width: number;
}

export interface Airport {
  id: "port-brume-airport" | "valcendre-airfield";
  name: string;
  /** Centre of the levelled airport ground. */
  x: number;
  y: number;
  angle: number;
  /** Half-extents of the airport ground along and across the runway axis. */
  halfLength: number;
  halfWidth: number;
  level: number;
  runways: readonly Runway[];
  /** Apron (parking for aircraft), as a rectangle in airport-local coordinates (u along, v across). */
  apron: { u0: number; u1: number; v0: number; v1: number };
  /** Buildings (terminal, hangars) in airport-local coordinates. */
  buildings: readonly { u0: number; u1: number; v0: number; v1: number }[];
  /** Landside car parks in airport-local coordinates. */
  carParks: readonly { u0: number; u1: number; v0: number; v1: number }[];
  /** Aircraft parked on the apron: position (u, v), wingspan. They face the terminal (+v). */
  aircraft: readonly { u: number; v: number; span: number }[];
}

const AIRPORT_ANGLE = 0.16;
const AIRFIELD_ANGLE = 1.05;

export const AIRPORTS: readonly Airport[] = [
  {
    id: "port-brume-airport",
    name: "Aéroport international de Port-Brume",
    x: -1800,
    y: -3330,
    angle: AIRPORT_ANGLE,
    halfLength: 1250,
    halfWidth: 430,
    level: 12,
    runways: [
      {
        x: -1800 + 110 * Math.sin(AIRPORT_ANGLE),
        y: -3330 - 110 * Math.cos(AIRPORT_ANGLE),
        angle: AIRPORT_ANGLE,
        length: 2200,
        width: 46,
      },
      {
        x: -1800 - 60 * Math.sin(AIRPORT_ANGLE),
        y: -3330 + 60 * Math.cos(AIRPORT_ANGLE),
        angle: AIRPORT_ANGLE,
        length: 1900,
        width: 22,
      },
    ],
    apron: { u0: -520, u1: 380, v0: 120, v1: 300 },
    buildings: [
      { u0: -420, u1: 200, v0: 300, v1: 370 },
      { u0: 240, u1: 330, v0: 300, v1: 380 },
      { u0: 380, u1: 470, v0: 300, v1: 380 },
      { u0: -640, u1: -560, v0: 150, v1: 260 },
    ],
    carParks: [
      { u0: -400, u1: -150, v0: 385, v1: 418 },
      { u0: 0, u1: 200, v0: 385, v1: 418 },
    ],
    aircraft: [
      { u: -460, v: 205, span: 36 },
      { u: -370, v: 205, span: 36 },
      { u: -250, v: 200, span: 60 },
      { u: -130, v: 200, span: 60 },
      { u: 10, v: 205, span: 36 },
      { u: 280, v: 190, span: 44 },
    ],
  },
  {
    id: "valcendre-airfield",
    name: "Aérodrome de Valcendre",
    x: 2250,
    y: 4650,
    angle: AIRFIELD_ANGLE,
    halfLength: 540,
    halfWidth: 95,
    level: 232,
    runways: [{ x: 2250, y: 4650, angle: AIRFIELD_ANGLE, length: 900, width: 24 }],
    apron: { u0: -150, u1: 20, v0: 30, v1: 62 },
    buildings: [
      { u0: -140, u1: -95, v0: 62, v1: 86 },
      { u0: -80, u1: -35, v0: 62, v1: 86 },
    ],
    carParks: [{ u0: -20, u1: 20, v0: 66, v1: 86 }],
    aircraft: [
      { u: -125, v: 46, span: 11 },
      { u: -100, v: 46, span: 11 },
      { u: -60, v: 46, span: 12 },
      { u: -25, v: 46, span: 14 },
    ],
  },
];

/** Named spots used to place points of interest and by tests. */
export const PLACES = {
  portBrume: { x: 720, y: -2700 },
  portBrumeHarbour: { x: 900, y: -3460 },
  portBrumeDocks: { x: 1520, y: -3430 },
  businessDistrict: { x: 880, y: -2820 },
  saintAurele: { x: -2000, y: 1500 },
  valcendre: { x: 600, y: 5300 },
  lesSalines: { x: 3850, y: 520 },
  ferlac: { x: 1700, y: 1500 },
  lacDeFerlac: { x: 2500, y: 2600 },
  airport: { x: -1800, y: -3330 },
  airportTerminal: {
    x: -1800 + -110 * Math.cos(AIRPORT_ANGLE) - 335 * Math.sin(AIRPORT_ANGLE),
    y: -3330 - 110 * Math.sin(AIRPORT_ANGLE) + 335 * Math.cos(AIRPORT_ANGLE),
  },
  valcendreAirfield: { x: 2250, y: 4650 },
  mine: { x: -750, y: 6050 },
  quarry: { x: 1650, y: 6250 },
  skiLodge: { x: 380, y: 6000 },
  saltPans: { x: 4230, y: -420 },
  windFarm: { x: 5500, y: 300 },
} as const;

// ---------------------------------------------------------------------------------------------
// Coastline

/** Main coastline, clockwise from Port-Brume (south coast) through the west, north and east. */
const COASTLINE: readonly Point[] = [
  [2300, -3900],
  [1800, -3780],
  [1300, -3720],
  [900, -3700],
  [400, -3760],
  [0, -3900],
  [-500, -3830],
  [-900, -3950],
  [-1500, -4050],
  [-2050, -4150],
  // Pointe du Sud
  [-2350, -4380],
  [-2600, -4600],
  [-2850, -4500],
  [-2900, -4150],
  // Anse du Couchant
  [-3200, -3850],
  [-3650, -3550],
  [-3850, -3150],
  [-3700, -2750],
  [-4000, -2300],
  [-4150, -1700],
  // Baie de la Vière, with the estuary at its head
  [-3850, -1250],
  [-3500, -750],
  [-3250, -250],
  [-3080, 250],
  [-2950, 420],
  [-3150, 700],
  [-3650, 900],
  [-4150, 1150],
  [-4400, 1450],
  // Cap de l'Ouest
  [-4600, 1850],
  [-4550, 2250],
  [-4250, 2350],
  [-4050, 2700],
  [-3800, 3150],
  [-3900, 3650],
  [-3600, 4200],
  [-3300, 4800],
  // North-west headland
  [-3350, 5300],
  [-3000, 5600],
  [-2500, 5750],
  [-2200, 6200],
  [-1700, 6600],
  [-1100, 6850],
  [-600, 7000],
  [-100, 7220],
  // Cap Nord
  [250, 7420],
  [650, 7220],
  [1100, 7100],
  [1500, 7150],
  [2000, 6980],
  [2450, 6800],
  [2700, 6300],
  // Baie de la Cendre
  [2550, 5950],
  [2300, 5650],
  [2450, 5330],
  [2900, 5230],
  [3350, 5380],
  [3700, 5180],
  [4000, 5300],
  [4150, 5000],
  [3950, 4500],
  [4100, 3900],
  [4450, 3300],
  [4350, 2700],
  [4450, 2150],
  // Cap des Salines
  [4700, 1650],
  [4600, 1150],
  [4350, 900],
  [4250, 560],
  [4450, 100],
  [4550, -500],
  [4350, -1100],
  [4250, -1700],
  // Pointe de l'Est
  [4500, -2150],
  [4550, -2600],
  [4150, -2720],
  [3700, -2900],
  [3300, -3300],
  [2800, -3700],
];

const ISLETS: readonly { x: number; y: number; r: number }[] = [
  { x: -4800, y: 3300, r: 240 },
  { x: 5050, y: -1650, r: 150 },
  { x: 5280, y: -1880, r: 90 },
  { x: 1000, y: 7900, r: 260 },
  { x: -2050, y: -4900, r: 170 },
  { x: 1900, y: -4350, r: 110 },
  { x: -1600, y: 7200, r: 120 },
  { x: 4650, y: 4700, r: 130 },
];

/** Bounding box of all land, with margin for the noisy coastline. */
export const ISLAND_BOUNDS = { minX: -5500, maxX: 5500, minY: -5600, maxY: 8800 } as const;

/** A man-made water basin with straight quays, carved into the coast (local frame u along, v across). */
export interface Basin {
  x: number;
  y: number;
  angle: number;
  halfU: number;
  halfV: number;
}

const PORT_BRUME_BASIN: Basin = { x: 900, y: -3500, angle: 0.12, halfU: 400, halfV: 300 };

/** Game coordinates of a point given in a basin's own frame (u along its axis, v across). */
export function basinPoint(b: Basin, u: number, v: number): { x: number; y: number } {
  const c = Math.cos(b.angle);
  const s = Math.sin(b.angle);
  return { x: b.x + u * c - v * s, y: b.y + u * s + v * c };
}

export const HARBOUR_BASINS: readonly Basin[] = [
  // Port-Brume main basin, open to the south through its mouth.
  PORT_BRUME_BASIN,
  { x: 930, y: -3800, angle: 0.12, halfU: 230, halfV: 200 },
  // Les Salines fishing harbour, at the river mouth.
  { x: 4300, y: 470, angle: 0.25, halfU: 140, halfV: 110 },
];

/** Marina pontoons of Port-Brume, along the west quay of the basin. */
export const PONTOONS: readonly Basin[] = [150, 60, -30, -120].map((v) => ({
  ...basinPoint(PORT_BRUME_BASIN, -400 + 95, v),
  angle: PORT_BRUME_BASIN.angle,
  halfU: 95,
  halfV: 5,
}));

/** The commercial mole, running south from the north quay of the basin. */
export const COMMERCIAL_MOLE: Basin = {
  ...basinPoint(PORT_BRUME_BASIN, 170, 120),
  angle: PORT_BRUME_BASIN.angle,
  halfU: 32,
  halfV: 180,
};

/** Les Salines fishing jetty. */
export const FISHING_JETTY: Basin = { x: 4330, y: 430, angle: 0.25, halfU: 80, halfV: 8 };

/** Solid structures over water: breakwater, pontoons, mole and jetty (rotated rectangles). */
export const PIERS: readonly Basin[] = [
  // Port-Brume breakwater closing half of the harbour mouth.
  { x: 1150, y: -3870, angle: 0.12, halfU: 210, halfV: 16 },
  ...PONTOONS,
  COMMERCIAL_MOLE,
  FISHING_JETTY,
];

/** Offshore wind farm east of Les Salines. */
export const WIND_TURBINES: readonly { x: number; y: number }[] = Array.from({ length: 15 }, (_, i) => {
  const col = i % 3;
  const row = Math.floor(i / 3);
  return { x: 5250 + col * 420 + (row % 2) * 210, y: -700 + row * 420 };
});

interface PreparedRect extends Basin {
  cos: number;
  sin: number;
  /** Radius of the circle around the rectangle, for quick rejection. */
  reach: number;
}

function prepareRect(b: Basin): PreparedRect {
  return {
    ...b,
    cos: Math.cos(b.angle),
    sin: Math.sin(b.angle),
    reach: Math.sqrt(b.halfU * b.halfU + b.halfV * b.halfV),
  };
}

const BASIN_RECTS = HARBOUR_BASINS.map(prepareRect);
const PIER_RECTS = PIERS.map(prepareRect);
const SALT_PANS_RECT = prepareRect({
  x: PLACES.saltPans.x,
  y: PLACES.saltPans.y,
  angle: 0.25,
  halfU: 240,
  halfV: 360,
});
const DOCKS_RECT = prepareRect({
  x: PLACES.portBrumeDocks.x,
  y: PLACES.portBrumeDocks.y,
  angle: 0.12,
  halfU: 280,
  halfV: 190,
});

/** Signed distance to a rotated rectangle (negative inside). */
function rectSdf(b: PreparedRect, x: number, y: number): number {
  const dx = x - b.x;
  const dy = y - b.y;
  const u = Math.abs(dx * b.cos + dy * b.sin) - b.halfU;
  const v = Math.abs(-dx * b.sin + dy * b.cos) - b.halfV;
  const ou = u > 0 ? u : 0;
  const ov = v > 0 ? v : 0;
  return Math.sqrt(ou * ou + ov * ov) + Math.min(Math.max(u, v), 0);
}

/** Like rectSdf, but returns a cheap lower bound when the point is clearly further than `limit`. */
function rectSdfWithin(b: PreparedRect, x: number, y: number, limit: number): number {
  const dx = x - b.x;
  const dy = y - b.y;
  const r = b.reach + limit;
  if (dx * dx + dy * dy > r * r) return limit + 1;
  return rectSdf(b, x, y);
}

// The coastline polygon (with its islets) is sampled on a grid; bilinear lookups are exact enough
// near the coast, where the distance field is almost linear, and far cheaper per pixel. Each node
// is computed the first time it is read: the tiles read them all, while a few spots (the checks of
// the points, a spot chosen on the site's map) need a handful and start at once.
const SHORE_GRID_STEP = 48;
const SHORE_GRID_MIN_X = ISLAND_BOUNDS.minX - 2600;
const SHORE_GRID_MIN_Y = ISLAND_BOUNDS.minY - 2600;
const SHORE_GRID_COLS = Math.ceil((ISLAND_BOUNDS.maxX + 2600 - SHORE_GRID_MIN_X) / SHORE_GRID_STEP) + 1;
const SHORE_GRID_ROWS = Math.ceil((ISLAND_BOUNDS.maxY + 2600 - SHORE_GRID_MIN_Y) / SHORE_GRID_STEP) + 1;
const shoreGrid = new Float64Array(SHORE_GRID_COLS * SHORE_GRID_ROWS).fill(Number.NaN);

function shoreNode(k: number): number {
  let value = shoreGrid[k]!;
  if (Number.isNaN(value)) {
    const i = k % SHORE_GRID_COLS;
    const j = (k - i) / SHORE_GRID_COLS;
    value = polygonSignedDistance(
      COASTLINE,
      SHORE_GRID_MIN_X + i * SHORE_GRID_STEP,
      SHORE_GRID_MIN_Y + j * SHORE_GRID_STEP,
    );
    shoreGrid[k] = value;
  }
  return value;
}

/** Distance to the authored coastline (before noise), from the grid; far outside it, exact. */
function baseShore(x: number, y: number): number {
  const gx = (x - SHORE_GRID_MIN_X) / SHORE_GRID_STEP;
  const gy = (y - SHORE_GRID_MIN_Y) / SHORE_GRID_STEP;
  if (gx < 0 || gy < 0 || gx >= SHORE_GRID_COLS - 1 || gy >= SHORE_GRID_ROWS - 1) {
    // Outside the grid the nearest land is at least 2600 units away: an approximation is enough.
    const cx = Math.max(ISLAND_BOUNDS.minX - x, 0, x - ISLAND_BOUNDS.maxX);
    const cy = Math.max(ISLAND_BOUNDS.minY - y, 0, y - ISLAND_BOUNDS.maxY);
    return -Math.sqrt(cx * cx + cy * cy) - 2600;
  }
  const i = Math.floor(gx);
  const j = Math.floor(gy);
  const fx = gx - i;
  const fy = gy - j;
  const k = j * SHORE_GRID_COLS + i;
  const a = shoreNode(k) + (shoreNode(k + 1) - shoreNode(k)) * fx;
  const b =
    shoreNode(k + SHORE_GRID_COLS) +
    (shoreNode(k + SHORE_GRID_COLS + 1) - shoreNode(k + SHORE_GRID_COLS)) * fx;
  return a + (b - a) * fy;
}

/** Signed distance to the coastline, positive on land. Noise gives bays, coves and rocky capes. */
function shoreDistance(x: number, y: number): number {
  // The warp moves points by less than 400 units, so far out at sea it cannot bring land closer.
  // Islets get milder noise of their own, so that none of them dissolves; the noise fades out
  // away from them so that the distance field stays continuous.
  let islets = -Infinity;
  for (const islet of ISLETS) {
    const d = Math.sqrt((x - islet.x) ** 2 + (y - islet.y) ** 2);
    const noise =
      d < islet.r * 3
        ? 0.35 *
          islet.r *
          (1 - smoothstep(islet.r, islet.r * 3, d)) *
          fbm(coastDetail, x / 260, y / 260, 4, 0.6)
        : 0;
    islets = Math.max(islets, islet.r - d + noise);
  }
  const unwarped = baseShore(x, y);
  if (unwarped < -2300) return Math.max(unwarped, islets);
  // Near the towns, the harbours and the airport the authored coast is kept almost as drawn.
  const tame = Math.max(
    bump(x, y, 900, -3600, 1300),
    bump(x, y, -1800, -3700, 1300),
    bump(x, y, 4200, 450, 700),
  );
  const wild = 1 - 0.8 * tame;
  const wx = x + 520 * wild * fbm(coastWarpX, x / 2800, y / 2800, 4);
  const wy = y + 520 * wild * fbm(coastWarpY, x / 2800, y / 2800, 4);
  let shore = baseShore(wx, wy);
  // Fine detail only near the coast, where it shows; it would only cost time further away.
  if (shore > -1200 && shore < 1200) {
    const detail = 300 * wild * fbm(coastDetail, x / 950, y / 950, 6, 0.6);
    const fade = 1 - smoothstep(500, 1200, Math.abs(shore));
    shore += detail * fade;
  }
  shore = Math.max(shore, islets);
  // Harbours are built: straight quays override the natural coast.
  for (const basin of BASIN_RECTS) shore = Math.min(shore, rectSdfWithin(basin, x, y, Math.abs(shore)));
  for (const pier of PIER_RECTS) shore = Math.max(shore, -rectSdfWithin(pier, x, y, Math.abs(shore)));
  return shore;
}

// ---------------------------------------------------------------------------------------------
// Rivers, lakes and roads

export interface River {
  name: string;
  /** Smoothed centreline; the third component is the bed (water surface) height. */
  line: readonly Point[];
  /** Half-widths at the source and at the mouth. */
  halfWidthSource: number;
  halfWidthMouth: number;
}

const meanderNoise = createNoise2D(SEED + 11);

/**
 * Smooths the authored course, then lets it meander: every point moves sideways by a smooth
 * noise of the distance travelled. Mouths stay in place so that rivers still reach the sea.
 */
function river(
  name: string,
  points: readonly Point[],
  halfWidthSource: number,
  halfWidthMouth: number,
  meander = 110,
): River {
  const line = smoothPolyline(points, 30);
  let run = 0;
  const out: Point[] = line.map((p, i) => {
    const prev = line[Math.max(0, i - 1)]!;
    const next = line[Math.min(line.length - 1, i + 1)]!;
    if (i > 0) run += Math.hypot(p[0]! - prev[0]!, p[1]! - prev[1]!);
    const tx = next[0]! - prev[0]!;
    const ty = next[1]! - prev[1]!;
    const len = Math.hypot(tx, ty) || 1;
    const fade = smoothstep(0, 0.08, i / line.length) * (1 - smoothstep(0.9, 1, i / line.length));
    const offset = meander * fade * fbm(meanderNoise, run / 420, name.length * 7.3, 3);
    return [p[0]! - (ty / len) * offset, p[1]! + (tx / len) * offset, p[2]!];
  });
  return { name, line: out, halfWidthSource, halfWidthMouth };
}

export const RIVERS: readonly River[] = [
  river(
    "La Vière",
    [
      [-100, 5850, 560],
      [-600, 5000, 330],
      [-1100, 4000, 190],
      [-1500, 3000, 110],
      [-1800, 2200, 60],
      [-2000, 1500, 36],
      [-2450, 980, 20],
      [-2800, 680, 8],
      [-3020, 500, 1],
      [-3300, 380, -2],
    ],
    8,
    34,
  ),
  river(
    "Le Ferlet",
    [
      [1450, 5700, 520],
      [1800, 4700, 290],
      [1950, 3700, 120],
      [2150, 3050, 70],
      [2350, 2750, 62],
    ],
    7,
    16,
  ),
  river(
    "La Salée",
    [
      [2950, 2300, 62],
      [3300, 1550, 40],
      [3600, 950, 16],
      [4000, 520, 3],
      [4350, 470, 0],
      [4700, 450, -2],
    ],
    14,
    24,
  ),
  river(
    "La Brumette",
    [
      [150, -150, 140],
      [480, -1200, 80],
      [700, -2100, 30],
      [840, -2800, 8],
      [880, -3250, 1],
      [900, -3500, -2],
    ],
    5,
    12,
  ),
];

export interface Lake {
  name: string;
  x: number;
  y: number;
  rx: number;
  ry: number;
  angle: number;
  level: number;
}

export const LAKES: readonly Lake[] = [
  { name: "Lac de Ferlac", x: 2550, y: 2600, rx: 620, ry: 420, angle: 0.35, level: 62 },
  { name: "Lac de la Cendre", x: 1050, y: 6150, rx: 200, ry: 130, angle: -0.4, level: 455 },
];

export type RoadClass = "highway" | "secondary" | "track";

export interface Road {
  name: string;
  roadClass: RoadClass;
  line: readonly Point[];
}

/** Half-widths of the paved (or beaten) surface per class, in game units. */
export const ROAD_HALF_WIDTH: Record<RoadClass, number> = { highway: 11, secondary: 6.5, track: 3.5 };

function road(name: string, roadClass: RoadClass, points: readonly Point[]): Road {
  return { name, roadClass, line: smoothPolyline(points, 30) };
}

export const ROADS: readonly Road[] = [
  road("Autoroute de l'Aéroport", "highway", [
    [-1960, -2950],
    [-1500, -2885],
    [-1100, -2880],
    [-450, -2660],
    [150, -2420],
    [700, -2250],
    [1250, -2150],
  ]),
  road("Autoroute de Saint-Aurèle", "highway", [
    [700, -2250],
    [420, -1500],
    [-250, -650],
    [-900, 250],
    [-1450, 950],
    [-1900, 1380],
  ]),
  road("Route nationale de Ferlac", "highway", [
    [1250, -2150],
    [1600, -1500],
    [1800, -650],
    [1900, 300],
    [1760, 1300],
  ]),
  road("Route nationale des Salines", "highway", [
    [1800, -650],
    [2600, -380],
    [3300, 120],
    [3780, 430],
  ]),
  road("Route des Crêtes", "secondary", [
    [-1850, 1600],
    [-1400, 2300],
    [-1000, 3000],
    [-700, 3700],
    [-480, 4300],
    [-150, 4750],
    [250, 5080],
    [580, 5260],
  ]),
  road("Route du Lac", "secondary", [
    [1720, 1640],
    [1640, 2500],
    [1740, 3500],
    [1520, 4350],
    [1020, 4950],
    [660, 5250],
  ]),
  road("Route de la Plaine", "secondary", [
    [-1800, 1440],
    [-1000, 1300],
    [0, 1520],
    [900, 1440],
    [1650, 1500],
  ]),
  road("Corniche du Sud-Est", "secondary", [
    [1700, -3050],
    [2400, -3150],
    [3200, -2650],
    [3850, -1550],
    [4100, -550],
    [3900, 420],
  ]),
  road("Route de la Côte Ouest", "secondary", [
    [-2000, -2950],
    [-2750, -2400],
    [-3350, -1500],
    [-3250, -750],
    [-2900, -150],
    [-2600, 550],
    [-2150, 1350],
  ]),
  road("Route de l'Aérodrome", "secondary", [
    [660, 5300],
    [1350, 5130],
    [1900, 4870],
    [2200, 4760],
  ]),
  road("Route du Littoral Est", "secondary", [
    [3880, 620],
    [4000, 1400],
    [3900, 2450],
    [3650, 3350],
    [3150, 4250],
    [2500, 4700],
    [2330, 4720],
  ]),
  road("Route des Forêts", "secondary", [
    [-1480, 2420],
    [-1900, 2750],
    [-2550, 3250],
    [-2800, 4250],
    [-2350, 5200],
    [-1600, 5900],
  ]),
  road("Route du Tour du Lac", "secondary", [
    [1800, 1650],
    [2550, 1820],
    [3250, 2500],
    [3150, 3200],
    [2400, 3380],
    [1720, 3450],
  ]),
  road("Route des Collines", "secondary", [
    [-250, -650],
    [500, -350],
    [1250, -520],
    [1800, -650],
  ]),
  road("Chemin de la Mine", "track", [
    [560, 5330],
    [0, 5650],
    [-450, 5900],
    [-700, 6000],
  ]),
  road("Chemin du Chalet", "track", [
    [620, 5360],
    [520, 5700],
    [400, 5960],
  ]),
  road("Chemin de la Carrière", "track", [
    [1020, 4950],
    [1350, 5550],
    [1600, 6180],
  ]),
  road("Chemin des Salines", "track", [
    [3920, 380],
    [4050, 0],
    [4150, -380],
    [4100, -800],
  ]),
  road("Chemin du Phare", "track", [
    [-1600, 5900],
    [-900, 6500],
    [-200, 6850],
    [150, 7150],
  ]),
  road("Chemin des Fermes du Nord", "track", [
    [1150, 1500],
    [1250, 2250],
    [1640, 2950],
  ]),
  road("Chemin des Fermes de l'Est", "track", [
    [1900, 900],
    [2500, 1150],
    [3000, 1350],
  ]),
  road("Chemin du Moulin", "track", [
    [900, 1440],
    [1000, 900],
    [1500, 650],
    [1880, 500],
  ]),
  road("Chemin de la Pointe du Sud", "track", [
    [-2400, -3000],
    [-2750, -3650],
    [-2650, -4200],
    [-2620, -4420],
  ]),
  road("Chemin de Saint-Aurèle", "track", [
    [-2000, 1600],
    [-2500, 2150],
    [-3150, 2500],
    [-3700, 2900],
  ]),
];

const RIVER_REACH = 900;
const riverIndex = new PolylineIndex(
  RIVERS.map((r) => r.line),
  RIVER_REACH,
);
const roadIndexes: Record<RoadClass, PolylineIndex> = {
  highway: new PolylineIndex(
    ROADS.filter((r) => r.roadClass === "highway").map((r) => r.line),
    60,
  ),
  secondary: new PolylineIndex(
    ROADS.filter((r) => r.roadClass === "secondary").map((r) => r.line),
    60,
  ),
  track: new PolylineIndex(
    ROADS.filter((r) => r.roadClass === "track").map((r) => r.line),
    60,
  ),
};

/** Signed distance to a lake shore: negative inside the lake. */
function lakeDistance(lake: Lake, x: number, y: number): number {
  const dx = x - lake.x;
  const dy = y - lake.y;
  const c = Math.cos(lake.angle);
  const s = Math.sin(lake.angle);
  const u = (dx * c + dy * s) / lake.rx;
  const v = (-dx * s + dy * c) / lake.ry;
  const d = (Math.sqrt(u * u + v * v) - 1) * Math.min(lake.rx, lake.ry);
  return d + 0.18 * Math.min(lake.rx, lake.ry) * fbm(edgeNoise, x / 260, y / 260, 3);
}

// ---------------------------------------------------------------------------------------------
// Relief

function bump(x: number, y: number, cx: number, cy: number, r: number): number {
  const dx = (x - cx) / r;
  const dy = (y - cy) / r;
  return Math.exp(-(dx * dx + dy * dy));
}

/** 0..1, how much of the northern mountain range applies here. */
function mountainMask(x: number, y: number): number {
  const northward = smoothstep(3900, 5900, y + 500 * fbm(edgeNoise, x / 1800, 3.7, 2));
  const across = 1 - smoothstep(1700, 3300, Math.abs(x - 350));
  return northward * across;
}

/** 0..1, the flat Ferlac plain around the lake. */
function plainMask(x: number, y: number): number {
  const d = Math.sqrt(((x - 2150) / 1.15) ** 2 + (y - 2150) ** 2);
  return 1 - smoothstep(900, 1700, d + 650 * fbm(edgeNoise, x / 1100, y / 1100, 4));
}

function airportFrame(a: Airport, x: number, y: number): { u: number; v: number } {
  const dx = x - a.x;
  const dy = y - a.y;
  const c = Math.cos(a.angle);
  const s = Math.sin(a.angle);
  return { u: dx * c + dy * s, v: -dx * s + dy * c };
}

function airportMask(a: Airport, x: number, y: number): number {
  const { u, v } = airportFrame(a, x, y);
  const outside = Math.max(Math.abs(u) - a.halfLength, Math.abs(v) - a.halfWidth);
  return 1 - smoothstep(0, 260, outside);
}

/** Natural ground height before towns, rivers and lakes shape it. */
function naturalElevation(x: number, y: number, shore: number, mountain: number, plain: number): number {
  const hillAmplitude =
    70 +
    380 * bump(x, y, -2600, 3400, 1500) +
    260 * bump(x, y, -200, -200, 1500) +
    280 * bump(x, y, 3000, -2100, 1000) +
    200 * bump(x, y, -2900, -1500, 1100) +
    200 * bump(x, y, 3500, 4000, 900) +
    150 * bump(x, y, -700, 2700, 900);
  const h = 0.5 + 0.5 * fbm(hillNoise, x / 1300, y / 1300, 6);
  // Ridged detail gives the hills crests and gullies rather than soft bumps.
  const crest = ridged(hillNoise, x / 700 + 40, y / 700, 3);
  let elevation = 6 + 0.02 * Math.min(shore, 3000) + hillAmplitude * (h * h * 0.85 + 0.25 * crest * h);
  if (mountain > 0) {
    const r = ridged(mountainNoise, x / 1700, y / 1700, 6);
    elevation += mountain * (140 + 1050 * r * r);
  }
  if (plain > 0) elevation = lerp(elevation, 72 + 8 * fbm(hillNoise, x / 700, y / 700, 2), plain);
  return elevation;
}

/** 0..1, how strongly the coast rises as a cliff rather than a beach. */
function cliffMask(x: number, y: number, mountain: number): number {
  const n = fbm(cliffNoise, x / 1400, y / 1400, 3);
  return clamp(smoothstep(0.05, 0.35, n) + mountain + 0.8 * bump(x, y, 3300, -2700, 900), 0, 1);
}

// ---------------------------------------------------------------------------------------------
// Public queries

export type Zone = "airport" | "airfield" | "saltpans" | "docks" | "mine" | "quarry" | "pier";

export interface Terrain {
  /** Ground height, or the water surface height over water (sea level is 0). */
  elevation: number;
  /** Signed distance to the sea coast, in game units: positive inland, negative at sea. */
  shore: number;
  /** Sea water (piers and jetties are not sea). */
  sea: boolean;
  lake: boolean;
  river: boolean;
  /** sea || lake || river */
  water: boolean;
  /** Dry ground: not sea, lake nor river. Piers and bridges (roads over a river) are dry. */
  land: boolean;
  /** Water depth below the surface, 0 on land. */
  depth: number;
  /** 0..1 (dry to wet) */
  moisture: number;
  /** 0..1 tree cover */
  forest: number;
  /** 0..1 cultivated fields */
  farmland: number;
  /** 0..1 built-up density */
  urban: number;
  /** Town the built-up area belongs to, if any (null in hamlets and in the country). */
  town: TownId | null;
  /** Road surface under the point, the widest class first. */
  road: RoadClass | null;
  /** Distances to the nearest road centreline of each class (Infinity when far). */
  highwayDistance: number;
  secondaryDistance: number;
  trackDistance: number;
  /** Distance to the nearest river centreline and that river's half-width there. */
  riverDistance: number;
  riverHalfWidth: number;
  /** Signed distance to the nearest lake shore (negative inside). */
  lakeDistance: number;
  /** 0..1 how cliff-like the coast is here (no beach). */
  cliff: number;
  /** Special ground use, if any. */
  zone: Zone | null;
}

const riverHit: NearestHit = { distance: Infinity, feature: -1, along: 0, value: 0 };
const roadHit: NearestHit = { distance: Infinity, feature: -1, along: 0, value: 0 };

function urbanDensity(x: number, y: number, roadDistance: number): { density: number; town: TownId | null } {
  let density = 0;
  let town: TownId | null = null;
  for (const t of TOWNS) {
    const d2 = (x - t.x) ** 2 + (y - t.y) ** 2;
    if (d2 > (t.radius * 2) ** 2) continue;
    const d = Math.sqrt(d2);
    const edge = d + 0.35 * t.radius * fbm(edgeNoise, x / 380, y / 380, 4);
    let value = 1 - smoothstep(0.45 * t.radius, t.radius, edge);
    // Ribbon development: houses keep lining the roads for a while out of town.
    const ribbon =
      0.55 * (1 - smoothstep(t.radius * 0.8, t.radius * 1.9, edge)) * (1 - smoothstep(30, 90, roadDistance));
    value = Math.max(value, ribbon);
    if (value > density) {
      density = value;
      town = t.id;
    }
  }
  for (const h of HAMLETS) {
    const d2 = (x - h.x) ** 2 + (y - h.y) ** 2;
    if (d2 > (h.radius * 1.35) ** 2) continue;
    const d = Math.sqrt(d2) + 0.3 * h.radius * fbm(edgeNoise, x / 200, y / 200, 2);
    const value = 0.45 * (1 - smoothstep(0.3 * h.radius, h.radius, d));
    if (value > density) {
      density = value;
      town = null;
    }
  }
  return { density, town };
}

function seaTerrain(shore: number, x: number, y: number): Terrain {
  let depth = Math.min(120, 1 + -shore * 0.08);
  // Harbour basins are dredged: deeper than their distance to the quays suggests.
  for (const basin of BASIN_RECTS) {
    const d = rectSdfWithin(basin, x, y, 200);
    if (d < 200) depth = Math.max(depth, 36 * (1 - smoothstep(-20, 200, d)));
  }
  return {
    elevation: 0,
    shore,
    sea: true,
    lake: false,
    river: false,
    water: true,
    land: false,
    depth,
    moisture: 1,
    forest: 0,
    farmland: 0,
    urban: 0,
    town: null,
    road: null,
    highwayDistance: Infinity,
    secondaryDistance: Infinity,
    trackDistance: Infinity,
    riverDistance: Infinity,
    riverHalfWidth: 0,
    lakeDistance: Infinity,
    cliff: 0,
    zone: null,
  };
}

/** Everything known about the ground at (x, y). Pure and deterministic. */
export function terrainAt(x: number, y: number): Terrain {
  const shore = shoreDistance(x, y);
  let onPier = false;
  for (const p of PIER_RECTS) if (rectSdfWithin(p, x, y, 0) <= 0) onPier = true;
  if (shore < 0 && !onPier) return seaTerrain(shore, x, y);

  const mountain = mountainMask(x, y);
  const plain = plainMask(x, y);
  let elevation = naturalElevation(x, y, shore, mountain, plain);

  const highwayDistance = roadIndexes.highway.nearest(x, y, roadHit).distance;
  const secondaryDistance = roadIndexes.secondary.nearest(x, y, roadHit).distance;
  const trackDistance = roadIndexes.track.nearest(x, y, roadHit).distance;
  const road: RoadClass | null =
    highwayDistance <= ROAD_HALF_WIDTH.highway
      ? "highway"
      : secondaryDistance <= ROAD_HALF_WIDTH.secondary
        ? "secondary"
        : trackDistance <= ROAD_HALF_WIDTH.track
          ? "track"
          : null;

  // Levelled ground: airports, then towns (which keep part of their relief).
  let zone: Zone | null = onPier ? "pier" : null;
  for (const a of AIRPORTS) {
    const m = airportMask(a, x, y);
    if (m > 0) {
      elevation = lerp(elevation, a.level, m);
      if (m >= 1) zone = a.id === "port-brume-airport" ? "airport" : "airfield";
    }
  }
  const { density, town } = urbanDensity(x, y, Math.min(highwayDistance, secondaryDistance));
  if (town) {
    const t = TOWNS.find((candidate) => candidate.id === town)!;
    const w =
      smoothstep(0, 0.6, density) *
      (1 - smoothstep(t.radius, t.radius * 1.6, Math.sqrt((x - t.x) ** 2 + (y - t.y) ** 2)));
    elevation = lerp(elevation, t.level + 0.3 * (elevation - t.level), w);
  }

  // Coast: a gentle rise behind beaches, a steep one along cliffs.
  const cliff = cliffMask(x, y, mountain) * (1 - density);
  const ramp = smoothstep(0, lerp(380, 70, cliff), shore);
  elevation = 1.2 + (elevation - 1.2) * ramp;
  if (onPier) elevation = 3;

  // Salt marshes south of Les Salines: nearly at sea level.
  const marshDistance = Math.sqrt(((x - PLACES.saltPans.x) * 0.8) ** 2 + (y - PLACES.saltPans.y) ** 2);
  const marsh =
    marshDistance < 900
      ? (1 - smoothstep(300, 850, marshDistance + 120 * fbm(edgeNoise, x / 180, y / 180, 3))) * (1 - density)
      : 0;
  if (marsh > 0) elevation = lerp(elevation, 1.6, marsh);
  if (
    marsh > 0.3 &&
    shore > 25 &&
    road === null &&
    rectSdf(SALT_PANS_RECT, x, y) + 60 * fbm(edgeNoise, x / 150, y / 150, 2) < 0
  )
    zone = "saltpans";

  // Lakes sit in basins whose slopes flatten towards the water.
  let lakeDist = Infinity;
  let inLake = false;
  let lakeLevel = 0;
  for (const l of LAKES) {
    const reach = Math.max(l.rx, l.ry) + 900;
    if ((x - l.x) ** 2 + (y - l.y) ** 2 > reach * reach) continue;
    const d = lakeDistance(l, x, y);
    if (d < lakeDist) {
      lakeDist = d;
      lakeLevel = l.level;
    }
    const f = smoothstep(-40, l.level > 200 ? 260 : 600, d);
    elevation = Math.min(elevation, l.level + 0.5 + Math.max(0, elevation - l.level - 0.5) * f);
    if (d < 0) inLake = true;
  }

  // Rivers: the valley floor sinks to the water, and its sides keep a scaled copy of the relief
  // (no flat planes), up to a width that grows with the height of the ground the river cuts.
  riverIndex.nearest(x, y, riverHit);
  const riverDistance = riverHit.distance;
  let riverHalfWidth = 0;
  let inRiver = false;
  if (riverHit.feature >= 0) {
    const r = RIVERS[riverHit.feature]!;
    riverHalfWidth = lerp(r.halfWidthSource, r.halfWidthMouth, riverHit.along);
    const bed = Math.max(0, riverHit.value);
    const width = Math.min(RIVER_REACH - 60, 220 + 0.9 * Math.max(0, elevation - bed));
    // Lowland rivers get a flat flood plain, mountain streams a V-shaped valley.
    const t = clamp((riverDistance - riverHalfWidth * 0.5) / (riverHalfWidth * 0.5 + width), 0, 1);
    const f = t ** clamp(1.6 - bed / 250, 0.65, 1.6) * (1 - t) + smoothstep(0, 1, t) * t;
    if (elevation > bed + 0.8) elevation = bed + 0.8 + (elevation - bed - 0.8) * f;
    inRiver = riverDistance < riverHalfWidth;
  }

  // Special grounds.
  if ((x - PLACES.mine.x) ** 2 + (y - PLACES.mine.y) ** 2 < 230 ** 2) zone = "mine";
  if ((x - PLACES.quarry.x) ** 2 + (y - PLACES.quarry.y) ** 2 < 160 ** 2) zone = "quarry";
  if (!onPier && rectSdfWithin(DOCKS_RECT, x, y, 0) < 0) zone = "docks";

  // Bridges: a road over a river keeps the river below, but the point itself is dry road.
  const lake = inLake && !onPier;
  const riverWater = inRiver && !lake && road === null && !onPier;
  const water = lake || riverWater;
  if (lake) elevation = lakeLevel;
  else if (riverWater) elevation = Math.max(0, riverHit.value);

  // Vegetation: the west and the mountains are wetter; the south-east is dry.
  const moisture = clamp(
    0.56 +
      0.4 * fbm(moistureNoise, x / 2200, y / 2200, 4) -
      x / 22000 -
      0.12 * bump(x, y, 2800, -1800, 1600) +
      0.25 * (1 - smoothstep(0, 600, riverDistance)) +
      0.2 * mountain,
    0,
    1,
  );
  const farmRegion =
    0.3 * plain +
    0.35 * bump(x, y, -1500, 600, 1300) +
    0.3 * bump(x, y, 300, -1200, 1200) +
    0.3 * bump(x, y, 2600, -1100, 900) +
    0.25 * bump(x, y, -2900, -1300, 800) +
    0.45 * fbm(farmNoise, x / 1300, y / 1300, 5);
  const farmland =
    smoothstep(0.26, 0.32, farmRegion) *
    (1 - smoothstep(150, 240, elevation)) *
    (1 - smoothstep(0.2, 0.5, density)) *
    smoothstep(80, 200, shore) *
    (1 - marsh);
  const treeline = 1 - smoothstep(600, 720, elevation + 60 * fbm(forestNoise, x / 300, y / 300, 2));
  const forestValue =
    0.6 * fbm(forestNoise, x / 1000, y / 1000, 6) +
    0.55 * (moisture - 0.5) +
    0.25 * mountain +
    0.15 * bump(x, y, -2600, 3400, 1500) +
    0.05 * forestNoise(x / 45, y / 45);
  const forest =
    smoothstep(0.04, 0.1, forestValue) *
    treeline *
    (1 - farmland) *
    (1 - smoothstep(0.1, 0.4, density)) *
    smoothstep(30, 120, shore) *
    (1 - marsh);

  const special =
    zone === "airport" ||
    zone === "airfield" ||
    zone === "mine" ||
    zone === "quarry" ||
    zone === "docks" ||
    zone === "saltpans";
  return {
    elevation,
    shore,
    sea: false,
    lake,
    river: riverWater,
    water,
    land: !water,
    depth: lake ? Math.min(30, 1 - lakeDist * 0.05) : riverWater ? 2 : 0,
    moisture,
    forest: special || water || road ? 0 : forest,
    farmland: special || water ? 0 : farmland,
    urban: water || special ? 0 : density,
    town: density > 0 && !water && !special ? town : null,
    road,
    highwayDistance,
    secondaryDistance,
    trackDistance,
    riverDistance,
    riverHalfWidth,
    lakeDistance: lakeDist,
    cliff,
    zone: water ? null : zone,
  };
}

/** True on dry ground of the island or an islet: not the sea, a lake or a river. */
export function isLand(x: number, y: number): boolean {
  return terrainAt(x, y).land;
}

// ---------------------------------------------------------------------------------------------
// Farmsteads

/** Farmland is divided into cells of this size; some cells hold a farmstead. */
export const FARMSTEAD_CELL = 460;

export interface Farmstead {
  x: number;
  y: number;
  /** Orientation of its buildings, in radians. */
  angle: number;
}

const farmsteadCache = new Map<number, Farmstead | null>();

/** The farmstead of farmland cell (i, j), if it has one: dry open farmland, off roads and towns. */
export function farmsteadInCell(i: number, j: number): Farmstead | null {
  const key = i * 100003 + j;
  const cached = farmsteadCache.get(key);
  if (cached !== undefined) return cached;
  let result: Farmstead | null = null;
  if (hash2(i, j, 91) < 0.42) {
    const x = (i + 0.2 + 0.6 * hash2(i, j, 92)) * FARMSTEAD_CELL;
    const y = (j + 0.2 + 0.6 * hash2(i, j, 93)) * FARMSTEAD_CELL;
    const t = terrainAt(x, y);
    const clear =
      t.land &&
      t.farmland > 0.7 &&
      t.urban < 0.05 &&
      t.zone === null &&
      Math.min(t.highwayDistance, t.secondaryDistance, t.trackDistance) > 60 &&
      t.riverDistance > 120 &&
      t.lakeDistance > 120;
    if (clear) result = { x, y, angle: 0.22 + (hash2(i, j, 94) < 0.5 ? 0 : Math.PI / 2) };
  }
  farmsteadCache.set(key, result);
  return result;
}

/** All farmsteads of the island, west to east then south to north. */
export function listFarmsteads(): Farmstead[] {
  const list: Farmstead[] = [];
  for (
    let i = Math.floor(ISLAND_BOUNDS.minX / FARMSTEAD_CELL);
    i <= Math.ceil(ISLAND_BOUNDS.maxX / FARMSTEAD_CELL);
    i++
  ) {
    for (
      let j = Math.floor(ISLAND_BOUNDS.minY / FARMSTEAD_CELL);
      j <= Math.ceil(ISLAND_BOUNDS.maxY / FARMSTEAD_CELL);
      j++
    ) {
      const f = farmsteadInCell(i, j);
      if (f) list.push(f);
    }
  }
  return list;
}
