// Flat icon drawings for the rulebook categories. Each one is centred on (0, 0)
// and fits roughly in x ∈ [-150, 150], y ∈ [-150, 100].
import { blob, gearPath, linearGradient, n, palette, rng, starPath } from "./svg";

/** Gradients the icons refer to by id. */
export function iconDefs(): string {
  return (
    linearGradient("g-amber", [
      [0, palette.amberLight],
      [1, palette.amberDark],
    ]) +
    linearGradient("g-teal", [
      [0, palette.tealLight],
      [1, palette.tealDark],
    ]) +
    linearGradient("g-steel", [
      [0, palette.steelLight],
      [1, palette.steel],
    ]) +
    linearGradient("g-paper", [
      [0, palette.parchment],
      [1, palette.parchmentDark],
    ]) +
    linearGradient("g-stone", [
      [0, "#eef2f8"],
      [1, "#bcc8da"],
    ]) +
    linearGradient("g-cloak", [
      [0, palette.navy400],
      [1, palette.navy700],
    ]) +
    linearGradient("g-screen", [
      [0, palette.tealDark],
      [1, palette.navy600],
    ]) +
    linearGradient("g-night", [
      [0, palette.navy400],
      [1, palette.navy700],
    ]) +
    linearGradient(
      "g-beam",
      [
        [0, palette.amberLight, 0.55],
        [1, palette.amberLight, 0],
      ],
      "h",
    )
  );
}

function heart(cx: number, cy: number, s: number): string {
  return `M${n(cx)},${n(cy + s * 0.7)}C${n(cx - s * 1.2)},${n(cy - s * 0.1)} ${n(cx - s * 0.6)},${n(cy - s * 0.95)} ${n(cx)},${n(cy - s * 0.35)}C${n(cx + s * 0.6)},${n(cy - s * 0.95)} ${n(cx + s * 1.2)},${n(cy - s * 0.1)} ${n(cx)},${n(cy + s * 0.7)}Z`;
}

function drop(cx: number, cy: number, s: number): string {
  return `M${n(cx)},${n(cy - s)}C${n(cx + s * 0.25)},${n(cy - s * 0.5)} ${n(cx + s * 0.7)},${n(cy - s * 0.1)} ${n(cx + s * 0.7)},${n(cy + s * 0.3)}A${n(s * 0.7)},${n(s * 0.7)} 0 0 1 ${n(cx - s * 0.7)},${n(cy + s * 0.3)}C${n(cx - s * 0.7)},${n(cy - s * 0.1)} ${n(cx - s * 0.25)},${n(cy - s * 0.5)} ${n(cx)},${n(cy - s)}Z`;
}

/** Map pin with its tip on (x, y). */
export function pin(x: number, y: number, r: number, fill: string): string {
  return (
    `<path d="M${n(x)},${n(y)}C${n(x - r * 0.4)},${n(y - r * 0.6)} ${n(x - r)},${n(y - r)} ${n(x - r)},${n(y - r * 1.6)}A${n(r)},${n(r)} 0 1 1 ${n(x + r)},${n(y - r * 1.6)}C${n(x + r)},${n(y - r)} ${n(x + r * 0.4)},${n(y - r * 0.6)} ${n(x)},${n(y)}Z" fill="${fill}"/>` +
    `<circle cx="${n(x)}" cy="${n(y - r * 1.6)}" r="${n(r * 0.42)}" fill="#fff"/>`
  );
}

function columns(x0: number, count: number, gap: number, y: number, h: number, w: number): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    const x = x0 + i * gap;
    out += `<rect x="${n(x)}" y="${n(y)}" width="${w}" height="${h}" fill="#f7f9fc"/>`;
    out += `<rect x="${n(x + w * 0.62)}" y="${n(y)}" width="${n(w * 0.38)}" height="${h}" fill="#d3dcea"/>`;
    out += `<rect x="${n(x - 3)}" y="${n(y)}" width="${w + 6}" height="5" fill="#dfe6f0"/>`;
  }
  return out;
}

const preamble = (): string => {
  let lines = "";
  const widths = [118, 96, 124, 88, 110, 70];
  widths.forEach((w, i) => {
    lines += `<rect x="-66" y="${-46 + i * 17}" width="${w}" height="6" rx="3" fill="#bfa77b"/>`;
  });
  return (
    `<rect x="-86" y="-74" width="154" height="150" fill="url(#g-paper)"/>` +
    lines +
    `<rect x="-100" y="-90" width="182" height="26" rx="13" fill="#e8d9b8"/>` +
    `<circle cx="-100" cy="-77" r="13" fill="#cdb68a"/><circle cx="-100" cy="-77" r="5" fill="#a98f5f"/>` +
    `<circle cx="82" cy="-77" r="13" fill="#cdb68a"/><circle cx="82" cy="-77" r="5" fill="#a98f5f"/>` +
    `<rect x="-100" y="66" width="182" height="26" rx="13" fill="#e8d9b8"/>` +
    `<circle cx="-100" cy="79" r="13" fill="#cdb68a"/><circle cx="-100" cy="79" r="5" fill="#a98f5f"/>` +
    `<circle cx="82" cy="79" r="13" fill="#cdb68a"/><circle cx="82" cy="79" r="5" fill="#a98f5f"/>` +
    // wax seal with two ribbon tails
    `<path d="M22,52 L14,86 L26,78 L32,90 L38,56Z" fill="${palette.coral}" opacity="0.85"/>` +
    `<circle cx="30" cy="46" r="17" fill="${palette.coral}"/><circle cx="30" cy="46" r="11" fill="none" stroke="#fff" stroke-opacity="0.45" stroke-width="2"/>` +
    // quill: nib on the paper, feather rising to the upper right
    `<g transform="translate(46,24) rotate(-62)">` +
    `<path d="M30,0C62,-30 142,-42 196,-22C152,-6 92,16 30,0Z" fill="url(#g-teal)"/>` +
    `<path d="M60,-6L84,-26M92,-8L118,-30M124,-12L150,-30M80,2L104,10M112,-2L140,4" stroke="${palette.tealDark}" stroke-width="2.5" stroke-linecap="round"/>` +
    `<path d="M0,0L190,-20" stroke="#fff" stroke-width="3" stroke-linecap="round"/>` +
    `<path d="M-2,0L30,-6L30,6Z" fill="${palette.navy700}"/>` +
    `</g>`
  );
};

const gamemode = (): string => {
  const rand = rng("gamemode-island");
  const panels = [
    "M-126,-72L-42,-88L-42,84L-126,70Z",
    "M-42,-88L42,-72L42,70L-42,84Z",
    "M42,-72L126,-88L126,84L42,70Z",
  ];
  const clip = `<clipPath id="map-clip"><path d="${panels.join("")}"/></clipPath>`;
  return (
    `<defs>${clip}</defs>` +
    panels.map((d) => `<path d="${d}" fill="#bfe3dd"/>`).join("") +
    `<g clip-path="url(#map-clip)">` +
    `<path d="${blob(rand, 0, 4, 92, 62, 11, 0.35)}" fill="#eadcb6"/>` +
    `<path d="${blob(rand, -2, 2, 78, 50, 10, 0.3)}" fill="#7cc6a4"/>` +
    `<path d="M-40,-10L-26,-34L-12,-10ZM-18,-14L-2,-42L14,-14Z" fill="#5b7f8f"/>` +
    `<path d="M-16,-38L-2,-42L-8,-32Z" fill="#fff"/>` +
    `<ellipse cx="34" cy="18" rx="16" ry="9" fill="#74b9d8"/>` +
    `<path d="M-74,30C-50,34 -40,14 -14,18S20,40 44,-8S78,-34 92,-26" fill="none" stroke="${palette.amberDark}" stroke-width="4" stroke-dasharray="8 8" stroke-linecap="round"/>` +
    `</g>` +
    // fold shading
    `<path d="${panels[1]}" fill="#0d1422" opacity="0.14"/>` +
    `<path d="${panels[2]}" fill="#fff" opacity="0.08"/>` +
    `<path d="${panels.join("")}" fill="none" stroke="#8fbdb6" stroke-width="2"/>` +
    // compass rose
    `<g transform="translate(-96,-50)"><circle r="14" fill="#fff" opacity="0.85"/><path d="M0,-11L4,0L0,11L-4,0Z" fill="${palette.coral}"/><path d="M0,0L4,0L0,11L-4,0Z" fill="${palette.navy600}"/></g>` +
    pin(-74, 28, 15, palette.teal) +
    pin(92, -24, 20, palette.amber)
  );
};

const government = (): string =>
  `<g transform="translate(0,12)">` +
  `<rect x="-2" y="-172" width="4" height="62" fill="${palette.steelLight}"/>` +
  `<path d="M2,-170C18,-178 32,-160 52,-167L52,-140C32,-133 18,-151 2,-143Z" fill="url(#g-amber)"/>` +
  `<path d="M-42,-80A42,40 0 0 1 42,-80Z" fill="url(#g-teal)"/>` +
  `<path d="M-8,-118L8,-118L4,-108L-4,-108Z" fill="${palette.tealDark}"/>` +
  `<rect x="-40" y="-80" width="80" height="18" fill="#dfe6f0"/>` +
  [-30, -15, 0, 15]
    .map((x) => `<rect x="${x + 4}" y="-77" width="7" height="12" rx="3" fill="${palette.navy600}"/>`)
    .join("") +
  `<path d="M-116,-22L0,-64L116,-22Z" fill="url(#g-stone)"/>` +
  `<path d="M-90,-28L0,-58L90,-28Z" fill="#d3dcea"/>` +
  `<circle cx="0" cy="-38" r="9" fill="${palette.amber}"/>` +
  `<rect x="-112" y="-24" width="224" height="14" fill="#e8edf5"/>` +
  `<rect x="-102" y="-10" width="204" height="68" fill="#c4cfdf"/>` +
  columns(-92, 6, 35.6, -10, 68, 14) +
  `<path d="M-3,58L-3,28A8,8 0 0 1 13,28L13,58Z" fill="${palette.amber}"/>` +
  `<rect x="-112" y="58" width="224" height="12" fill="#dfe6f0"/>` +
  `<rect x="-124" y="70" width="248" height="12" fill="${palette.steelLight}"/>` +
  `</g>`;

const character = (): string => {
  const gauges = [
    {
      y: -46,
      pct: 0.9,
      color: palette.coral,
      icon: `<path d="${heart(38, -46, 12)}" fill="${palette.coral}"/>`,
    },
    {
      y: 0,
      pct: 0.55,
      color: palette.teal,
      icon: `<path d="${drop(38, 1, 13)}" fill="${palette.tealLight}"/>`,
    },
    {
      y: 46,
      pct: 0.72,
      color: palette.amber,
      icon: `<path d="M42,32L30,50L38,50L34,60L46,42L38,42Z" fill="${palette.amber}"/>`,
    },
  ];
  return (
    `<circle cx="-78" cy="-48" r="38" fill="url(#g-teal)"/>` +
    `<path d="M-150,96C-150,28 -120,2 -78,2C-36,2 -6,28 -6,96Z" fill="url(#g-teal)"/>` +
    `<path d="M-104,-70A38,38 0 0 1 -52,-80" fill="none" stroke="#fff" stroke-opacity="0.5" stroke-width="4" stroke-linecap="round"/>` +
    `<rect x="14" y="-86" width="144" height="170" rx="16" fill="${palette.navy600}" opacity="0.92"/>` +
    `<rect x="14" y="-86" width="144" height="170" rx="16" fill="none" stroke="${palette.navy400}" stroke-width="2"/>` +
    gauges
      .map(
        (g) =>
          g.icon +
          `<rect x="60" y="${g.y - 7}" width="84" height="14" rx="7" fill="${palette.navy900}"/>` +
          `<rect x="60" y="${g.y - 7}" width="${n(84 * g.pct)}" height="14" rx="7" fill="${g.color}"/>`,
      )
      .join("")
  );
};

const vehicles = (): string => {
  const wheel = (x: number): string =>
    `<circle cx="${x}" cy="44" r="31" fill="${palette.navy850}"/>` +
    `<circle cx="${x}" cy="44" r="26" fill="#1d2535"/>` +
    `<circle cx="${x}" cy="44" r="12" fill="${palette.steelLight}"/>` +
    `<circle cx="${x}" cy="44" r="4" fill="${palette.steel}"/>`;
  return (
    `<path d="M130,-6L330,-60L330,60Z" fill="url(#g-beam)"/>` +
    `<path d="M-200,-20H-150M-215,6H-148M-190,30H-150" stroke="#fff" stroke-opacity="0.35" stroke-width="4" stroke-linecap="round"/>` +
    `<rect x="-180" y="72" width="360" height="5" rx="2.5" fill="${palette.navy500}"/>` +
    `<path d="M-132,40L-132,4C-132,-6 -124,-13 -112,-15L-72,-21L-42,-56C-37,-61 -30,-63 -22,-63L50,-63C60,-63 66,-59 72,-53L100,-21L120,-17C130,-15 136,-7 136,4L136,40Z" fill="url(#g-teal)"/>` +
    `<path d="M-62,-26L-38,-52L-4,-52L-4,-26Z" fill="#c9eef0"/>` +
    `<path d="M4,-52L50,-52L86,-26L4,-26Z" fill="#c9eef0"/>` +
    `<path d="M14,-52L30,-52L12,-26L4,-26L4,-40Z" fill="#fff" opacity="0.6"/>` +
    `<path d="M0,-26L0,36M-70,-16L-70,36" stroke="${palette.tealDark}" stroke-width="2.5"/>` +
    `<rect x="8" y="-12" width="16" height="5" rx="2.5" fill="${palette.tealDark}"/>` +
    `<rect x="-62" y="-12" width="16" height="5" rx="2.5" fill="${palette.tealDark}"/>` +
    `<rect x="-132" y="22" width="268" height="8" fill="${palette.tealDark}" opacity="0.6"/>` +
    `<ellipse cx="130" cy="-2" rx="6" ry="8" fill="${palette.amberLight}"/>` +
    `<rect x="-134" y="-8" width="8" height="14" rx="3" fill="${palette.coral}"/>` +
    wheel(-76) +
    wheel(78)
  );
};

const enterprises = (): string => {
  const windows = [-104, -70, -36, -2, 32]
    .map(
      (x, i) =>
        `<rect x="${x}" y="12" width="22" height="18" rx="2" fill="${i === 2 ? palette.amberLight : palette.amber}" opacity="${i === 1 ? 0.55 : 0.95}"/>`,
    )
    .join("");
  return (
    `<g fill="#fff">` +
    `<circle cx="104" cy="-116" r="12" opacity="0.35"/><circle cx="118" cy="-134" r="16" opacity="0.28"/><circle cx="140" cy="-148" r="20" opacity="0.2"/>` +
    `<circle cx="52" cy="-86" r="9" opacity="0.3"/><circle cx="62" cy="-102" r="12" opacity="0.22"/>` +
    `</g>` +
    `<rect x="88" y="-104" width="30" height="186" fill="url(#g-steel)"/>` +
    `<rect x="88" y="-92" width="30" height="8" fill="${palette.amber}"/><rect x="88" y="-72" width="30" height="8" fill="${palette.amber}"/>` +
    `<rect x="42" y="-76" width="20" height="70" fill="url(#g-steel)"/>` +
    `<path d="M-126,82L-126,-20L-126,-60L-66,-20L-66,-60L-6,-20L-6,-60L54,-20L80,-20L80,82Z" fill="url(#g-stone)"/>` +
    `<path d="M-126,-60L-120,-56L-120,-24L-126,-20ZM-66,-60L-60,-56L-60,-24L-66,-20ZM-6,-60L0,-56L0,-24L-6,-20Z" fill="${palette.teal}"/>` +
    `<path d="M-126,-60L-66,-20L-66,-28L-120,-64Z" fill="${palette.tealDark}" opacity="0.5"/>` +
    windows +
    `<rect x="-126" y="40" width="206" height="6" fill="#aebbd0"/>` +
    `<rect x="-40" y="50" width="44" height="32" fill="${palette.teal}"/>` +
    `<path d="M-40,58H4M-40,66H4M-40,74H4" stroke="${palette.tealDark}" stroke-width="2"/>` +
    `<g transform="translate(52,62)"><path d="${gearPath(8, 15, 11, 5)}" fill="${palette.amber}" fill-rule="evenodd"/></g>`
  );
};

const crafts = (): string => {
  const sparks = [
    [-30, -52, -48, -72],
    [-10, -60, -14, -86],
    [14, -56, 30, -80],
    [30, -46, 54, -58],
    [-40, -40, -64, -46],
  ]
    .map(
      ([x1, y1, x2, y2]) =>
        `<path d="M${x1},${y1}L${x2},${y2}" stroke="${palette.amberLight}" stroke-width="3.5" stroke-linecap="round"/>`,
    )
    .join("");
  return (
    `<path d="M-128,-16C-98,-16 -72,-20 -56,-24L92,-24L92,4L62,4C46,6 36,18 36,34L36,48L72,62L72,80L-72,80L-72,62L-36,48L-36,34C-36,18 -46,8 -62,6C-82,4 -104,-4 -128,-16Z" fill="url(#g-steel)"/>` +
    `<rect x="-56" y="-24" width="148" height="6" fill="#d6dfeb"/>` +
    `<rect x="-72" y="74" width="144" height="6" fill="${palette.navy500}"/>` +
    // glowing bar being forged
    `<rect x="-40" y="-36" width="90" height="12" rx="6" fill="${palette.amber}"/>` +
    `<rect x="-30" y="-34" width="60" height="5" rx="2.5" fill="#fff3d6"/>` +
    sparks +
    `<g transform="translate(56,-96) rotate(-50)">` +
    `<rect x="-6" y="0" width="13" height="124" rx="6" fill="${palette.amberDark}"/>` +
    `<rect x="-38" y="-26" width="76" height="32" rx="5" fill="url(#g-steel)"/>` +
    `<rect x="-38" y="-26" width="76" height="8" rx="4" fill="#d6dfeb"/>` +
    `</g>`
  );
};

const banking = (): string => {
  const coinStack = (cx: number, baseY: number, count: number): string => {
    let out = "";
    for (let i = 0; i < count; i++) {
      const y = baseY - i * 10;
      out += `<rect x="${cx - 32}" y="${y - 10}" width="64" height="10" fill="${palette.amberDark}"/>`;
      out += `<ellipse cx="${cx}" cy="${y}" rx="32" ry="10" fill="${palette.amberDark}"/>`;
      out += `<path d="M${cx - 32},${y}A32,10 0 0 0 ${cx + 32},${y}" fill="none" stroke="#a8691c" stroke-width="1.5"/>`;
      out += `<ellipse cx="${cx}" cy="${y - 10}" rx="32" ry="10" fill="${palette.amber}"/>`;
    }
    const top = baseY - count * 10;
    return (
      out +
      `<ellipse cx="${cx}" cy="${top}" rx="22" ry="6" fill="none" stroke="${palette.amberLight}" stroke-width="2.5"/>`
    );
  };
  return (
    `<path d="M-140,-34L-58,-80L24,-34Z" fill="url(#g-stone)"/>` +
    `<circle cx="-58" cy="-50" r="11" fill="${palette.amber}"/><circle cx="-58" cy="-50" r="6" fill="none" stroke="${palette.amberDark}" stroke-width="2"/>` +
    `<rect x="-136" y="-34" width="156" height="12" fill="#e8edf5"/>` +
    `<rect x="-128" y="-22" width="140" height="84" fill="#c4cfdf"/>` +
    columns(-122, 4, 40, -22, 84, 14) +
    `<rect x="-136" y="62" width="156" height="10" fill="#dfe6f0"/>` +
    `<rect x="-144" y="72" width="172" height="10" fill="${palette.steelLight}"/>` +
    coinStack(62, 82, 6) +
    coinStack(124, 82, 3) +
    `<g transform="translate(100,-36) rotate(-14)">` +
    `<circle r="30" fill="${palette.amberDark}"/><circle cx="-3" cy="-2" r="28" fill="${palette.amber}"/>` +
    `<path d="${starPath(-3, -2, 13, 5.5)}" fill="${palette.amberLight}"/>` +
    `<circle cx="-3" cy="-2" r="21" fill="none" stroke="${palette.amberLight}" stroke-width="2.5"/>` +
    `</g>`
  );
};

const housing = (): string =>
  `<g transform="translate(-14,-6) scale(1.12)">` +
  `<ellipse cx="0" cy="84" rx="170" ry="10" fill="${palette.teal}" opacity="0.35"/>` +
  `<rect x="2" y="-78" width="20" height="46" fill="${palette.steel}"/>` +
  `<rect x="-106" y="-12" width="134" height="94" fill="url(#g-stone)"/>` +
  `<path d="M-128,-6L-39,-86L50,-6Z" fill="url(#g-amber)"/>` +
  `<path d="M-128,-6L-39,-86L-39,-76L-116,-4Z" fill="#fff" opacity="0.18"/>` +
  `<circle cx="-39" cy="-36" r="11" fill="${palette.navy600}"/><circle cx="-39" cy="-36" r="7" fill="${palette.amberLight}"/>` +
  `<path d="M-58,82L-58,38A17,17 0 0 1 -24,38L-24,82Z" fill="url(#g-teal)"/>` +
  `<circle cx="-31" cy="60" r="2.5" fill="${palette.amberLight}"/>` +
  `<rect x="-96" y="14" width="30" height="30" rx="3" fill="${palette.amberLight}"/>` +
  `<rect x="-10" y="14" width="30" height="30" rx="3" fill="${palette.amber}"/>` +
  `<path d="M-81,14V44M-96,29H-66M5,14V44M-10,29H20" stroke="${palette.navy600}" stroke-width="3"/>` +
  // mailbox on its post, flag raised, a letter waiting
  `<rect x="112" y="6" width="11" height="78" fill="${palette.amberDark}"/>` +
  `<path d="M86,14L86,-12A28,20 0 0 1 142,-12L142,14Z" fill="url(#g-teal)"/>` +
  `<path d="M86,14L86,-12A12,20 0 0 1 98,-30" fill="none" stroke="${palette.tealDark}" stroke-width="3"/>` +
  `<rect x="142" y="-34" width="5" height="30" fill="${palette.steel}"/>` +
  `<rect x="147" y="-34" width="20" height="12" fill="${palette.coral}"/>` +
  `<g transform="translate(76,-2) rotate(-12)"><rect x="-16" y="-10" width="34" height="22" rx="2" fill="#fff"/><path d="M-16,-10L1,3L18,-10" fill="none" stroke="${palette.slate}" stroke-width="2"/></g>` +
  `</g>`;

const police = (): string => {
  const shield = (s: number): string =>
    `M0,${-100 * s}C${30 * s},${-82 * s} ${62 * s},${-78 * s} ${90 * s},${-80 * s}C${92 * s},${-10 * s} ${70 * s},${60 * s} 0,${100 * s}C${-70 * s},${60 * s} ${-92 * s},${-10 * s} ${-90 * s},${-80 * s}C${-62 * s},${-78 * s} ${-30 * s},${-82 * s} 0,${-100 * s}Z`;
  let dots = "";
  for (let i = 0; i < 14; i++) {
    const a = (i / 14) * Math.PI * 2;
    dots += `<circle cx="${n(Math.cos(a) * 50)}" cy="${n(-6 + Math.sin(a) * 50)}" r="2.6" fill="${palette.amberLight}"/>`;
  }
  return (
    `<path d="${shield(1.05)}" fill="${palette.amberDark}"/>` +
    `<path d="${shield(0.98)}" fill="url(#g-amber)"/>` +
    `<path d="${shield(0.8)}" fill="${palette.navy600}"/>` +
    dots +
    `<path d="${starPath(0, -6, 38, 16)}" fill="url(#g-amber)"/>` +
    `<path d="${starPath(0, -6, 16, 7)}" fill="${palette.amberLight}"/>` +
    `<path d="M-74,44L74,44L66,58L74,72L-74,72L-66,58Z" fill="${palette.teal}"/>` +
    `<path d="M-54,52H54M-54,64H54" stroke="${palette.tealLight}" stroke-width="2"/>` +
    `<path d="M-60,-84C-30,-78 -12,-86 0,-96" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="5" stroke-linecap="round"/>`
  );
};

const justice = (): string => {
  const pan = (cx: number): string =>
    `<path d="M${cx},-64L${cx - 38},14M${cx},-64L${cx + 38},14" stroke="${palette.amberLight}" stroke-width="2.5"/>` +
    `<path d="M${cx - 46},14A46,26 0 0 0 ${cx + 46},14Z" fill="url(#g-amber)"/>` +
    `<rect x="${cx - 46}" y="11" width="92" height="6" rx="3" fill="${palette.amberLight}"/>` +
    `<circle cx="${cx}" cy="-64" r="6" fill="${palette.amber}"/>`;
  return (
    `<path d="M-62,94L62,94L44,74L-44,74Z" fill="${palette.amberDark}"/>` +
    `<rect x="-7" y="-84" width="14" height="160" fill="url(#g-amber)"/>` +
    `<rect x="-118" y="-74" width="236" height="10" rx="5" fill="url(#g-amber)"/>` +
    `<circle cx="0" cy="-92" r="13" fill="${palette.amber}"/><circle cx="-3" cy="-95" r="5" fill="${palette.amberLight}"/>` +
    pan(-108) +
    pan(108)
  );
};

const illegals = (): string =>
  `<path d="M0,-116C46,-116 72,-80 74,-38C76,-6 84,20 112,44C128,58 134,80 134,100L-134,100C-134,80 -128,58 -112,44C-84,20 -76,-6 -74,-38C-72,-80 -46,-116 0,-116Z" fill="url(#g-cloak)"/>` +
  `<path d="M-74,-38C-72,-80 -46,-116 0,-116C46,-116 72,-80 74,-38" fill="none" stroke="${palette.tealLight}" stroke-opacity="0.35" stroke-width="3" stroke-linecap="round"/>` +
  `<ellipse cx="0" cy="-30" rx="44" ry="56" fill="${palette.navy950}"/>` +
  `<path d="M-50,-52C-30,-60 -12,-54 0,-46C12,-54 30,-60 50,-52C52,-38 44,-26 30,-26C16,-26 8,-34 0,-34C-8,-34 -16,-26 -30,-26C-44,-26 -52,-38 -50,-52Z" fill="url(#g-amber)"/>` +
  `<ellipse cx="-22" cy="-42" rx="10" ry="5" fill="${palette.navy950}"/><ellipse cx="22" cy="-42" rx="10" ry="5" fill="${palette.navy950}"/>` +
  `<circle cx="-20" cy="-42" r="2.6" fill="#fff"/><circle cx="24" cy="-42" r="2.6" fill="#fff"/>` +
  `<path d="M-34,0C-20,8 20,8 34,0L30,16C16,24 -16,24 -30,16Z" fill="${palette.navy700}"/>` +
  `<path d="M-24,40L0,62L24,40" fill="none" stroke="${palette.navy500}" stroke-width="4" stroke-linecap="round"/>`;

const prison = (): string => {
  let bricks = "";
  const rand = rng("prison-bricks");
  for (let row = 0; row < 8; row++) {
    const y = -110 + row * 24;
    const offset = row % 2 === 0 ? 0 : -24;
    for (let x = -150 + offset; x < 150; x += 48) {
      const x0 = Math.max(-150, x);
      const x1 = Math.min(150, x + 46);
      bricks += `<rect x="${x0}" y="${y}" width="${x1 - x0}" height="22" rx="3" fill="${palette.navy500}" opacity="${(0.55 + rand() * 0.35).toFixed(2)}"/>`;
    }
  }
  const bars = [-60, -30, 0, 30, 60]
    .map((x) => `<rect x="${x - 5}" y="-78" width="10" height="140" rx="4" fill="url(#g-steel)"/>`)
    .join("");
  return (
    `<rect x="-150" y="-110" width="300" height="190" rx="10" fill="${palette.navy600}"/>` +
    bricks +
    `<rect x="-92" y="-86" width="184" height="156" rx="8" fill="${palette.navy400}"/>` +
    `<rect x="-80" y="-76" width="160" height="136" rx="4" fill="url(#g-night)"/>` +
    `<path d="M30,-62A20,20 0 1 0 30,-22A24,24 0 0 1 30,-62Z" fill="${palette.amberLight}"/>` +
    `<circle cx="-44" cy="-50" r="1.8" fill="#fff"/><circle cx="-16" cy="-24" r="1.4" fill="#fff"/><circle cx="16" cy="-60" r="1.6" fill="#fff"/>` +
    bars +
    `<rect x="-80" y="-14" width="160" height="10" rx="4" fill="url(#g-steel)"/>` +
    `<rect x="-100" y="60" width="200" height="12" rx="3" fill="${palette.steelLight}"/>`
  );
};

const installation = (): string =>
  `<rect x="-132" y="-104" width="264" height="170" rx="14" fill="${palette.navy950}"/>` +
  `<rect x="-132" y="-104" width="264" height="170" rx="14" fill="none" stroke="${palette.navy400}" stroke-width="3"/>` +
  `<rect x="-118" y="-90" width="236" height="142" rx="6" fill="url(#g-screen)"/>` +
  `<path d="M-118,-90L-30,-90L-118,10Z" fill="#fff" opacity="0.06"/>` +
  `<rect x="-16" y="66" width="32" height="22" fill="${palette.steel}"/>` +
  `<rect x="-64" y="86" width="128" height="10" rx="5" fill="${palette.steelLight}"/>` +
  `<circle cx="0" cy="-30" r="40" fill="url(#g-amber)"/>` +
  `<rect x="-7" y="-58" width="14" height="30" rx="3" fill="#fff"/>` +
  `<path d="M-22,-32L22,-32L0,-8Z" fill="#fff"/>` +
  `<rect x="-18" y="-2" width="36" height="5" rx="2.5" fill="#fff" opacity="0.9"/>` +
  `<rect x="-84" y="24" width="168" height="11" rx="5.5" fill="${palette.navy900}"/>` +
  `<rect x="-84" y="24" width="118" height="11" rx="5.5" fill="${palette.tealLight}"/>`;

const repair = (): string =>
  `<g transform="translate(-26,10)"><path d="${gearPath(10, 88, 70, 30)}" fill="url(#g-teal)" fill-rule="evenodd"/><circle r="44" fill="none" stroke="${palette.tealDark}" stroke-width="6"/></g>` +
  `<g transform="translate(96,-62)"><path d="${gearPath(8, 40, 30, 12)}" fill="url(#g-steel)" fill-rule="evenodd"/></g>` +
  `<g transform="translate(-100,-78) rotate(40)">` +
  `<path d="M-27.9,-11A30,30 0 1 1 -27.9,11L-6,11L-6,-11Z" fill="url(#g-amber)"/>` +
  `<rect x="20" y="-11" width="180" height="22" rx="11" fill="url(#g-amber)"/>` +
  `<rect x="60" y="-3" width="110" height="6" rx="3" fill="${palette.amberDark}" opacity="0.7"/>` +
  `<circle cx="186" cy="0" r="5" fill="${palette.amberDark}"/>` +
  `</g>`;

export const categoryIcons = {
  preamble,
  gamemode,
  government,
  character,
  vehicles,
  enterprises,
  crafts,
  banking,
  housing,
  police,
  justice,
  illegals,
  prison,
  installation,
  repair,
} as const satisfies Record<string, () => string>;

export type Category = keyof typeof categoryIcons;
