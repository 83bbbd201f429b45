// Rulebook diagrams with French labels: public/img/notice/diagrams/*.webp (the inventory 960 px
// wide; the election's calendar and the trial 640 px, so that their labels stay readable in a
// phone's 358 px column).
// Run: ./node_modules/.bin/tsx generators/assets/diagrams.ts
// The figures (16 + 2 slots, 8-week mandate, 5/5/10 min trial) are the rules' own.
import { publicPath, writeWebp } from "./lib/render";
import { escapeXml, FONT, linearGradient, n, palette, svgDoc } from "./lib/svg";

const W = 960;

function text(
  x: number,
  y: number,
  content: string,
  opts: {
    size?: number;
    weight?: "bold" | "normal";
    fill?: string;
    anchor?: "start" | "middle" | "end";
    opacity?: number;
  } = {},
): string {
  return (
    `<text x="${n(x)}" y="${n(y)}" font-family="${FONT}" font-size="${opts.size ?? 20}" font-weight="${opts.weight ?? "normal"}"` +
    ` fill="${opts.fill ?? palette.white}" text-anchor="${opts.anchor ?? "start"}"${opts.opacity === undefined ? "" : ` opacity="${opts.opacity}"`}>${escapeXml(content)}</text>`
  );
}

function frame(height: number, title: string, width = W, titleSize = 26): { defs: string; body: string } {
  return {
    defs: linearGradient("panel", [
      [0, palette.navy700],
      [1, palette.navy900],
    ]),
    body:
      `<rect width="${width}" height="${height}" rx="18" fill="url(#panel)"/>` +
      `<rect x="1" y="1" width="${width - 2}" height="${height - 2}" rx="17" fill="none" stroke="${palette.navy500}" stroke-width="2"/>` +
      `<rect x="40" y="30" width="6" height="30" rx="3" fill="${palette.amber}"/>` +
      text(60, 54, title, { size: titleSize, weight: "bold" }),
  };
}

/** A generic rifle silhouette, 260 × 60 units, drawn at (x, y) with the given scale. */
function weapon(x: number, y: number, scale: number, fill: string): string {
  return (
    `<g transform="translate(${n(x)},${n(y)}) scale(${scale})" fill="${fill}">` +
    `<path d="M0,20L52,13L62,13L62,35L42,35L10,49L0,49Z"/>` +
    `<rect x="60" y="11" width="92" height="22" rx="3"/>` +
    `<path d="M100,32L118,32L111,55L96,55Z"/>` +
    `<path d="M124,32L141,32L148,57L131,59Z"/>` +
    `<rect x="150" y="15" width="56" height="14" rx="2"/>` +
    `<rect x="204" y="19" width="54" height="6" rx="2"/>` +
    `<rect x="82" y="0" width="58" height="9" rx="4"/>` +
    `<rect x="92" y="8" width="6" height="5"/><rect x="124" y="8" width="6" height="5"/>` +
    `</g>`
  );
}

// Small item pictograms for a few occupied normal slots, drawn in an 80×80 cell.
const items = {
  bottle: `<rect x="33" y="16" width="14" height="8" rx="2" fill="${palette.tealLight}"/><rect x="28" y="24" width="24" height="42" rx="8" fill="${palette.teal}"/><rect x="31" y="36" width="18" height="14" fill="#fff" opacity="0.6"/>`,
  bread: `<path d="M16,50C16,30 28,24 40,24C52,24 64,30 64,50Z" fill="${palette.amber}"/><rect x="16" y="48" width="48" height="12" rx="4" fill="${palette.amberDark}"/><path d="M30,34L34,42M40,32L44,40M50,34L54,42" stroke="${palette.amberLight}" stroke-width="3" stroke-linecap="round"/>`,
  phone: `<rect x="26" y="12" width="28" height="56" rx="6" fill="${palette.navy900}"/><rect x="29" y="18" width="22" height="40" rx="2" fill="${palette.teal}"/><circle cx="40" cy="63" r="2.5" fill="${palette.slate}"/>`,
  keys: `<circle cx="30" cy="34" r="12" fill="none" stroke="${palette.amber}" stroke-width="5"/><path d="M39,42L60,63M52,55L58,49M56,59L62,53" stroke="${palette.amber}" stroke-width="5" stroke-linecap="round"/>`,
  bandage: `<g transform="rotate(-35 40 40)"><rect x="12" y="30" width="56" height="20" rx="10" fill="${palette.parchment}"/><rect x="32" y="30" width="16" height="20" fill="${palette.parchmentDark}"/></g>`,
} as const;

function inventorySvg(): string {
  const height = 572;
  const { defs, body } = frame(height, "Inventaire du personnage");
  const cell = 80;
  const gap = 10;
  const cols = 8;
  const gridWidth = cols * cell + (cols - 1) * gap;
  const x0 = (W - gridWidth) / 2;
  const gridY = 96;
  const filled: Record<number, { item: keyof typeof items; count?: number }> = {
    0: { item: "bottle", count: 3 },
    1: { item: "bread", count: 2 },
    2: { item: "phone" },
    3: { item: "keys" },
    9: { item: "bandage", count: 5 },
  };
  let out = body;
  out += text(x0, gridY - 12, "Emplacements normaux", { size: 17, fill: palette.tealLight });
  for (let i = 0; i < 16; i++) {
    const x = x0 + (i % cols) * (cell + gap);
    const y = gridY + Math.floor(i / cols) * (cell + gap);
    out += `<rect x="${n(x)}" y="${y}" width="${cell}" height="${cell}" rx="10" fill="${palette.navy800}" stroke="${palette.teal}" stroke-width="2"/>`;
    const content = filled[i];
    if (content) {
      out += `<g transform="translate(${n(x)},${y})">${items[content.item]}</g>`;
      if (content.count)
        out += text(x + cell - 8, y + cell - 8, `×${content.count}`, {
          size: 15,
          weight: "bold",
          anchor: "end",
          fill: palette.mist,
        });
    }
  }
  const largeY = gridY + 2 * (cell + gap) + 56;
  const largeWidth = 4 * cell + 3 * gap;
  out += text(x0, largeY - 12, "Grands emplacements", { size: 17, fill: palette.amberLight });
  for (let i = 0; i < 2; i++) {
    const x = x0 + i * (largeWidth + gap);
    out += `<rect x="${n(x)}" y="${largeY}" width="${largeWidth}" height="${cell}" rx="10" fill="${palette.navy800}" stroke="${palette.amber}" stroke-width="3"/>`;
    // Faint dividers in the empty slot show that it spans exactly four normal slots.
    for (let k = 1; k < 4 && i === 1; k++) {
      const dx = x + k * (cell + gap) - gap / 2;
      out += `<path d="M${n(dx)},${largeY + 12}V${largeY + cell - 12}" stroke="${palette.amber}" stroke-opacity="0.35" stroke-width="2" stroke-dasharray="5 5"/>`;
    }
    if (i === 0)
      out += weapon(x + (largeWidth - 260 * 1.05) / 2, largeY + (cell - 60 * 1.05) / 2, 1.05, palette.amber);
  }
  const legendY = largeY + cell + 52;
  const legend = [
    {
      swatch: `<rect x="0" y="-18" width="22" height="22" rx="5" fill="${palette.navy800}" stroke="${palette.teal}" stroke-width="2"/>`,
      label: "16 emplacements normaux",
    },
    {
      swatch: `<rect x="0" y="-18" width="52" height="22" rx="5" fill="${palette.navy800}" stroke="${palette.amber}" stroke-width="2.5"/>`,
      label: "2 grands emplacements (= 4 emplacements normaux chacun)",
    },
    { swatch: weapon(0, -18, 0.2, palette.amber), label: "Les armes occupent toujours un grand emplacement" },
  ];
  legend.forEach((entry, i) => {
    const y = legendY + i * 36;
    out += `<g transform="translate(${n(x0)},${y})">${entry.swatch}</g>`;
    out += text(x0 + 70, y, entry.label, { size: 20 });
  });
  return svgDoc(W, height, out, defs);
}

function electionSvg(): string {
  // Narrower than the others, with larger labels: on a phone it is shown at about 56 % of its size.
  const width = 640;
  const height = 410;
  const { defs, body } = frame(height, "Calendrier d'un mandat de 8 semaines", width, 24);
  const x0 = 40;
  const x1 = width - 30;
  const week = (x1 - x0) / 8;
  const barY = 150;
  const barH = 48;
  const lastDays = (week * 2) / 7;
  const stripes =
    `<pattern id="stripes" width="10" height="10" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">` +
    `<rect width="10" height="10" fill="${palette.amberLight}"/><rect width="4" height="10" fill="#fff" opacity="0.8"/></pattern>` +
    `<clipPath id="bar"><rect x="${x0}" y="${barY}" width="${x1 - x0}" height="${barH}" rx="12"/></clipPath>`;
  let out = body;
  out += `<g clip-path="url(#bar)">`;
  out += `<rect x="${x0}" y="${barY}" width="${n(week * 6)}" height="${barH}" fill="${palette.teal}"/>`;
  out += `<rect x="${n(x0 + week * 6)}" y="${barY}" width="${n(week)}" height="${barH}" fill="${palette.amber}"/>`;
  out += `<rect x="${n(x0 + week * 7)}" y="${barY}" width="${n(week)}" height="${barH}" fill="${palette.coral}"/>`;
  out += `<rect x="${n(x1 - lastDays)}" y="${barY}" width="${n(lastDays)}" height="${barH}" fill="url(#stripes)"/>`;
  out += `</g>`;
  for (let i = 0; i < 8; i++) {
    const cx = i < 7 ? x0 + week * (i + 0.5) : x0 + week * 7.5 - lastDays / 2;
    if (i > 0)
      out += `<path d="M${n(x0 + week * i)},${barY}V${barY + barH}" stroke="${palette.navy900}" stroke-opacity="0.45" stroke-width="2"/>`;
    out += text(cx, barY + 32, `S${i + 1}`, {
      size: 20,
      weight: "bold",
      anchor: "middle",
      fill: palette.navy900,
    });
  }
  // Bracket and label over the six weeks of mandate.
  const bracketY = barY - 22;
  out += `<path d="M${x0 + 2},${bracketY + 10}V${bracketY}H${n(x0 + week * 6 - 2)}V${bracketY + 10}" fill="none" stroke="${palette.tealLight}" stroke-width="2.5"/>`;
  out += text(x0 + week * 3, bracketY - 12, "Semaines 1 à 6 : mandat", {
    size: 24,
    weight: "bold",
    anchor: "middle",
    fill: palette.tealLight,
  });
  // Callouts for the last two weeks, stacked below the bar; the longest on two lines.
  const callouts = [
    { x: x0 + week * 6.5, y: 262, color: palette.amber, lines: ["Semaine 7 : candidatures"] },
    { x: x0 + week * 7.5 - lastDays / 2, y: 310, color: palette.coral, lines: ["Semaine 8 : campagne"] },
    {
      x: x1 - lastDays / 2,
      y: 358,
      color: palette.amberLight,
      lines: ["2 derniers jours :", "vote et dépouillement"],
    },
  ];
  const textEnd = x0 + week * 6 - 16;
  for (const c of callouts) {
    out += `<path d="M${n(c.x)},${barY + barH + 4}V${c.y - 8}H${n(textEnd + 10)}" fill="none" stroke="${c.color}" stroke-width="2.5"/>`;
    out += `<circle cx="${n(c.x)}" cy="${barY + barH + 4}" r="4.5" fill="${c.color}"/>`;
    out += `<circle cx="${n(textEnd + 10)}" cy="${c.y - 8}" r="4.5" fill="${c.color}"/>`;
    c.lines.forEach((line, index) => {
      out += text(textEnd, c.y + index * 30, line, {
        size: 24,
        weight: "bold",
        anchor: "end",
        fill: c.color,
      });
    });
  }
  return svgDoc(width, height, out, defs + stripes);
}

// Pictograms for the trial steps, drawn in a 64×64 box.
const trialIcons = [
  // accusation: pointing hand in a speech bubble
  `<path d="M6,10H58V44H26L14,56V44H6Z" fill="${palette.coral}"/><path d="M16,27H38M34,21L42,27L34,33" stroke="#fff" stroke-width="4" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  // defence: shield
  `<path d="M32,4C42,10 52,11 58,10C58,34 50,50 32,60C14,50 6,34 6,10C12,11 22,10 32,4Z" fill="${palette.teal}"/><path d="M20,32L29,41L45,23" stroke="#fff" stroke-width="5" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  // debate: two speech bubbles
  `<path d="M2,8H40V34H18L10,42V34H2Z" fill="${palette.teal}"/><path d="M24,24H62V50H54V58L46,50H24Z" fill="${palette.amber}"/><circle cx="36" cy="37" r="3" fill="#fff"/><circle cx="45" cy="37" r="3" fill="#fff"/><circle cx="54" cy="37" r="3" fill="#fff"/>`,
  // deliberation: five jurors
  [6, 19, 32, 45, 58]
    .map(
      (x, i) =>
        `<circle cx="${x}" cy="${i % 2 === 0 ? 26 : 20}" r="6.5" fill="${palette.amberLight}"/><path d="M${x - 9},${i % 2 === 0 ? 52 : 46}C${x - 9},${i % 2 === 0 ? 38 : 32} ${x + 9},${i % 2 === 0 ? 38 : 32} ${x + 9},${i % 2 === 0 ? 52 : 46}Z" fill="${palette.amber}"/>`,
    )
    .join(""),
  // verdict: gavel
  `<g transform="rotate(-35 32 32)"><rect x="14" y="10" width="36" height="18" rx="4" fill="${palette.amber}"/><rect x="10" y="12" width="6" height="14" rx="2" fill="${palette.amberDark}"/><rect x="48" y="12" width="6" height="14" rx="2" fill="${palette.amberDark}"/><rect x="29" y="26" width="6" height="30" rx="3" fill="${palette.amberDark}"/></g><rect x="8" y="54" width="48" height="8" rx="3" fill="${palette.steelLight}"/>`,
];

function courtSvg(): string {
  // One step a row, 640 px wide: on a phone it is shown at about 56 % of its size, labels readable.
  const width = 640;
  const steps = [
    { label: "Accusation", time: "5 min au plus", color: palette.coral },
    { label: "Défense", time: "5 min au plus", color: palette.teal },
    { label: "Débat", color: palette.tealLight },
    { label: "Délibération du jury de 5", time: "10 min au plus", color: palette.amber },
    { label: "Verdict du juré référent", color: palette.amberLight },
  ];
  const rowH = 72;
  const gap = 16;
  const x0 = 30;
  const rowW = width - 2 * x0;
  const top = 92;
  const footY = top + steps.length * rowH + (steps.length - 1) * gap + 22;
  const height = footY + 78 + 24;
  const { defs, body } = frame(height, "Déroulé d'un procès", width, 26);
  let out = body;
  steps.forEach((step, i) => {
    const y = top + i * (rowH + gap);
    out += `<rect x="${x0}" y="${y}" width="${rowW}" height="${rowH}" rx="14" fill="${palette.navy800}" stroke="${step.color}" stroke-width="2.5"/>`;
    out += `<circle cx="${x0 + 34}" cy="${y + rowH / 2}" r="19" fill="${step.color}"/>`;
    out += text(x0 + 34, y + rowH / 2 + 8, String(i + 1), {
      size: 22,
      weight: "bold",
      anchor: "middle",
      fill: palette.navy900,
    });
    out += `<g transform="translate(${x0 + 66},${y + 11}) scale(0.78)">${trialIcons[i] ?? ""}</g>`;
    const textX = x0 + 130;
    if (step.time) {
      out += text(textX, y + 32, step.label, { size: 24, weight: "bold" });
      out += text(textX, y + 58, step.time, { size: 21, fill: palette.mist });
    } else {
      out += text(textX, y + rowH / 2 + 9, step.label, { size: 24, weight: "bold" });
    }
    if (i < steps.length - 1) {
      const ax = x0 + 34;
      const ay = y + rowH + 2;
      out += `<path d="M${ax},${ay}V${ay + gap - 6}" stroke="${palette.slate}" stroke-width="3"/>`;
      out += `<path d="M${ax - 7},${ay + gap - 8}L${ax},${ay + gap - 1}L${ax + 7},${ay + gap - 8}Z" fill="${palette.slate}"/>`;
    }
  });
  out += `<rect x="${x0}" y="${footY}" width="${rowW}" height="78" rx="10" fill="${palette.navy600}" opacity="0.7"/>`;
  out += text(width / 2, footY + 32, "Pas d'ajournement :", {
    size: 22,
    weight: "bold",
    anchor: "middle",
    fill: palette.mist,
  });
  out += text(width / 2, footY + 60, "le verdict est définitif et incontestable.", {
    size: 21,
    anchor: "middle",
    fill: palette.mist,
  });
  return svgDoc(width, height, out, defs);
}

export async function generateDiagrams(): Promise<void> {
  console.log("Rulebook diagrams");
  const opts = { maxBytes: 60 * 1024, quality: 90 };
  await writeWebp(inventorySvg(), publicPath("img/notice/diagrams/inventory-slots.webp"), opts);
  await writeWebp(electionSvg(), publicPath("img/notice/diagrams/election-timeline.webp"), opts);
  await writeWebp(courtSvg(), publicPath("img/notice/diagrams/court-process.webp"), opts);
}

if (import.meta.url === `file://${process.argv[1]}`) await generateDiagrams();
