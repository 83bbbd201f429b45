/**
 * Satellite-style colouring of the island model. Works on one zoom-4 tile at a time (4 game units
 * per pixel); lower zoom levels are averaged from it by generate-tiles.ts. Every edge (coast,
 * roads, rivers, buildings) is anti-aliased analytically from distances instead of supersampling,
 * which keeps a full render within a minute or two on one core.
 */
import { TILE_SIZE, tileBoundsInGame } from "../../app/map/projection";
import {
  AIRPORTS,
  ISLAND_BOUNDS,
  PLACES,
  TOWNS,
  WIND_TURBINES,
  ROAD_HALF_WIDTH,
  COMMERCIAL_MOLE,
  FARMSTEAD_CELL,
  FISHING_JETTY,
  PONTOONS,
  basinPoint,
  farmsteadInCell,
  terrainAt,
  type Airport,
  type Terrain,
  type Town,
} from "../../app/map/island/island";
import { clamp, createNoise2D, fbm, hash2, mulberry32, ridged, smoothstep } from "../../app/map/island/noise";

/** Zoom level rendered from the model; the others are downsampled from it. */
export const RENDER_ZOOM = 4;
/**
 * Game units per pixel of the tile being rendered: the width over which edges are anti-aliased.
 * Set by renderTile; 4 at RENDER_ZOOM.
 */
let UNIT = 64 / 2 ** RENDER_ZOOM;
/** Beyond this distance from the coast the sea has one flat colour (it matches the empty tiles). */
const OPEN_SEA_DISTANCE = 1500;
/** Game-space area outside of which every pixel is open sea. */
export const RENDER_BOUNDS = {
  minX: ISLAND_BOUNDS.minX - OPEN_SEA_DISTANCE - 300,
  maxX: Math.max(ISLAND_BOUNDS.maxX, ...WIND_TURBINES.map((t) => t.x)) + OPEN_SEA_DISTANCE + 300,
  minY: ISLAND_BOUNDS.minY - OPEN_SEA_DISTANCE - 300,
  maxY: ISLAND_BOUNDS.maxY + OPEN_SEA_DISTANCE + 300,
} as const;

type Rgb = [number, number, number];

const SEA_DEEP: Rgb = [20, 52, 80];
const SEA_MID: Rgb = [28, 82, 112];
const SEA_SHALLOW: Rgb = [48, 128, 142];
const SEA_SHORE: Rgb = [96, 170, 168];
const LAKE: Rgb = [40, 86, 104];
const RIVER: Rgb = [46, 96, 112];
const SAND: Rgb = [212, 198, 156];
const WET_SAND: Rgb = [176, 166, 132];
const GRASS_DRY: Rgb = [150, 146, 96];
const GRASS_LUSH: Rgb = [84, 112, 56];
const MEADOW: Rgb = [128, 138, 80];
const SCRUB: Rgb = [116, 108, 78];
const FOREST_DARK: Rgb = [34, 60, 34];
const FOREST_LIGHT: Rgb = [64, 92, 48];
const ROCK: Rgb = [132, 124, 112];
const ROCK_HIGH: Rgb = [156, 150, 142];
const SNOW: Rgb = [236, 240, 244];
const ASPHALT: Rgb = [84, 85, 88];
const HIGHWAY: Rgb = [214, 212, 204];
const HIGHWAY_EDGE: Rgb = [120, 118, 112];
const SECONDARY: Rgb = [176, 172, 160];
const TRACK: Rgb = [166, 146, 112];
const CONCRETE: Rgb = [172, 170, 164];
const GARDEN: Rgb = [102, 126, 70];
const RUNWAY: Rgb = [70, 72, 76];
const MOWN_GRASS: Rgb = [136, 156, 96];
const WHITE: Rgb = [236, 236, 232];

const FIELD_COLOURS: readonly Rgb[] = [
  [182, 166, 110],
  [178, 156, 100],
  [108, 134, 66],
  [132, 150, 82],
  [124, 102, 78],
  [146, 136, 94],
  [114, 132, 74],
  [162, 156, 98],
  [184, 176, 96],
  [140, 120, 88],
  [98, 120, 62],
  [168, 146, 110],
];

const CITY_ROOFS: readonly Rgb[] = [
  [150, 150, 150],
  [172, 170, 166],
  [196, 194, 190],
  [214, 212, 208],
  [118, 118, 122],
  [156, 104, 88],
  [136, 128, 118],
  [184, 178, 168],
];
const TOWER_ROOFS: readonly Rgb[] = [
  [206, 208, 210],
  [222, 222, 220],
  [122, 140, 158],
  [168, 176, 184],
  [146, 150, 154],
];
const TOWN_ROOFS: readonly Rgb[] = [
  [172, 102, 80],
  [156, 88, 70],
  [186, 120, 92],
  [150, 146, 140],
  [196, 190, 178],
  [134, 84, 68],
];
const MOUNTAIN_ROOFS: readonly Rgb[] = [
  [92, 98, 106],
  [108, 112, 118],
  [122, 96, 80],
  [80, 84, 92],
  [150, 146, 140],
];
const COAST_ROOFS: readonly Rgb[] = [
  [214, 210, 200],
  [200, 196, 186],
  [178, 108, 86],
  [160, 96, 78],
  [226, 222, 214],
];
const CONTAINERS: readonly Rgb[] = [
  [176, 64, 52],
  [52, 92, 150],
  [206, 206, 202],
  [70, 128, 80],
  [212, 136, 52],
  [120, 78, 60],
  [150, 150, 156],
];

const textureNoise = createNoise2D(4040);
const grainNoise = createNoise2D(4041);
const snowNoise = createNoise2D(4042);

function mix(c: Rgb, target: Rgb, t: number): void {
  if (t <= 0) return;
  const k = t >= 1 ? 1 : t;
  c[0] += (target[0] - c[0]) * k;
  c[1] += (target[1] - c[1]) * k;
  c[2] += (target[2] - c[2]) * k;
}

function scale(c: Rgb, f: number): void {
  c[0] *= f;
  c[1] *= f;
  c[2] *= f;
}

function pick<T>(list: readonly T[], h: number): T {
  return list[Math.min(list.length - 1, Math.floor(h * list.length))]!;
}

/** Coverage of a band of half-width `half` at distance `d`, anti-aliased over one pixel. */
function band(d: number, half: number): number {
  return clamp((half - d) / UNIT + 0.5, 0, 1);
}

function seaColour(distanceOffshore: number, x: number, y: number, c: Rgb): void {
  const s = distanceOffshore;
  if (s >= OPEN_SEA_DISTANCE) {
    c[0] = SEA_DEEP[0];
    c[1] = SEA_DEEP[1];
    c[2] = SEA_DEEP[2];
    return;
  }
  c[0] = SEA_SHORE[0];
  c[1] = SEA_SHORE[1];
  c[2] = SEA_SHORE[2];
  mix(c, SEA_SHALLOW, smoothstep(0, 90, s));
  mix(c, SEA_MID, smoothstep(70, 550, s));
  mix(c, SEA_DEEP, smoothstep(450, OPEN_SEA_DISTANCE, s));
  // Sand banks and seaweed show through shallow water only.
  const shallow = 1 - smoothstep(30, 420, s);
  if (shallow > 0) scale(c, 1 + 0.09 * shallow * fbm(textureNoise, x / 160, y / 160, 3));
  // Surf line right at the beach.
  mix(c, [200, 214, 206], 0.35 * band(s, 6));
}

function naturalGround(t: Terrain, x: number, y: number, c: Rgb): void {
  c[0] = GRASS_DRY[0];
  c[1] = GRASS_DRY[1];
  c[2] = GRASS_DRY[2];
  mix(c, GRASS_LUSH, smoothstep(0.15, 0.85, t.moisture));
  // Meadows and scrub in patches, so that open country is not one flat green.
  const patch = fbm(textureNoise, x / 420, y / 420, 4);
  mix(c, MEADOW, 0.6 * smoothstep(0.05, 0.35, patch));
  mix(c, SCRUB, 0.5 * smoothstep(0.1, 0.4, -patch) + smoothstep(300, 560, t.elevation));
  scale(c, 1 + 0.07 * fbm(textureNoise, x / 90, y / 90, 3) + 0.05 * grainNoise(x / 11, y / 11));

  // Copses, hedgerow trees and bushes scattered over open country.
  const clumps =
    smoothstep(0.22, 0.4, fbm(grainNoise, x / 38, y / 38, 3)) *
    (0.25 + 0.6 * t.moisture) *
    (1 - smoothstep(450, 650, t.elevation)) *
    (0.15 + 0.85 * smoothstep(-0.25, 0.3, fbm(textureNoise, x / 700 + 9, y / 700, 2)));
  if (clumps > 0) {
    const tree: Rgb = [FOREST_LIGHT[0], FOREST_LIGHT[1], FOREST_LIGHT[2]];
    scale(tree, 0.85 + 0.2 * grainNoise(x / 6, y / 6));
    mix(c, tree, clumps);
  }

  if (t.farmland > 0) {
    const field: Rgb = [0, 0, 0];
    fieldColour(x, y, field);
    mix(c, field, t.farmland);
    farmsteadColour(x, y, c);
  }
  if (t.forest > 0) {
    const canopy: Rgb = [FOREST_DARK[0], FOREST_DARK[1], FOREST_DARK[2]];
    mix(canopy, FOREST_LIGHT, 0.5 + 0.6 * fbm(textureNoise, x / 120, y / 120, 3));
    // Conifers (darker, bluer) take over with height.
    mix(canopy, [30, 52, 40], smoothstep(250, 500, t.elevation));
    // Individual crowns: high-frequency speckle, visible at full zoom.
    scale(canopy, 1 + 0.24 * grainNoise(x / 7, y / 7));
    mix(c, canopy, smoothstep(0, 0.7, t.forest));
  }

  // Beaches where the coast is low, rock where it is a cliff.
  if (t.shore < 90) {
    const width = 30 + 24 * fbm(textureNoise, x / 300, y / 300, 2);
    const beach = band(t.shore, width) * (1 - smoothstep(0.35, 0.6, t.cliff));
    mix(c, WET_SAND, band(t.shore, 7) * (1 - t.cliff));
    mix(c, SAND, beach * smoothstep(4, 14, t.shore));
    mix(c, ROCK, band(t.shore, 26) * smoothstep(0.4, 0.8, t.cliff));
  }
}

const fieldRegionNoise = createNoise2D(4043);

function fieldColour(x: number, y: number, c: Rgb): void {
  // Each farming area has its own parcel orientation, as land was divided at different times.
  const region = fieldRegionNoise(x / 2600, y / 2600);
  const angle = region > 0.18 ? -0.42 : region < -0.2 ? 0.95 : 0.22;
  const seed = region > 0.18 ? 1 : region < -0.2 ? 2 : 3;
  const ca = Math.cos(angle);
  const sa = Math.sin(angle);
  const u = x * ca + y * sa;
  const v = -x * sa + y * ca;
  const rowHeight = 118;
  const row = Math.floor(v / rowHeight);
  const colWidth = 90 + 190 * hash2(row, 7, 11 + seed);
  const offset = 400 * hash2(row, 3, 11 + seed);
  const col = Math.floor((u + offset) / colWidth);
  const h = hash2(col, row, 12 + seed);
  const base = pick(FIELD_COLOURS, h);
  c[0] = base[0];
  c[1] = base[1];
  c[2] = base[2];
  // Furrows or crop rows along each field, in a direction of its own.
  const along = hash2(col, row, 13 + seed) < 0.5 ? u : v;
  scale(c, 1 + 0.06 * Math.sin(along * 0.8) + 0.06 * fbm(textureNoise, x / 60, y / 60, 2));
  // Hedges and field edges.
  const du = Math.min(u + offset - col * colWidth, (col + 1) * colWidth - (u + offset));
  const dv = Math.min(v - row * rowHeight, (row + 1) * rowHeight - v);
  const edge = Math.min(du, dv);
  if (hash2(col, row, 14 + seed) < 0.5) mix(c, [58, 80, 42], band(edge, 3.2) * 0.9);
  else mix(c, [150, 140, 110], band(edge, 1.6) * 0.6);
}

/** Farm buildings (house, barn, shed) and their yard, drawn where the island model put a farmstead. */
function farmsteadColour(x: number, y: number, c: Rgb): void {
  const f = farmsteadInCell(Math.floor(x / FARMSTEAD_CELL), Math.floor(y / FARMSTEAD_CELL));
  if (!f) return;
  const dx = x - f.x;
  const dy = y - f.y;
  if (dx * dx + dy * dy > 90 * 90) return;
  const ca = Math.cos(f.angle);
  const sa = Math.sin(f.angle);
  const u = dx * ca + dy * sa;
  const v = -dx * sa + dy * ca;
  mix(c, [150, 134, 104], band(Math.sqrt(u * u * 0.6 + v * v), 52) * 0.85);
  const buildings: Footprint[] = [
    { u0: -14, u1: 12, v0: 6, v1: 20 },
    { u0: -26, u1: 20, v0: -34, v1: -14 },
    { u0: 22, u1: 38, v0: -6, v1: 8 },
  ];
  const roofs: Rgb[] = [
    [168, 98, 78],
    [128, 130, 132],
    [150, 120, 96],
  ];
  buildings.forEach((b, k) => {
    if (inside(b, u, v)) {
      mix(c, roofs[k]!, 1);
      if (distanceInside(b, u, v) < 1.5) scale(c, 0.85);
    } else if (inside(b, u - 5 * ca + 5 * sa, v + 5 * sa + 5 * ca)) scale(c, 0.72);
  });
}

interface Footprint {
  u0: number;
  u1: number;
  v0: number;
  v1: number;
}

function inside(f: Footprint, u: number, v: number): boolean {
  return u >= f.u0 && u <= f.u1 && v >= f.v0 && v <= f.v1;
}

function distanceInside(f: Footprint, u: number, v: number): number {
  return Math.min(u - f.u0, f.u1 - u, v - f.v0, f.v1 - v);
}

function roofPalette(town: Town, tower: boolean): readonly Rgb[] {
  if (tower) return TOWER_ROOFS;
  switch (town.id) {
    case "port-brume":
      return CITY_ROOFS;
    case "valcendre":
      return MOUNTAIN_ROOFS;
    case "les-salines":
      return COAST_ROOFS;
    default:
      return TOWN_ROOFS;
  }
}

/**
 * Street grid, lots, buildings with their shadows, gardens and small parks. Returns the coverage
 * of the main streets (avenues and boulevards), which cross rivers on bridges.
 */
function urbanColour(t: Terrain, town: Town, x: number, y: number, c: Rgb): number {
  // The district whose centre is nearest decides the grid; the line halfway to the second
  // nearest one becomes a boulevard, which hides the change of grid.
  let d1 = Infinity;
  let d2 = Infinity;
  let first = town.districts[0]!;
  let second = first;
  for (const d of town.districts) {
    const dd = (x - d.x) ** 2 + (y - d.y) ** 2;
    if (dd < d1) {
      d2 = d1;
      second = first;
      d1 = dd;
      first = d;
    } else if (dd < d2) {
      d2 = dd;
      second = d;
    }
  }
  const boundary =
    second === first ? Infinity : (d2 - d1) / (2 * Math.hypot(second.x - first.x, second.y - first.y));

  const ca = Math.cos(first.angle);
  const sa = Math.sin(first.angle);
  const dx = x - first.x;
  const dy = y - first.y;
  const B = first.block;
  // Gently varying block sizes: a monotonic warp of the grid coordinates.
  const u = dx * ca + dy * sa + 0.2 * B * Math.sin(((dx * ca + dy * sa) * 2 * Math.PI) / (4.7 * B));
  const v = -dx * sa + dy * ca + 0.2 * B * Math.sin(((-dx * sa + dy * ca) * 2 * Math.PI) / (3.9 * B) + 1.3);
  const bu = Math.floor(u / B);
  const bv = Math.floor(v / B);
  const fu = u - bu * B;
  const fv = v - bv * B;
  const lineU = fu < B / 2 ? bu : bu + 1;
  const lineV = fv < B / 2 ? bv : bv + 1;
  const streetU = Math.min(fu, B - fu);
  const streetV = Math.min(fv, B - fv);
  const avenueU = lineU % 4 === 0;
  const avenueV = lineV % 4 === 0;
  const street = Math.max(
    band(streetU, avenueU ? 8.5 : 5),
    band(streetV, avenueV ? 8.5 : 5),
    band(boundary, 9),
  );
  const mainStreet = Math.max(
    avenueU ? band(streetU, 8.5) : 0,
    avenueV ? band(streetV, 8.5) : 0,
    band(boundary, 9),
  );

  const district = Math.hypot(x - PLACES.businessDistrict.x, y - PLACES.businessDistrict.y);
  const tower = town.id === "port-brume" && district < 360 + 70 * fbm(textureNoise, x / 200, y / 200, 2);
  const seed = Math.round(first.x * 7 + first.y * 3);
  const blockHash = hash2(bu, bv, seed);
  const density = t.urban;

  const lot: Rgb = [0, 0, 0];
  if (!tower && blockHash < 0.05 + 0.05 * (1 - density)) {
    // Park: lawn with clumps of trees.
    lot[0] = GARDEN[0];
    lot[1] = GARDEN[1];
    lot[2] = GARDEN[2];
    mix(lot, FOREST_LIGHT, smoothstep(0.1, 0.4, fbm(grainNoise, x / 18, y / 18, 2)));
  } else if (!tower && blockHash > 0.975) {
    // Surface car park with its parking rows.
    lot[0] = 112;
    lot[1] = 112;
    lot[2] = 112;
    mix(lot, [196, 196, 190], 0.45 * band(Math.abs((((fu % 6) + 6) % 6) - 3), 0.4));
  } else {
    // Lots: one per block for towers, otherwise 2 or 3 along and 2 across.
    const splitsU = tower ? 1 : 2 + Math.floor(hash2(bu, bv, seed + 1) * 2);
    const splitsV = tower ? 1 : 2;
    const lu = Math.min(splitsU - 1, Math.floor((fu / B) * splitsU));
    const lv = Math.min(splitsV - 1, Math.floor((fv / B) * splitsV));
    const lotW = B / splitsU;
    const lotH = B / splitsV;
    const lotKey = [bu * 4 + lu, bv * 4 + lv] as const;
    const lotHash = hash2(lotKey[0], lotKey[1], seed + 2);
    const built = lotHash < 0.2 + 0.8 * density;
    const loose = 1 - density;
    // Buildings fill the lot in the centre and shrink into houses with gardens further out.
    const inset = (k: number) => (tower ? 9 : 2.5 + 10 * loose * hash2(lotKey[0], lotKey[1], seed + 3 + k));
    const f: Footprint = {
      u0: bu * B + lu * lotW + inset(0),
      u1: bu * B + (lu + 1) * lotW - inset(1),
      v0: bv * B + lv * lotH + inset(2),
      v1: bv * B + (lv + 1) * lotH - inset(3),
    };
    lot[0] = GARDEN[0];
    lot[1] = GARDEN[1];
    lot[2] = GARDEN[2];
    if (density > 0.55) mix(lot, CONCRETE, 0.7);
    scale(lot, 1 + 0.08 * grainNoise(x / 9, y / 9));
    if (built) {
      const roof = pick(roofPalette(town, tower), hash2(lotKey[0], lotKey[1], seed + 7));
      // Light comes from the north-west, so shadows fall to the south-east (+x, -y in game space).
      const shadowLength = tower ? 14 + 22 * hash2(bu, bv, seed + 8) : 6;
      const su = 0.7071 * ca - 0.7071 * sa;
      const sv = -0.7071 * sa - 0.7071 * ca;
      if (inside(f, u, v)) {
        lot[0] = roof[0];
        lot[1] = roof[1];
        lot[2] = roof[2];
        // Roof edges and a ridge line make roofs read as roofs.
        const edgeDist = distanceInside(f, u, v);
        const ridge = tower ? 99 : Math.abs(v - (f.v0 + f.v1) / 2);
        scale(lot, edgeDist < 1.5 ? 0.84 : ridge < 0.8 ? 0.9 : 1 + 0.04 * grainNoise(x / 5, y / 5));
      } else if (
        inside(f, u - su * shadowLength, v - sv * shadowLength) ||
        inside(f, u - su * shadowLength * 0.5, v - sv * shadowLength * 0.5)
      ) {
        scale(lot, 0.58);
      }
    }
  }
  const ground: Rgb = [lot[0], lot[1], lot[2]];
  mix(ground, ASPHALT, street);
  const weight = smoothstep(0.05, 0.3, density);
  mix(c, ground, weight);
  return mainStreet * weight;
}

function hamletColour(t: Terrain, x: number, y: number, c: Rgb): void {
  // A few scattered houses with red roofs and their gardens.
  const cell = 34;
  const cu = Math.floor(x / cell);
  const cv = Math.floor(y / cell);
  const h = hash2(cu, cv, 51);
  mix(c, GARDEN, 0.5 * t.urban);
  if (h < t.urban * 1.2) {
    const fu = x - cu * cell;
    const fv = y - cv * cell;
    const f: Footprint = { u0: 8, u1: 24 + 6 * h, v0: 10, v1: 22 };
    if (inside(f, fu, fv)) mix(c, pick(TOWN_ROOFS, hash2(cu, cv, 52)), 1);
    else if (inside(f, fu - 4, fv + 4)) scale(c, 0.7);
  }
}

function docksColour(x: number, y: number, c: Rgb): void {
  const ca = Math.cos(0.12);
  const sa = Math.sin(0.12);
  const u = x * ca + y * sa;
  const v = -x * sa + y * ca;
  c[0] = CONCRETE[0];
  c[1] = CONCRETE[1];
  c[2] = CONCRETE[2];
  scale(c, 1 + 0.05 * grainNoise(x / 13, y / 13));
  // Container stacks: rows 7 units tall, 13 units long, with driving lanes between blocks of rows.
  const rowIndex = Math.floor(v / 7);
  const inLane = ((rowIndex % 6) + 6) % 6 === 5;
  const slot = Math.floor(u / 13);
  const blockGap = ((slot % 9) + 9) % 9 === 8;
  if (!inLane && !blockGap && hash2(slot, rowIndex, 61) < 0.85) {
    const fu = u - slot * 13;
    const fv = v - rowIndex * 7;
    if (fu > 0.8 && fu < 12.2 && fv > 0.6 && fv < 6.4) {
      // Containers of one shipping line are stacked together: a colour per run of slots.
      const k = pick(CONTAINERS, hash2(Math.floor(slot / 4), Math.floor(rowIndex / 2), 62));
      c[0] = k[0];
      c[1] = k[1];
      c[2] = k[2];
    } else scale(c, 0.8);
  }
}

function saltPanColour(x: number, y: number, c: Rgb): void {
  const ca = Math.cos(0.25);
  const sa = Math.sin(0.25);
  const u = x * ca + y * sa;
  const v = -x * sa + y * ca;
  const row = Math.floor(v / 44);
  const width = 48 + 40 * hash2(row, 0, 70);
  const pu = Math.floor(u / width);
  const du = Math.min(u - pu * width, (pu + 1) * width - u);
  const dv = Math.min(v - row * 44, (row + 1) * 44 - v);
  const h = hash2(pu, row, 71);
  if (h < 0.12) {
    // Abandoned pans gone back to salt meadow, crossed by tidal channels.
    mix(c, [118, 126, 92], 1);
    mix(c, [70, 108, 112], band(Math.abs(fbm(textureNoise, x / 90, y / 90, 2)), 0.03 * 90) * 0.8);
    return;
  }
  // Brine gets pinker as it concentrates, until white salt is left to harvest.
  const pan: Rgb =
    h < 0.4 ? [150, 180, 176] : h < 0.65 ? [206, 178, 172] : h < 0.85 ? [222, 210, 204] : [238, 236, 230];
  scale(pan, 1 + 0.03 * grainNoise(x / 6, y / 6));
  mix(pan, [142, 130, 104], band(Math.min(du, dv), 2.8));
  c[0] = pan[0];
  c[1] = pan[1];
  c[2] = pan[2];
}

function pitColour(
  x: number,
  y: number,
  cx: number,
  cy: number,
  radius: number,
  c: Rgb,
  light: boolean,
): void {
  // Elongated, irregular pit: benches follow the noisy outline rather than perfect circles.
  const d =
    Math.sqrt(((x - cx) / 1.25) ** 2 + (y - cy) ** 2) * 1.1 + 34 * fbm(textureNoise, x / 110, y / 110, 3);
  const ring = d / 24;
  const terrace = ring - Math.floor(ring);
  const base: Rgb = light ? [178, 170, 156] : [142, 128, 112];
  c[0] = base[0];
  c[1] = base[1];
  c[2] = base[2];
  // Benches and their shaded faces, darker towards the bottom of the pit.
  scale(c, (terrace < 0.3 ? 0.78 : 1) * (0.8 + 0.2 * (d / radius)));
  if (d < radius * 0.18 && !light) mix(c, [74, 104, 100], 1);
}

function airportColour(a: Airport, x: number, y: number, c: Rgb): void {
  const dx = x - a.x;
  const dy = y - a.y;
  const ca = Math.cos(a.angle);
  const sa = Math.sin(a.angle);
  const u = dx * ca + dy * sa;
  const v = -dx * sa + dy * ca;
  mix(c, MOWN_GRASS, 0.4);
  scale(c, Math.floor(u / 40) % 2 === 0 ? 1.03 : 0.98);
  // Perimeter service road along the fence.
  const perimeter = Math.min(
    Math.abs(Math.abs(u) - (a.halfLength - 12)),
    Math.abs(Math.abs(v) - (a.halfWidth - 12)),
  );
  if (Math.abs(u) < a.halfLength - 8 && Math.abs(v) < a.halfWidth - 8)
    mix(c, [150, 146, 134], band(perimeter, 3));
  a.runways.forEach((r, index) => {
    const rx = r.x - a.x;
    const ry = r.y - a.y;
    const ru = rx * ca + ry * sa;
    const rv = -rx * sa + ry * ca;
    const along = u - ru;
    const across = Math.abs(v - rv);
    const half = r.width / 2;
    const endDist = r.length / 2 - Math.abs(along);
    const cover = Math.min(band(across, half), clamp(endDist / UNIT + 0.5, 0, 1));
    if (cover <= 0) return;
    const surface: Rgb = index === 0 ? [RUNWAY[0], RUNWAY[1], RUNWAY[2]] : [98, 100, 104];
    if (index === 0) {
      // Threshold bars, centreline dashes and touchdown marks.
      if (endDist > 8 && endDist < 48 && across < half - 3 && Math.abs((((across % 5) + 5) % 5) - 2.5) < 1.2)
        mix(surface, WHITE, 0.9);
      if (endDist > 48 && Math.abs(((along % 50) + 50) % 50) < 30) mix(surface, WHITE, 0.8 * band(across, 1));
      if (endDist > 140 && endDist < 190 && across > 6 && across < 14) mix(surface, WHITE, 0.85);
      mix(surface, [200, 200, 196], band(Math.abs(across - (half - 1.5)), 0.6));
    } else {
      mix(surface, [214, 186, 60], 0.9 * band(across, 0.6));
    }
    mix(c, surface, cover);
  });
  // Taxiway links between the runway and the apron or the parallel runway.
  for (let k = -2; k <= 2; k++) {
    const tu = k * (a.halfLength / 2.6);
    const link = Math.min(
      band(Math.abs(u - tu), 9),
      clamp((a.apron.v0 - v) / UNIT + 0.5, 0, 1),
      clamp((v - -110) / UNIT + 0.5, 0, 1),
    );
    mix(c, [98, 100, 104], link);
  }
  const apron: Footprint = a.apron;
  const apronCover = Math.min(clamp(distanceInside(apron, u, v) / UNIT + 0.5, 0, 1), 1);
  if (apronCover > 0) {
    const concrete: Rgb = [178, 178, 174];
    scale(concrete, Math.floor(u / 30) % 2 === 0 && Math.floor(v / 30) % 2 === 0 ? 0.97 : 1.01);
    mix(
      concrete,
      [214, 186, 60],
      0.7 * band(Math.abs((((u % 60) + 60) % 60) - 30), 0.5) * (v < apron.v1 - 50 ? 1 : 0),
    );
    mix(c, concrete, apronCover);
  }
  for (const p of a.carParks) {
    const cover = clamp(distanceInside(p, u, v) / UNIT + 0.5, 0, 1);
    if (cover <= 0) continue;
    const lot: Rgb = [104, 105, 106];
    // Parking bays, and cars in most of them.
    const bay = Math.floor(u / 5);
    const row = v - p.v0 < (p.v1 - p.v0) / 2 ? 0 : 1;
    const inBay =
      Math.abs((((u % 5) + 5) % 5) - 2.5) < 1.6 && Math.abs(v - (row === 0 ? p.v0 + 6 : p.v1 - 6)) < 4;
    if (inBay && hash2(bay, row, 86) < 0.7) mix(lot, pick(CAR_COLOURS, hash2(bay, row, 87)), 0.9);
    mix(c, lot, cover);
  }
  for (const plane of a.aircraft) aircraftColour(u - plane.u, v - plane.v, plane.span, c);
  for (const b of a.buildings) {
    const d = distanceInside(b, u, v);
    if (d > -UNIT) {
      const roof: Rgb = [216, 216, 212];
      if (d < 3) scale(roof, 0.85);
      mix(c, roof, clamp(d / UNIT + 0.5, 0, 1));
    } else if (inside(b, u - 7, v + 7)) scale(c, 0.62);
  }
}

const TURBINE_BOX = {
  minX: Math.min(...WIND_TURBINES.map((t) => t.x)) - 60,
  maxX: Math.max(...WIND_TURBINES.map((t) => t.x)) + 60,
  minY: Math.min(...WIND_TURBINES.map((t) => t.y)) - 60,
  maxY: Math.max(...WIND_TURBINES.map((t) => t.y)) + 60,
};

const CAR_COLOURS: readonly Rgb[] = [
  [230, 230, 228],
  [30, 32, 36],
  [150, 152, 156],
  [120, 30, 34],
  [40, 70, 130],
  [200, 200, 196],
];

/** An airliner or light aircraft seen from above, nose towards +v, with its shadow. */
function aircraftColour(du: number, dv: number, span: number, c: Rgb): void {
  const length = span * 1.05;
  if (Math.abs(du) > span || Math.abs(dv) > length) return;
  const body = (pu: number, pv: number) => {
    const t = pv / (length / 2); // -1 tail .. 1 nose
    if (t < -1 || t > 1) return 0;
    const fuselage = Math.abs(pu) < span * 0.06 * (t > 0.8 ? Math.sqrt((1 - t) / 0.2) : 1) ? 1 : 0;
    const wingRoot = 0.12;
    const sweep = (0.25 * Math.abs(pu)) / (span / 2);
    const wing = Math.abs(pu) < span / 2 && t < wingRoot - sweep && t > wingRoot - sweep - 0.22 ? 1 : 0;
    const tail = Math.abs(pu) < span * 0.18 && t < -0.78 - sweep * 0.4 && t > -0.95 - sweep * 0.4 ? 1 : 0;
    return Math.max(fuselage, wing, tail);
  };
  if (body(du - 3, dv + 3)) scale(c, 0.72);
  if (body(du, dv)) mix(c, [236, 238, 240], 1);
}

function turbineColour(x: number, y: number, c: Rgb): void {
  if (x < TURBINE_BOX.minX || x > TURBINE_BOX.maxX || y < TURBINE_BOX.minY || y > TURBINE_BOX.maxY) return;
  for (const t of WIND_TURBINES) {
    const d = Math.hypot(x - t.x, y - t.y);
    if (d > 40) continue;
    // Tower seen from above, with its shadow and the three blades' shadow to the south-east.
    mix(c, [12, 34, 56], 0.6 * band(Math.hypot(x - t.x - 14, y - t.y + 14), 4));
    mix(
      c,
      [12, 34, 56],
      0.35 *
        band(Math.abs(x - t.x - 14 + (y - t.y + 14)) / 1.414, 1.2) *
        band(Math.hypot(x - t.x - 14, y - t.y + 14), 30),
    );
    mix(
      c,
      [12, 34, 56],
      0.35 *
        band(Math.abs(x - t.x - 14 - 0.5 * (y - t.y + 14)), 1.2) *
        band(Math.hypot(x - t.x - 14, y - t.y + 14), 24) *
        (y - t.y + 14 > 0 ? 1 : 0),
    );
    mix(c, [240, 242, 240], band(d, 4.5));
    mix(
      c,
      [240, 242, 240],
      0.8 * band(Math.abs(x - t.x - 0.5 * (y - t.y)), 1.0) * band(d, 24) * (y - t.y > 0 ? 1 : 0),
    );
    mix(
      c,
      [240, 242, 240],
      0.8 * band(Math.abs(x - t.x + (y - t.y)) / 1.414, 1.0) * band(d, 24) * (y - t.y < 0 ? 1 : 0),
    );
  }
}

interface Boat {
  x: number;
  y: number;
  /** Heading of the hull's long axis, in radians. */
  angle: number;
  length: number;
  beam: number;
  hull: Rgb;
  deck: Rgb;
}

/** Moored and anchored boats: they make the harbours read as harbours. */
const BOATS: readonly Boat[] = (() => {
  const boats: Boat[] = [];
  const white: Rgb = [236, 238, 238];
  const decks: readonly Rgb[] = [
    [200, 204, 208],
    [150, 160, 172],
    [186, 150, 110],
    [210, 212, 214],
  ];
  // Yachts moored bow-on along both sides of each marina pontoon.
  PONTOONS.forEach((p, k) => {
    for (let u = -80; u <= 84; u += 12) {
      for (const side of [-1, 1]) {
        const h = hash2(Math.round(u), k * 2 + (side > 0 ? 1 : 0), 81);
        if (h < 0.25) continue;
        const length = 14 + 8 * hash2(Math.round(u), k, 82);
        const { x, y } = basinPoint(p, u, side * (p.halfV + 2 + length / 2));
        boats.push({
          x,
          y,
          angle: p.angle + Math.PI / 2,
          length,
          beam: length * 0.34,
          hull: white,
          deck: pick(decks, h),
        });
      }
    }
  });
  // A cargo ship and a ferry alongside the commercial mole.
  const mole = COMMERCIAL_MOLE;
  boats.push({
    ...basinPoint(mole, mole.halfU + 14, 20),
    angle: mole.angle + Math.PI / 2,
    length: 220,
    beam: 28,
    hull: [60, 64, 72],
    deck: [150, 72, 56],
  });
  boats.push({
    ...basinPoint(mole, -mole.halfU - 12, -10),
    angle: mole.angle + Math.PI / 2,
    length: 150,
    beam: 22,
    hull: white,
    deck: [210, 214, 220],
  });
  // Fishing boats along the Les Salines jetty.
  const jetty = FISHING_JETTY;
  for (let u = -64; u <= 64; u += 22) {
    for (const side of [-1, 1]) {
      if (hash2(u, side, 83) < 0.3) continue;
      boats.push({
        ...basinPoint(jetty, u, side * (jetty.halfV + 6)),
        angle: jetty.angle,
        length: 18,
        beam: 6.5,
        hull: [70, 110, 150],
        deck: [214, 200, 170],
      });
    }
  }
  // A few boats at anchor off Port-Brume and Les Salines.
  const random = mulberry32(85);
  for (const [cx, cy, n] of [
    [700, -4150, 6],
    [4700, 300, 4],
  ] as const) {
    for (let i = 0; i < n; i++) {
      const length = 16 + 20 * random();
      boats.push({
        x: cx + (random() - 0.5) * 700,
        y: cy + (random() - 0.5) * 400,
        angle: random() * Math.PI,
        length,
        beam: length * 0.32,
        hull: white,
        deck: pick(decks, random()),
      });
    }
  }
  return boats;
})();

const BOAT_BOX = {
  minX: Math.min(...BOATS.map((b) => b.x)) - 130,
  maxX: Math.max(...BOATS.map((b) => b.x)) + 130,
  minY: Math.min(...BOATS.map((b) => b.y)) - 130,
  maxY: Math.max(...BOATS.map((b) => b.y)) + 130,
};

function boatColour(x: number, y: number, c: Rgb): void {
  if (x < BOAT_BOX.minX || x > BOAT_BOX.maxX || y < BOAT_BOX.minY || y > BOAT_BOX.maxY) return;
  for (const b of BOATS) {
    const dx = x - b.x;
    const dy = y - b.y;
    const reach = b.length / 2 + 10;
    if (dx * dx + dy * dy > reach * reach) continue;
    const ca = Math.cos(b.angle);
    const sa = Math.sin(b.angle);
    // Pointed bow towards +u: the hull narrows over its front third.
    const hullWidth = (u: number) => {
      const t = u / (b.length / 2);
      if (t < -1 || t > 1) return -1;
      return (
        (b.beam / 2) *
        (t > 0.3 ? 1 - ((t - 0.3) / 0.7) ** 1.6 : Math.sqrt(1 - (Math.max(0, -t - 0.8) / 0.2) ** 2))
      );
    };
    // Shadow on the water, to the south-east.
    const su = (dx - 3) * ca + (dy + 3) * sa;
    const sv = -(dx - 3) * sa + (dy + 3) * ca;
    const shadowWidth = hullWidth(su);
    if (shadowWidth > 0) mix(c, [10, 30, 44], 0.45 * clamp((shadowWidth - Math.abs(sv)) / UNIT + 0.5, 0, 1));
    const u = dx * ca + dy * sa;
    const v = -dx * sa + dy * ca;
    const width = hullWidth(u);
    if (width <= 0) continue;
    const cover = clamp((width - Math.abs(v)) / UNIT + 0.5, 0, 1);
    const colour: Rgb = [b.hull[0], b.hull[1], b.hull[2]];
    if (Math.abs(v) < width - Math.max(1.5, b.beam * 0.18) && u < b.length * 0.3 && u > -b.length * 0.42)
      mix(colour, b.deck, 1);
    mix(c, colour, cover);
  }
}

function pierColour(x: number, y: number, c: Rgb): void {
  c[0] = CONCRETE[0];
  c[1] = CONCRETE[1];
  c[2] = CONCRETE[2];
  scale(c, 1 + 0.05 * grainNoise(x / 6, y / 6));
}

function roadColour(t: Terrain, c: Rgb): void {
  // Tracks first so that paved roads cover them at junctions.
  mix(c, TRACK, 0.85 * band(t.trackDistance, ROAD_HALF_WIDTH.track));
  mix(c, HIGHWAY_EDGE, 0.5 * band(t.secondaryDistance, ROAD_HALF_WIDTH.secondary + 1.5));
  mix(c, SECONDARY, band(t.secondaryDistance, ROAD_HALF_WIDTH.secondary));
  mix(c, HIGHWAY_EDGE, 0.7 * band(t.highwayDistance, ROAD_HALF_WIDTH.highway + 2.5));
  mix(c, HIGHWAY, band(t.highwayDistance, ROAD_HALF_WIDTH.highway));
  // Dual carriageway: a darker median strip.
  mix(c, [150, 150, 144], band(t.highwayDistance, 1.2));
}

/**
 * Colour of the ground at (x, y) before relief shading. Returns how much hill-shading applies
 * (1 on open ground, less on water and built surfaces).
 */
export function groundColour(t: Terrain, x: number, y: number, c: Rgb): number {
  if (t.sea && t.shore < -UNIT) {
    seaColour(Math.max(-t.shore, (t.depth - 1) / 0.08), x, y, c);
    turbineColour(x, y, c);
    boatColour(x, y, c);
    return 0;
  }
  naturalGround(t, x, y, c);
  let shading = 1;
  let bridge = 0;

  if (t.zone === "airport" || t.zone === "airfield") {
    airportColour(AIRPORTS[t.zone === "airport" ? 0 : 1]!, x, y, c);
  } else if (t.zone === "docks") {
    docksColour(x, y, c);
    shading = 0.2;
  } else if (t.zone === "saltpans") {
    saltPanColour(x, y, c);
    shading = 0.2;
  } else if (t.zone === "mine") {
    pitColour(x, y, PLACES.mine.x, PLACES.mine.y, 230, c, false);
    shading = 0.5;
  } else if (t.zone === "quarry") {
    pitColour(x, y, PLACES.quarry.x, PLACES.quarry.y, 160, c, true);
    shading = 0.5;
  } else if (t.zone === "pier") {
    pierColour(x, y, c);
    shading = 0;
  } else if (t.urban > 0) {
    const town = t.town ? TOWNS.find((candidate) => candidate.id === t.town) : undefined;
    if (town) bridge = urbanColour(t, town, x, y, c);
    else hamletColour(t, x, y, c);
    shading = 1 - 0.6 * smoothstep(0.1, 0.6, t.urban);
  }

  // Inland water, anti-aliased on its edges.
  if (t.lakeDistance < UNIT) {
    const lake: Rgb = [LAKE[0], LAKE[1], LAKE[2]];
    mix(lake, [78, 126, 120], 1 - smoothstep(0, 60, -t.lakeDistance));
    const cover = clamp(-t.lakeDistance / UNIT + 0.5, 0, 1);
    mix(c, lake, cover);
    shading *= 1 - cover;
  }
  if (t.riverHalfWidth > 0 && t.riverDistance < t.riverHalfWidth + UNIT) {
    const cover = band(t.riverDistance, t.riverHalfWidth) * (1 - bridge);
    mix(c, RIVER, cover);
    shading *= 1 - cover;
  }
  if (t.zone !== "pier") roadColour(t, c);

  // Sea pixels within a pixel of the coast blend into the land colour (anti-aliased coastline).
  if (t.shore < UNIT / 2 && t.zone !== "pier") {
    const sea: Rgb = [0, 0, 0];
    seaColour(Math.max(0, -t.shore), x, y, sea);
    const cover = clamp(0.5 - t.shore / UNIT, 0, 1);
    mix(c, sea, cover);
    shading *= 1 - cover;
  }
  return shading;
}

/** Colour of the open sea, used for every tile away from the island. */
export function openSeaColour(): Rgb {
  return [SEA_DEEP[0], SEA_DEEP[1], SEA_DEEP[2]];
}

/** True if the zoom-4 tile (tx, ty) may contain anything else than open sea. */
export function tileHasContent(tx: number, ty: number): boolean {
  const b = tileBoundsInGame(RENDER_ZOOM, tx, ty);
  return (
    b.maxX > RENDER_BOUNDS.minX &&
    b.minX < RENDER_BOUNDS.maxX &&
    b.maxY > RENDER_BOUNDS.minY &&
    b.minY < RENDER_BOUNDS.maxY
  );
}

// Light from the north-west, 40° above the horizon; relief exaggerated so that hills read at low zoom.
const SUN_ALTITUDE = (40 * Math.PI) / 180;
const LIGHT_X = -Math.cos(SUN_ALTITUDE) * Math.SQRT1_2;
const LIGHT_Y = Math.cos(SUN_ALTITUDE) * Math.SQRT1_2;
const LIGHT_Z = Math.sin(SUN_ALTITUDE);
const EXAGGERATION = 1.8;

/**
 * Renders tile (tx, ty) to a 256×256 RGB buffer. The published tiles all come from RENDER_ZOOM;
 * other zooms render directly from the model, which only serves quick previews.
 */
export function renderTile(tx: number, ty: number, zoom: number = RENDER_ZOOM): Uint8Array {
  UNIT = 64 / 2 ** zoom;
  const size = TILE_SIZE;
  const halo = size + 2;
  const b = tileBoundsInGame(zoom, tx, ty);
  const elevation = new Float32Array(halo * halo);
  const colours = new Float32Array(size * size * 3);
  const shading = new Float32Array(size * size);
  const natural = new Uint8Array(size * size);
  const c: Rgb = [0, 0, 0];

  for (let j = 0; j < halo; j++) {
    const y = b.maxY - (j - 0.5) * UNIT;
    for (let i = 0; i < halo; i++) {
      const x = b.minX + (i - 0.5) * UNIT;
      const t = terrainAt(x, y);
      elevation[j * halo + i] = t.elevation;
      if (i === 0 || j === 0 || i === halo - 1 || j === halo - 1) continue;
      const k = (j - 1) * size + (i - 1);
      shading[k] = groundColour(t, x, y, c);
      natural[k] = t.land && t.urban < 0.05 && t.zone === null && t.road === null ? 1 : 0;
      colours[k * 3] = c[0];
      colours[k * 3 + 1] = c[1];
      colours[k * 3 + 2] = c[2];
    }
  }

  const out = new Uint8Array(size * size * 3);
  for (let j = 0; j < size; j++) {
    for (let i = 0; i < size; i++) {
      const k = j * size + i;
      const centre = (j + 1) * halo + i + 1;
      const dzdx = (elevation[centre + 1]! - elevation[centre - 1]!) / (2 * UNIT);
      const dzdy = (elevation[centre - halo]! - elevation[centre + halo]!) / (2 * UNIT);
      const slope = Math.sqrt(dzdx * dzdx + dzdy * dzdy);
      const h = elevation[centre]!;
      c[0] = colours[k * 3]!;
      c[1] = colours[k * 3 + 1]!;
      c[2] = colours[k * 3 + 2]!;
      if (natural[k]) {
        const x = b.minX + (i + 0.5) * UNIT;
        const y = b.maxY - (j + 0.5) * UNIT;
        const rough = fbm(snowNoise, x / 140, y / 140, 3);
        const rock = Math.max(
          smoothstep(0.55, 0.95, slope + 0.15 * rough),
          smoothstep(640, 760, h + 50 * rough),
        );
        if (rock > 0) {
          const rockColour: Rgb = [ROCK[0], ROCK[1], ROCK[2]];
          mix(rockColour, ROCK_HIGH, smoothstep(600, 850, h));
          // Light scree on gentler ground, gullies and cracks on cliffs.
          mix(
            rockColour,
            [170, 162, 148],
            0.5 *
              (1 - smoothstep(0.4, 0.9, slope)) *
              smoothstep(0, 0.4, fbm(textureNoise, x / 70, y / 70, 3)),
          );
          const cracks = ridged(snowNoise, x / 160, y / 160, 3);
          scale(
            rockColour,
            (1 + 0.14 * fbm(textureNoise, x / 45, y / 45, 3) + 0.1 * grainNoise(x / 8, y / 8)) *
              (1 - 0.3 * smoothstep(0.55, 0.85, cracks)),
          );
          mix(c, rockColour, rock);
        }
        const snow = smoothstep(730, 800, h + 70 * rough) * (1 - smoothstep(0.9, 1.6, slope));
        if (snow > 0) {
          const snowColour: Rgb = [SNOW[0], SNOW[1], SNOW[2]];
          scale(snowColour, 1 - 0.06 * smoothstep(0, 0.5, fbm(grainNoise, x / 30, y / 30, 2)));
          mix(
            c,
            snowColour,
            snow * smoothstep(-0.35, -0.1, fbm(textureNoise, x / 90 + 5, y / 90, 3) + (h - 800) / 200),
          );
        }
      }
      const nx = -dzdx * EXAGGERATION;
      const ny = -dzdy * EXAGGERATION;
      const lambert = (nx * LIGHT_X + ny * LIGHT_Y + LIGHT_Z) / Math.sqrt(nx * nx + ny * ny + 1) / LIGHT_Z;
      const s = shading[k]!;
      const f = clamp(1 + (0.5 * lambert - 0.5) * 0.95 * s, 0.45, 1.35);
      out[k * 3] = clamp(Math.round(c[0] * f), 0, 255);
      out[k * 3 + 1] = clamp(Math.round(c[1] * f), 0, 255);
      out[k * 3 + 2] = clamp(Math.round(c[2] * f), 0, 255);
    }
  }
  return out;
}
