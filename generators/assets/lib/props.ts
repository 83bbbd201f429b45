// Scene props for the large illustrations (home slides, social card, 404, video).
// Every function returns markup positioned with a transform; sizes are in pixels.
import { between, n, palette, type Rand } from "./svg";

/** Standing figure, feet at (x, y), `h` pixels tall. `variant` changes the outline. */
export function person(
  x: number,
  y: number,
  h: number,
  fill: string,
  variant: "coat" | "hair" | "cap" | "pack" | "plain" = "plain",
  flip = false,
): string {
  const s = h / 100;
  const extra = {
    coat: `<path d="M-16,-58L-22,-14L22,-14L16,-58Z"/>`,
    hair: `<path d="M-10,-90C-12,-100 10,-102 11,-90L12,-70L6,-74L-6,-74L-12,-70Z"/>`,
    cap: `<path d="M-10,-92C-10,-100 10,-100 10,-92L20,-91L20,-88L-10,-88Z"/>`,
    pack: `<rect x="-27" y="-72" width="14" height="30" rx="5"/>`,
    plain: "",
  }[variant];
  return (
    `<g transform="translate(${n(x)},${n(y)}) scale(${flip ? -s : s},${s})" fill="${fill}">` +
    `<circle cx="0" cy="-88" r="9.5"/>` +
    `<path d="M-12,-76C-17,-76 -19,-72 -19,-66L-21,-38L-15,-38L-13,-52L-12,-2L-3,0L-1.5,-36L1.5,-36L3,0L12,-2L13,-52L15,-38L21,-38L19,-66C19,-72 17,-76 12,-76Z"/>` +
    extra +
    `</g>`
  );
}

/** Figure sitting on the ground facing right, hips at (x, y). */
export function sitter(x: number, y: number, h: number, fill: string, flip = false): string {
  const s = h / 60;
  return (
    `<g transform="translate(${n(x)},${n(y)}) scale(${flip ? -s : s},${s})" fill="${fill}">` +
    `<circle cx="-2" cy="-52" r="7.5"/>` +
    `<path d="M-11,-42C-14,-42 -15,-38 -15,-34L-13,-6L-2,0L14,0L22,0L22,-5L14,-6L18,-18C18,-21 16,-22 12,-22L4,-22L7,-34C7,-40 4,-42 0,-42Z"/>` +
    `<path d="M4,-36L16,-26L14,-23L2,-30Z"/>` +
    `</g>`
  );
}

/** Lighthouse with its lit lamp; base centre at (x, y). The beam is drawn separately. */
export function lighthouse(x: number, y: number, h: number): string {
  const s = h / 100;
  return (
    `<g transform="translate(${n(x)},${n(y)}) scale(${s})">` +
    `<path d="M-12,0L-8,-70L8,-70L12,0Z" fill="#e8edf5"/>` +
    `<path d="M-11,-20L-10,-32L10,-32L11,-20ZM-9.2,-46L-8.6,-56L8.6,-56L9.2,-46Z" fill="${palette.coral}"/>` +
    `<rect x="-10" y="-74" width="20" height="4" fill="${palette.navy700}"/>` +
    `<rect x="-6" y="-86" width="12" height="12" fill="${palette.amberLight}"/>` +
    `<path d="M-8,-86L0,-95L8,-86Z" fill="${palette.navy700}"/>` +
    `<rect x="-16" y="-2" width="32" height="4" fill="${palette.navy600}"/>` +
    `</g>`
  );
}

/** Light beam from (x, y) pointing at `angle` degrees, `length` px long. */
export function beam(
  x: number,
  y: number,
  angle: number,
  length: number,
  spread: number,
  gradientId: string,
): string {
  return `<g transform="translate(${n(x)},${n(y)}) rotate(${n(angle)})"><path d="M0,0L${n(length)},${n(-spread)}L${n(length)},${n(spread)}Z" fill="url(#${gradientId})"/></g>`;
}

/** Small fishing or leisure boat, waterline centre at (x, y), `w` wide, facing right. */
export function boat(
  x: number,
  y: number,
  w: number,
  hull: string = palette.amber,
  cabin = "#e8edf5",
): string {
  const s = w / 100;
  return (
    `<g transform="translate(${n(x)},${n(y)}) scale(${Math.round(s * 1000) / 1000})">` +
    `<path d="M-48,-14L52,-14L40,6L-42,6Z" fill="${hull}"/>` +
    `<rect x="-48" y="-16" width="100" height="4" fill="#fff" opacity="0.7"/>` +
    `<path d="M-26,-14L-26,-34L6,-34L16,-14Z" fill="${cabin}"/>` +
    `<rect x="-20" y="-30" width="9" height="8" fill="${palette.amberLight}"/><rect x="-7" y="-30" width="9" height="8" fill="${palette.amberLight}"/>` +
    `<rect x="-18" y="-56" width="3" height="22" fill="${cabin}"/>` +
    `<path d="M-15,-54L-2,-50L-15,-46Z" fill="${palette.teal}"/>` +
    `</g>`
  );
}

/** Sailing boat, waterline centre at (x, y). */
export function sailboat(x: number, y: number, w: number): string {
  const s = w / 100;
  return (
    `<g transform="translate(${n(x)},${n(y)}) scale(${Math.round(s * 1000) / 1000})">` +
    `<path d="M-50,-10L50,-10L38,6L-40,6Z" fill="#e8edf5"/>` +
    `<rect x="-2" y="-110" width="4" height="100" fill="${palette.steelLight}"/>` +
    `<path d="M4,-104L4,-16L46,-16Z" fill="#f7f9fc"/>` +
    `<path d="M-4,-96L-4,-16L-40,-16Z" fill="${palette.teal}"/>` +
    `</g>`
  );
}

/** Pine tree, base at (x, y). */
export function pine(x: number, y: number, h: number, fill: string): string {
  const w = h * 0.42;
  return `<path d="M${n(x)},${n(y - h)}L${n(x + w * 0.55)},${n(y - h * 0.55)}L${n(x + w * 0.35)},${n(y - h * 0.55)}L${n(x + w)},${n(y - h * 0.08)}L${n(x + w * 0.12)},${n(y - h * 0.08)}L${n(x + w * 0.12)},${n(y)}L${n(x - w * 0.12)},${n(y)}L${n(x - w * 0.12)},${n(y - h * 0.08)}L${n(x - w)},${n(y - h * 0.08)}L${n(x - w * 0.35)},${n(y - h * 0.55)}L${n(x - w * 0.55)},${n(y - h * 0.55)}Z" fill="${fill}"/>`;
}

export function forest(
  rand: Rand,
  x0: number,
  x1: number,
  y: number,
  hMin: number,
  hMax: number,
  fill: string,
  spacing: number,
): string {
  let out = "";
  for (let x = x0; x < x1; x += spacing * between(rand, 0.6, 1.2))
    out += pine(x, y + between(rand, -4, 4), between(rand, hMin, hMax), fill);
  return out;
}

/** Side view of a car, wheels on y, facing right, `w` wide. */
export function car(x: number, y: number, w: number, body: string, headlightGradient?: string): string {
  const s = w / 270;
  return (
    `<g transform="translate(${n(x)},${n(y - 70 * s)}) scale(${Math.round(s * 1000) / 1000})">` +
    (headlightGradient ? `<path d="M130,-6L420,-70L420,60Z" fill="url(#${headlightGradient})"/>` : "") +
    `<path d="M-132,40L-132,4C-132,-6 -124,-13 -112,-15L-72,-21L-42,-56C-37,-61 -30,-63 -22,-63L50,-63C60,-63 66,-59 72,-53L100,-21L120,-17C130,-15 136,-7 136,4L136,40Z" fill="${body}"/>` +
    `<path d="M-62,-26L-38,-52L-4,-52L-4,-26ZM4,-52L50,-52L86,-26L4,-26Z" fill="#c9eef0" opacity="0.85"/>` +
    `<ellipse cx="130" cy="-2" rx="6" ry="8" fill="${palette.amberLight}"/>` +
    `<rect x="-134" y="-8" width="8" height="14" rx="3" fill="${palette.coral}"/>` +
    `<circle cx="-76" cy="44" r="26" fill="#1d2535"/><circle cx="-76" cy="44" r="11" fill="${palette.steelLight}"/>` +
    `<circle cx="78" cy="44" r="26" fill="#1d2535"/><circle cx="78" cy="44" r="11" fill="${palette.steelLight}"/>` +
    `</g>`
  );
}

/** Harbour gantry crane standing on y, legs at x, `h` tall, boom pointing left. */
export function crane(x: number, y: number, h: number, color: string): string {
  const s = h / 200;
  return (
    `<g transform="translate(${n(x)},${n(y)}) scale(${Math.round(s * 1000) / 1000})" fill="${color}">` +
    `<rect x="-40" y="-150" width="8" height="150"/><rect x="32" y="-150" width="8" height="150"/>` +
    `<path d="M-40,-60L-32,-60L32,-140L40,-140L40,-132L-32,-52L-40,-52Z" opacity="0.8"/>` +
    `<rect x="-44" y="-158" width="88" height="12"/>` +
    `<rect x="-170" y="-176" width="260" height="10"/>` +
    `<path d="M-170,-176L0,-200L10,-200L10,-176Z" opacity="0.9"/>` +
    `<path d="M-170,-170L0,-198" stroke="${color}" stroke-width="2" fill="none"/>` +
    `<rect x="14" y="-198" width="40" height="22" fill="${palette.navy700}"/><rect x="18" y="-194" width="32" height="8" fill="${palette.amberLight}"/>` +
    `<rect x="-128" y="-166" width="24" height="10"/>` +
    `<path d="M-118,-156V-96" stroke="${palette.steelLight}" stroke-width="2"/>` +
    `<rect x="-134" y="-96" width="34" height="8"/>` +
    `</g>`
  );
}

/** Shipping container, top-left at (x, y). */
export function container(x: number, y: number, w: number, h: number, fill: string): string {
  let ribs = "";
  for (let rx = x + 6; rx < x + w - 4; rx += 8) ribs += `M${n(rx)},${n(y + 3)}V${n(y + h - 3)}`;
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"/><path d="${ribs}" stroke="#000" stroke-opacity="0.18" stroke-width="2"/>`;
}

/** Warehouse with a shallow roof and lit windows, bottom-left at (x, y). */
export function warehouse(
  rand: Rand,
  x: number,
  y: number,
  w: number,
  h: number,
  wall: string,
  roof: string,
): string {
  let windows = "";
  for (let wx = x + 14; wx < x + w - 24; wx += 28) {
    if (rand() < 0.7)
      windows += `<rect x="${n(wx)}" y="${n(y - h + 18)}" width="14" height="9" fill="${palette.amberLight}" opacity="${between(rand, 0.55, 1).toFixed(2)}"/>`;
  }
  return (
    `<path d="M${n(x)},${n(y)}V${n(y - h)}L${n(x + w / 2)},${n(y - h - 16)}L${n(x + w)},${n(y - h)}V${n(y)}Z" fill="${wall}"/>` +
    `<path d="M${n(x - 4)},${n(y - h + 2)}L${n(x + w / 2)},${n(y - h - 18)}L${n(x + w + 4)},${n(y - h + 2)}L${n(x + w + 4)},${n(y - h - 2)}L${n(x + w / 2)},${n(y - h - 22)}L${n(x - 4)},${n(y - h - 2)}Z" fill="${roof}"/>` +
    windows +
    `<rect x="${n(x + w * 0.3)}" y="${n(y - h * 0.5)}" width="${n(w * 0.4)}" height="${n(h * 0.5)}" fill="#000" opacity="0.25"/>`
  );
}

/** City skyline with lit windows, buildings standing on y. */
export function skyline(
  rand: Rand,
  x0: number,
  x1: number,
  y: number,
  hMin: number,
  hMax: number,
  fill: string,
  windowOdds = 0.35,
): string {
  let out = "";
  let x = x0;
  while (x < x1) {
    const w = between(rand, 26, 64);
    const h = between(rand, hMin, hMax);
    out += `<rect x="${n(x)}" y="${n(y - h)}" width="${n(w)}" height="${n(h + 2)}" fill="${fill}"/>`;
    for (let wy = y - h + 8; wy < y - 8; wy += 12) {
      for (let wx = x + 5; wx < x + w - 7; wx += 10) {
        if (rand() < windowOdds)
          out += `<rect x="${n(wx)}" y="${n(wy)}" width="4" height="5" fill="${palette.amberLight}" opacity="${between(rand, 0.35, 0.9).toFixed(2)}"/>`;
      }
    }
    if (rand() < 0.25)
      out += `<rect x="${n(x + w / 2 - 1)}" y="${n(y - h - 18)}" width="2" height="18" fill="${fill}"/><circle cx="${n(x + w / 2)}" cy="${n(y - h - 19)}" r="2.5" fill="${palette.coral}"/>`;
    x += w + between(rand, 0, 6);
  }
  return out;
}

/** Concentric arcs rising from (x, y): someone talking on voice chat. */
export function voiceWaves(x: number, y: number, radii: readonly number[], color: string): string {
  return radii
    .map(
      (r, i) =>
        `<path d="M${n(x - r * 0.7)},${n(y - r * 0.7)}A${r},${r} 0 0 1 ${n(x + r * 0.7)},${n(y - r * 0.7)}" fill="none" stroke="${color}" stroke-width="${n(Math.max(2, 5 - i))}" stroke-linecap="round" opacity="${(0.9 - i * 0.22).toFixed(2)}"/>`,
    )
    .join("");
}

/** Wavy line for the sea surface, from x0 to x1 at y. */
export function waveLine(
  x0: number,
  x1: number,
  y: number,
  amplitude: number,
  wavelength: number,
  phase = 0,
): string {
  let d = `M${n(x0)},${n(y + Math.sin(phase) * amplitude)}`;
  const step = wavelength / 8;
  for (let x = x0 + step; x <= x1 + step; x += step)
    d += `L${n(x)},${n(y + Math.sin(phase + ((x - x0) / wavelength) * Math.PI * 2) * amplitude)}`;
  return d;
}
