// Home slides, social card, 404 illustration and the site background:
// public/img/home/slide-{1..4}.webp, public/img/og-default.png,
// public/img/not-found.webp, public/img/bg-mist.webp.
// Run: ./node_modules/.bin/tsx generators/assets/home-images.ts
import { logoMark } from "./lib/logo";
import {
  beam,
  boat,
  car,
  container,
  crane,
  forest,
  lighthouse,
  person,
  pine,
  sailboat,
  sitter,
  skyline,
  voiceWaves,
  warehouse,
} from "./lib/props";
import { publicPath, writePng, writeWebp } from "./lib/render";
import {
  hills,
  islandPath,
  mistBand,
  moon,
  sceneDefs,
  sky,
  stars,
  waterGlints,
  type Canvas,
} from "./lib/scene";
import {
  between,
  blurFilter,
  escapeXml,
  FONT,
  linearGradient,
  n,
  palette,
  radialGradient,
  rng,
  svgDoc,
  type Rand,
} from "./lib/svg";

const SLIDE: Canvas = { width: 1600, height: 700 };

function seaDefs(): string {
  return (
    linearGradient("sea", [
      [0, palette.navy600],
      [1, palette.navy900],
    ]) +
    linearGradient(
      "beam",
      [
        [0, palette.amberLight, 0.5],
        [1, palette.amberLight, 0],
      ],
      "h",
    ) +
    radialGradient("fire", [
      [0, palette.amberLight, 0.55],
      [0.35, palette.amber, 0.22],
      [1, palette.amber, 0],
    ]) +
    radialGradient("horizon", [
      [0, palette.amber, 0.28],
      [0.6, palette.amber, 0.06],
      [1, palette.amber, 0],
    ])
  );
}

function cityLights(rand: Rand, x0: number, x1: number, y: number, count: number): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    out += `<circle cx="${n(between(rand, x0, x1))}" cy="${n(y - rand() * rand() * 26)}" r="${n(between(rand, 1, 2.2))}" fill="${palette.amberLight}" opacity="${between(rand, 0.5, 1).toFixed(2)}"/>`;
  }
  return out;
}

/** Slide 1, "discover, share, embody": three characters look out over the island. */
function slideDiscover(): string {
  const rand = rng("slide-1");
  const c = SLIDE;
  const seaY = 450;
  const body =
    sky(c) +
    stars(rand, c, 140, 0.55) +
    moon(1190, 130, 40) +
    `<rect y="${seaY}" width="${c.width}" height="${c.height - seaY}" fill="url(#sea)"/>` +
    waterGlints(rand, 1090, 1290, seaY + 8, 640, 26, palette.amberLight) +
    waterGlints(rand, 0, 1000, seaY + 10, 690, 50) +
    `<path d="${islandPath(rand, 240, 1480, seaY, 210, 0.58)}" fill="${palette.navy500}"/>` +
    `<path d="${islandPath(rand, 380, 1200, seaY, 110, 0.4)}" fill="${palette.navy600}"/>` +
    forest(rand, 420, 900, seaY - 6, 14, 26, palette.navy700, 14) +
    cityLights(rand, 420, 700, seaY - 2, 60) +
    beam(262, seaY - 52, 172, 420, 36, "beam") +
    lighthouse(262, seaY + 2, 58) +
    mistBand(rand, c, seaY - 40, 70, 0.22) +
    mistBand(rand, c, seaY + 10, 50, 0.18, { blur: "m" }) +
    // foreground headland with the characters
    `<path d="M800,700C840,680 860,660 880,640C960,600 1030,572 1100,566C1200,556 1400,560 1600,548L1600,700Z" fill="${palette.navy900}"/>` +
    `<path d="M800,700C840,680 860,660 880,640C960,600 1030,572 1100,566C1200,556 1400,560 1600,548" fill="none" stroke="${palette.tealDark}" stroke-width="4" opacity="0.7"/>` +
    `<circle cx="1292" cy="500" r="70" fill="url(#fire)"/>` +
    person(1180, 570, 150, palette.navy950, "coat") +
    person(1262, 566, 138, palette.navy950, "hair") +
    `<path d="M1285,470V496" stroke="${palette.navy950}" stroke-width="3"/><rect x="1279" y="494" width="13" height="17" rx="3" fill="${palette.amberLight}"/>` +
    person(1345, 563, 156, palette.navy950, "pack", true) +
    mistBand(rand, c, 690, 80, 0.2);
  return svgDoc(c.width, c.height, body, sceneDefs(c) + seaDefs());
}

/** Slide 2, "a community server": friends talking around a campfire. */
function slideCommunity(): string {
  const rand = rng("slide-2");
  const c = SLIDE;
  const fireX = 1060;
  const groundY = 600;
  const flames =
    `<path d="M${fireX - 30},${groundY - 6}C${fireX - 40},${groundY - 50} ${fireX - 6},${groundY - 66} ${fireX},${groundY - 110}C${fireX + 14},${groundY - 70} ${fireX + 42},${groundY - 50} ${fireX + 30},${groundY - 6}Z" fill="${palette.coral}"/>` +
    `<path d="M${fireX - 20},${groundY - 6}C${fireX - 26},${groundY - 40} ${fireX - 2},${groundY - 50} ${fireX + 4},${groundY - 82}C${fireX + 12},${groundY - 50} ${fireX + 28},${groundY - 36} ${fireX + 20},${groundY - 6}Z" fill="${palette.amber}"/>` +
    `<path d="M${fireX - 10},${groundY - 6}C${fireX - 12},${groundY - 26} ${fireX},${groundY - 32} ${fireX + 2},${groundY - 50}C${fireX + 8},${groundY - 32} ${fireX + 14},${groundY - 22} ${fireX + 10},${groundY - 6}Z" fill="#fff3d6"/>`;
  let sparks = "";
  for (let i = 0; i < 26; i++) {
    sparks += `<circle cx="${n(fireX + between(rand, -70, 90))}" cy="${n(groundY - between(rand, 110, 330))}" r="${n(between(rand, 1.2, 3))}" fill="${palette.amberLight}" opacity="${between(rand, 0.3, 0.9).toFixed(2)}"/>`;
  }
  const silhouette = "#0a101b";
  const body =
    sky(c) +
    stars(rand, c, 160, 0.6) +
    // an aurora-like veil of teal light
    `<g filter="url(#s-blur-l)" opacity="0.5"><path d="M200,210C500,120 800,250 1100,150S1500,120 1700,170L1700,250C1500,200 1300,260 1100,230S500,220 200,290Z" fill="${palette.teal}" opacity="0.45"/></g>` +
    moon(330, 120, 30) +
    hills(rand, c, [
      { baseY: 470, amplitude: 70, color: palette.navy600, steps: 6 },
      { baseY: 520, amplitude: 40, color: palette.navy700, steps: 8 },
    ]) +
    forest(rand, -20, 1620, 500, 50, 90, palette.navy700, 34) +
    mistBand(rand, c, 495, 70, 0.2) +
    forest(rand, -20, 1620, 560, 70, 130, palette.navy800, 42) +
    `<path d="M-10,700L-10,600C300,570 700,585 1000,590S1400,575 1610,585L1610,700Z" fill="${palette.navy900}"/>` +
    `<circle cx="${fireX}" cy="${groundY - 40}" r="330" fill="url(#fire)"/>` +
    `<ellipse cx="${fireX}" cy="${groundY + 8}" rx="260" ry="26" fill="${palette.amber}" opacity="0.12"/>` +
    sparks +
    // people in a circle around the fire, the ones in the back first
    person(1010, 588, 124, silhouette, "cap") +
    person(1124, 590, 118, silhouette, "hair", true) +
    `<rect x="${fireX - 46}" y="${groundY - 12}" width="92" height="14" rx="7" fill="#6b4423" transform="rotate(-10 ${fireX} ${groundY})"/>` +
    `<rect x="${fireX - 46}" y="${groundY - 12}" width="92" height="14" rx="7" fill="#7d5330" transform="rotate(12 ${fireX} ${groundY})"/>` +
    flames +
    sitter(905, 612, 96, silhouette) +
    sitter(800, 622, 104, silhouette) +
    sitter(1215, 614, 100, silhouette, true) +
    sitter(1330, 626, 108, silhouette, true) +
    voiceWaves(1010, 446, [22, 38, 54], palette.tealLight) +
    voiceWaves(1330, 500, [18, 32, 46], palette.amberLight) +
    voiceWaves(797, 516, [18, 32], palette.tealLight) +
    // a little equaliser: someone is speaking right now
    [0, 1, 2, 3, 4]
      .map((i) => {
        const h = [14, 30, 22, 36, 18][i] ?? 20;
        return `<rect x="${1150 + i * 10}" y="${446 - h}" width="6" height="${h}" rx="3" fill="${palette.tealLight}" opacity="0.85"/>`;
      })
      .join("") +
    mistBand(rand, c, 690, 70, 0.14);
  return svgDoc(c.width, c.height, body, sceneDefs(c) + seaDefs());
}

function mountain(x: number, base: number, top: number, halfWidth: number, fill: string): string {
  const h = base - top;
  const capY = top + h * 0.28;
  const cap = `M${n(x - halfWidth * 0.28)},${n(capY)}L${n(x)},${n(top)}L${n(x + halfWidth * 0.28)},${n(capY)}L${n(x + halfWidth * 0.12)},${n(capY - 10)}L${n(x)},${n(capY + 6)}L${n(x - halfWidth * 0.14)},${n(capY - 8)}Z`;
  return (
    `<path d="M${n(x - halfWidth)},${base}L${n(x)},${n(top)}L${n(x + halfWidth)},${base}Z" fill="${fill}"/>` +
    `<path d="M${n(x)},${n(top)}L${n(x + halfWidth)},${base}L${n(x + halfWidth * 0.2)},${base}Z" fill="#000" opacity="0.14"/>` +
    `<path d="${cap}" fill="#e8edf5"/>`
  );
}

/** Slide 3, activities: mountains, boats, a car on the coast road, someone fishing. */
function slideActivities(): string {
  const rand = rng("slide-3");
  const c = SLIDE;
  const seaY = 480;
  // V-shaped wake fanning out behind the motorboat.
  const wake =
    `<path d="M768,550L600,530L620,546Z" fill="#fff" opacity="0.18"/>` +
    `<path d="M768,552L610,566L630,556Z" fill="#fff" opacity="0.14"/>` +
    `<path d="M768,551L680,548" stroke="#fff" stroke-width="3" stroke-linecap="round" opacity="0.5"/>`;
  const planks = Array.from(
    { length: 14 },
    (_, i) => `<rect x="${i * 30}" y="612" width="27" height="10" fill="#6b4f33"/>`,
  ).join("");
  const posts = [30, 140, 250, 360]
    .map((x) => `<rect x="${x}" y="620" width="10" height="80" fill="#4d3824"/>`)
    .join("");
  const body =
    sky(c) +
    `<ellipse cx="820" cy="${seaY}" rx="900" ry="260" fill="url(#horizon)"/>` +
    stars(rand, c, 90, 0.4) +
    moon(300, 110, 26) +
    mountain(700, seaY, 190, 260, palette.navy500) +
    mountain(980, seaY, 120, 300, palette.navy400) +
    mountain(1290, seaY, 210, 240, palette.navy500) +
    forest(rand, 480, 1560, seaY - 2, 24, 46, palette.navy700, 16) +
    // ski lodge of Valcendre, lights on
    `<path d="M958,262L984,244L1010,262Z" fill="${palette.coral}"/><rect x="962" y="262" width="44" height="22" fill="#e8edf5"/><rect x="970" y="268" width="10" height="8" fill="${palette.amberLight}"/><rect x="988" y="268" width="10" height="8" fill="${palette.amberLight}"/>` +
    mistBand(rand, c, seaY - 50, 90, 0.3) +
    `<rect y="${seaY}" width="${c.width}" height="${c.height - seaY}" fill="url(#sea)"/>` +
    waterGlints(rand, 0, 1600, seaY + 6, 690, 70) +
    sailboat(520, 520, 120) +
    wake +
    boat(820, 552, 110, palette.teal) +
    // coast road with a car, headlights on
    `<path d="M880,700L940,610C1100,588 1300,582 1610,570L1610,700Z" fill="${palette.navy800}"/>` +
    `<path d="M930,632C1100,612 1300,604 1610,594L1610,640C1300,648 1100,654 915,668Z" fill="${palette.navy700}"/>` +
    `<path d="M960,650C1100,634 1300,626 1600,617" fill="none" stroke="${palette.amber}" stroke-width="3" stroke-dasharray="26 20" opacity="0.7"/>` +
    car(1240, 648, 190, palette.coral, "beam") +
    // pier with someone fishing at the end
    planks +
    posts +
    sitter(380, 612, 70, palette.navy950, false) +
    `<path d="M392,570L470,500" stroke="${palette.steelLight}" stroke-width="3" stroke-linecap="round"/>` +
    `<path d="M470,500C492,540 496,600 500,640" stroke="${palette.mist}" stroke-width="1.2" fill="none" opacity="0.8"/>` +
    `<circle cx="500" cy="642" r="5" fill="${palette.amber}"/>` +
    `<path d="M490,650Q500,644 510,650" stroke="#fff" stroke-width="1.5" fill="none" opacity="0.5"/>` +
    mistBand(rand, c, 690, 70, 0.16);
  return svgDoc(c.width, c.height, body, sceneDefs(c) + seaDefs());
}

/** Slide 4, enterprises: the harbour of Port-Brume at night. */
function slideEnterprises(): string {
  const rand = rng("slide-4");
  const c = SLIDE;
  const quayY = 560;
  const colors = [
    palette.teal,
    palette.amber,
    palette.coral,
    palette.steel,
    palette.tealDark,
    palette.amberDark,
  ];
  let stacks = "";
  for (let col = 0; col < 4; col++) {
    const rows = 2 + (col % 3 === 0 ? 1 : col % 2);
    for (let row = 0; row < rows; row++)
      stacks += container(
        830 + col * 64,
        quayY - 28 * (row + 1),
        60,
        26,
        colors[(col * 3 + row * 2) % colors.length]!,
      );
  }
  let deck = "";
  for (let i = 0; i < 7; i++) {
    const h = 1 + ((i * 5) % 3);
    for (let k = 0; k < h; k++)
      deck += container(150 + i * 52, 560 - 22 * (k + 1), 48, 20, colors[(i + k * 2) % colors.length]!);
  }
  let lamps = "";
  for (let x = 700; x < 1600; x += 150) {
    lamps += `<rect x="${x}" y="${quayY - 60}" width="3" height="60" fill="${palette.steel}"/><circle cx="${x + 1.5}" cy="${quayY - 62}" r="4" fill="${palette.amberLight}"/><circle cx="${x + 1.5}" cy="${quayY - 62}" r="20" fill="url(#fire)"/>`;
  }
  const body =
    sky(c) +
    stars(rand, c, 110, 0.45) +
    moon(1420, 110, 28) +
    skyline(rand, 560, 1620, 470, 60, 190, palette.navy600, 0.3) +
    mistBand(rand, c, 470, 70, 0.2) +
    mistBand(rand, c, 400, 90, 0.1) +
    skyline(rand, 900, 1620, 520, 30, 90, palette.navy700, 0.25) +
    `<rect y="${quayY}" width="${c.width}" height="${c.height - quayY}" fill="url(#sea)"/>` +
    waterGlints(rand, 0, 1600, quayY + 30, 690, 60, palette.amberLight) +
    `<rect x="640" y="${quayY}" width="960" height="40" fill="${palette.navy800}"/>` +
    `<rect x="640" y="${quayY}" width="960" height="5" fill="${palette.steel}"/>` +
    warehouse(rand, 1110, quayY, 170, 80, palette.navy500, palette.navy400) +
    warehouse(rand, 1300, quayY, 220, 96, palette.navy500, palette.tealDark) +
    stacks +
    crane(700, quayY, 330, palette.amber) +
    // cargo ship moored along the quay
    deck +
    `<path d="M90,560L560,560L540,628L120,628Z" fill="${palette.navy950}"/>` +
    `<rect x="90" y="580" width="470" height="8" fill="${palette.coral}" opacity="0.8"/>` +
    `<path d="M500,560L500,500L560,500L560,560Z" fill="#e8edf5"/><rect x="508" y="510" width="44" height="10" fill="${palette.amberLight}"/>` +
    `<rect x="520" y="470" width="12" height="30" fill="${palette.coral}"/>` +
    crane(1010, quayY, 300, palette.teal) +
    lamps +
    mistBand(rand, c, 640, 70, 0.18) +
    mistBand(rand, c, 700, 60, 0.14, { blur: "m" });
  return svgDoc(c.width, c.height, body, sceneDefs(c) + seaDefs());
}

/** 1200×630 card shared on social networks. */
export function socialCard(): string {
  const c: Canvas = { width: 1200, height: 630 };
  const rand = rng("og-default");
  const seaY = 470;
  const body =
    sky(c) +
    stars(rand, c, 90, 0.6) +
    moon(1010, 120, 34) +
    `<rect y="${seaY}" width="${c.width}" height="${c.height - seaY}" fill="url(#sea)"/>` +
    waterGlints(rand, 930, 1090, seaY + 8, 620, 16, palette.amberLight) +
    `<path d="${islandPath(rand, 560, 1220, seaY, 190, 0.5)}" fill="${palette.navy500}"/>` +
    `<path d="${islandPath(rand, 660, 1120, seaY, 90, 0.4)}" fill="${palette.navy600}"/>` +
    cityLights(rand, 1060, 1190, seaY - 2, 34) +
    mistBand(rand, c, seaY - 30, 70, 0.24) +
    // left panel keeps the title readable over the scene
    `<rect width="${c.width}" height="${c.height}" fill="url(#fade)"/>` +
    `<g transform="translate(84,120) scale(2.6)">${logoMark("og")}</g>` +
    `<text x="84" y="380" font-family="${FONT}" font-size="92" font-weight="bold" fill="#fff">${escapeXml("Brumes RP")}</text>` +
    `<rect x="88" y="408" width="120" height="6" rx="3" fill="${palette.amber}"/>` +
    `<text x="86" y="470" font-family="${FONT}" font-size="34" fill="${palette.mist}">${escapeXml("Serveur RP communautaire depuis 2020")}</text>` +
    mistBand(rand, c, 620, 60, 0.18);
  const fade = linearGradient(
    "fade",
    [
      [0, palette.navy900, 0.85],
      [0.45, palette.navy900, 0.55],
      [0.75, palette.navy900, 0],
    ],
    "h",
  );
  return svgDoc(c.width, c.height, body, sceneDefs(c) + seaDefs() + fade);
}

/** 480×320 playful "lost in the fog" scene for the 404 page. */
function notFound(): string {
  const c: Canvas = { width: 480, height: 320 };
  const rand = rng("not-found");
  // Footprints wander in a loop: whoever walked here went round in circles.
  let steps = "";
  for (let i = 0; i < 16; i++) {
    const t = (i / 16) * Math.PI * 2;
    const x = 250 + Math.cos(t) * 120;
    const y = 268 + Math.sin(t) * 22;
    const angle = (t * 180) / Math.PI + 90;
    const side = i % 2 === 0 ? -4 : 4;
    steps += `<ellipse cx="${n(x)}" cy="${n(y + side * 0.6)}" rx="4.5" ry="2.5" fill="${palette.mist}" opacity="0.35" transform="rotate(${n(angle)} ${n(x)} ${n(y)})"/>`;
  }
  const signArm = (y: number, angle: number, color: string): string =>
    `<g transform="translate(120,${y}) rotate(${angle})"><path d="M0,-11L62,-11L76,0L62,11L0,11Z" fill="${color}"/></g>`;
  const body =
    sky(c) +
    stars(rand, c, 30, 0.5) +
    `<circle cx="400" cy="60" r="22" fill="${palette.amberLight}" opacity="0.9"/>` +
    hills(rand, c, [
      { baseY: 220, amplitude: 40, color: palette.navy600, steps: 5 },
      { baseY: 250, amplitude: 20, color: palette.navy700, steps: 6 },
    ]) +
    pine(60, 236, 70, palette.navy700) +
    pine(430, 232, 80, palette.navy700) +
    mistBand(rand, c, 210, 60, 0.3, { blur: "m" }) +
    `<rect y="250" width="480" height="70" fill="${palette.navy800}"/>` +
    steps +
    // signpost whose arms disagree with each other
    `<rect x="115" y="120" width="10" height="150" rx="3" fill="#7d5330"/>` +
    signArm(136, -20, palette.amber) +
    signArm(170, 200, palette.teal) +
    signArm(202, 15, palette.coral) +
    // the lost explorer: round body, lantern, a map held upside down
    `<g transform="translate(290,250)">` +
    `<circle cx="40" cy="-70" r="34" fill="url(#fire)"/>` +
    `<ellipse cx="0" cy="4" rx="34" ry="7" fill="#000" opacity="0.25"/>` +
    `<rect x="-16" y="-22" width="11" height="26" rx="5" fill="${palette.navy950}"/><rect x="5" y="-22" width="11" height="26" rx="5" fill="${palette.navy950}"/>` +
    `<ellipse cx="0" cy="-50" rx="32" ry="38" fill="${palette.teal}"/>` +
    `<path d="M-30,-62C-20,-96 20,-96 30,-62C10,-72 -10,-72 -30,-62Z" fill="${palette.amber}"/>` +
    `<rect x="-36" y="-66" width="72" height="7" rx="3.5" fill="${palette.amberDark}"/>` +
    `<circle cx="-11" cy="-46" r="8" fill="#fff"/><circle cx="13" cy="-46" r="8" fill="#fff"/>` +
    `<circle cx="-8" cy="-48" r="3.5" fill="${palette.navy900}"/><circle cx="9" cy="-43" r="3.5" fill="${palette.navy900}"/>` +
    `<path d="M-8,-26Q0,-31 8,-26" stroke="${palette.navy900}" stroke-width="2.5" fill="none" stroke-linecap="round"/>` +
    `<path d="M30,-50L44,-62" stroke="${palette.tealDark}" stroke-width="7" stroke-linecap="round"/>` +
    `<path d="M44,-62V-70" stroke="${palette.steelLight}" stroke-width="2"/>` +
    `<rect x="36" y="-70" width="16" height="20" rx="3" fill="${palette.amberLight}"/><rect x="34" y="-72" width="20" height="4" rx="2" fill="${palette.navy700}"/>` +
    `<path d="M-30,-44L-52,-30" stroke="${palette.tealDark}" stroke-width="7" stroke-linecap="round"/>` +
    `<g transform="translate(-74,-46) rotate(170)"><path d="M-18,-14L-6,-10L6,-14L18,-10L18,14L6,10L-6,14L-18,10Z" fill="${palette.parchment}"/><path d="M-6,-10V14M6,-14V10" stroke="${palette.parchmentDark}" stroke-width="1.5"/><path d="M-12,4L-2,-2L10,2" stroke="${palette.coral}" stroke-width="2" fill="none" stroke-dasharray="3 3"/></g>` +
    `</g>` +
    // spinning stars over the explorer's head
    [
      [262, 140],
      [290, 130],
      [318, 140],
    ]
      .map(
        ([x, y]) =>
          `<path d="M${x},${y! - 6}L${x! + 2},${y! - 2}L${x! + 6},${y}L${x! + 2},${y! + 2}L${x},${y! + 6}L${x! - 2},${y! + 2}L${x! - 6},${y}L${x! - 2},${y! - 2}Z" fill="${palette.amberLight}"/>`,
      )
      .join("") +
    mistBand(rand, c, 300, 50, 0.35, { blur: "m" }) +
    mistBand(rand, c, 150, 50, 0.12, { blur: "l" });
  return svgDoc(c.width, c.height, body, sceneDefs(c) + seaDefs());
}

/** 1920×1080 site background: very soft, so that text stays readable on top. */
function backgroundMist(): string {
  const c: Canvas = { width: 1920, height: 1080 };
  const rand = rng("bg-mist");
  const defs =
    linearGradient("bg", [
      [0, palette.navy700],
      [0.6, palette.navy850],
      [1, palette.navy900],
    ]) +
    blurFilter("haze", 60, { x: -400, y: -400, w: 2720, h: 1880 }) +
    blurFilter("haze-s", 30, { x: -400, y: -400, w: 2720, h: 1880 });
  let mist = "";
  for (const [y, thickness, strength] of [
    [260, 160, 0.05],
    [520, 220, 0.06],
    [800, 200, 0.07],
    [1020, 180, 0.08],
  ] as const) {
    for (let i = 0; i < 7; i++) {
      const cx = (c.width * (i + between(rand, 0, 1))) / 6 - 100;
      mist += `<ellipse cx="${n(cx)}" cy="${n(y + between(rand, -40, 40))}" rx="${n(between(rand, 260, 420))}" ry="${n(thickness * between(rand, 0.3, 0.5))}" fill="${palette.mist}" opacity="${(strength * between(rand, 0.6, 1)).toFixed(3)}"/>`;
    }
  }
  const body =
    `<rect width="${c.width}" height="${c.height}" fill="url(#bg)"/>` +
    `<g filter="url(#haze)">${mist}</g>` +
    `<path d="${islandPath(rand, 1100, 1980, 900, 150, 0.45)}" fill="${palette.navy800}" opacity="0.55" filter="url(#haze-s)"/>` +
    `<path d="${islandPath(rand, -60, 700, 960, 110, 0.6)}" fill="${palette.navy800}" opacity="0.5" filter="url(#haze-s)"/>`;
  return svgDoc(c.width, c.height, body, defs);
}

export async function generateHomeImages(): Promise<void> {
  console.log("Home slides and shared images");
  const slides = [slideDiscover, slideCommunity, slideActivities, slideEnterprises];
  for (const [i, draw] of slides.entries()) {
    await writeWebp(draw(), publicPath("img/home", `slide-${i + 1}.webp`), {
      maxBytes: 90 * 1024,
      quality: 90,
    });
  }
  await writePng(socialCard(), publicPath("img/og-default.png"), { maxBytes: 150 * 1024 });
  await writeWebp(notFound(), publicPath("img/not-found.webp"), { maxBytes: 30 * 1024, quality: 88 });
  await writeWebp(backgroundMist(), publicPath("img/bg-mist.webp"), { maxBytes: 80 * 1024, quality: 94 });
}

if (import.meta.url === `file://${process.argv[1]}`) await generateHomeImages();
