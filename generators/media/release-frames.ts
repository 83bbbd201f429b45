// Frames of the /release joke video: a loader that crawls to 99 %, hesitates, and starts over.
// Run through generators/media/make-video.sh, or:
//   ./node_modules/.bin/tsx generators/media/release-frames.ts --out <dir> --poster public/media/release-poster.webp
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { logoMark } from "../assets/lib/logo";
import { writeWebpImage } from "../assets/lib/render";
import { escapeXml, FONT, linearGradient, n, palette, radialGradient, svgDoc } from "../assets/lib/svg";
import { compose, fadeWindow, frameArgs, framePath, renderSvg, smoothstep } from "./lib/frames";
import { mistStripSvg, mistWindow } from "./lib/mist";
import { RELEASE, RELEASE_TITLE, STATUS_LINES } from "./release-timeline";

const { width: W, height: H, fps, duration } = RELEASE;
const TAU = Math.PI * 2;

/** Loading progress (0..0.99) at time t: eases up to 99 %, stalls, then drains back to zero. */
export function progressAt(t: number): number {
  if (t < 8) return 0.99 * (1 - Math.pow(1 - t / 8, 3));
  if (t < 10.5) return 0.99;
  return 0.99 * (1 - smoothstep(10.5, 11.5, t));
}

/** Status lines under the bar; the first one is on screen at the start and fades in before the loop restarts. */
const STATUS = Object.values(STATUS_LINES).map(
  ({ onScreen, fadeIn: [inStart, inEnd], fadeOut: [outStart, outEnd] }, index) => ({
    text: onScreen,
    opacity:
      index === 0
        ? (t: number) => Math.max(1 - smoothstep(outStart, outEnd, t), smoothstep(inStart, inEnd, t))
        : (t: number) => fadeWindow(t, inStart, inEnd, outStart, outEnd),
  }),
);

function backgroundSvg(): string {
  const defs =
    linearGradient("bg", [
      [0, palette.navy700],
      [1, palette.navy900],
    ]) +
    radialGradient("halo", [
      [0, palette.teal, 0.18],
      [1, palette.teal, 0],
    ]);
  const body =
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
    `<ellipse cx="${W / 2}" cy="230" rx="420" ry="260" fill="url(#halo)"/>` +
    `<g transform="translate(${W / 2 - 24},40) scale(0.75)">${logoMark("r")}</g>`;
  return svgDoc(W, H, body, defs);
}

function loaderSvg(t: number): string {
  const p = progressAt(t);
  const loop = t / duration;
  // Eight turns per loop: a whole number, so the spinner does not jump at the seam.
  const angle = 360 * 8 * loop;
  const stalled = t >= 8 && t < 10.5;
  const percentOpacity = stalled ? 0.55 + 0.45 * Math.cos(TAU * 2 * (t - 8)) : 1;
  const barX = 230;
  const barW = 500;
  const barY = 352;
  const radius = 42;
  const circumference = TAU * radius;
  let out =
    `<circle cx="${W / 2}" cy="200" r="${radius}" fill="none" stroke="${palette.navy500}" stroke-width="9"/>` +
    `<circle cx="${W / 2}" cy="200" r="${radius}" fill="none" stroke="url(#arc)" stroke-width="9" stroke-linecap="round"` +
    ` stroke-dasharray="${n(circumference * 0.28)} ${n(circumference)}" transform="rotate(${n(angle)} ${W / 2} 200)"/>` +
    `<text x="${W / 2}" y="316" font-family="${FONT}" font-size="44" font-weight="bold" fill="#fff" text-anchor="middle">${escapeXml(RELEASE_TITLE)}</text>` +
    `<rect x="${barX}" y="${barY}" width="${barW}" height="20" rx="10" fill="${palette.navy900}" stroke="${palette.navy500}" stroke-width="2"/>`;
  if (p > 0.004)
    out += `<rect x="${barX + 3}" y="${barY + 3}" width="${n((barW - 6) * p)}" height="14" rx="7" fill="url(#fill)"/>`;
  out += `<text x="${barX + barW + 18}" y="${barY + 17}" font-family="${FONT}" font-size="20" font-weight="bold" fill="${palette.amberLight}" opacity="${percentOpacity.toFixed(2)}">${Math.floor(p * 100)} %</text>`;
  for (const status of STATUS) {
    const o = status.opacity(t);
    if (o > 0)
      out += `<text x="${W / 2}" y="424" font-family="${FONT}" font-size="21" fill="${palette.mist}" text-anchor="middle" opacity="${o.toFixed(3)}">${escapeXml(status.text)}</text>`;
  }
  const defs =
    linearGradient(
      "fill",
      [
        [0, palette.teal],
        [1, palette.amber],
      ],
      "h",
    ) +
    linearGradient("arc", [
      [0, palette.amberLight],
      [1, palette.amber],
    ]);
  return svgDoc(W, H, out, defs);
}

async function main(): Promise<void> {
  const { outDir, poster } = frameArgs(process.argv);
  // make-video.sh reads the frame rate from here, so that it is defined in one place only.
  await writeFile(join(outDir, "fps"), String(fps));
  const background = await renderSvg(backgroundSvg());
  const mist = await renderSvg(
    mistStripSvg(
      { width: W, height: H },
      "release-mist",
      [
        { y: 500, thickness: 110, strength: 0.3 },
        { y: 120, thickness: 70, strength: 0.1 },
        { y: 300, thickness: 60, strength: 0.08 },
      ],
      26,
    ),
  );
  const frames = fps * duration;
  for (let i = 0; i < frames; i++) {
    const t = i / fps;
    const drift = await mistWindow(mist, W, (i / frames) * W);
    const png = await compose(background, [drift, loaderSvg(t)])
      .png({ compressionLevel: 2 })
      .toBuffer();
    await writeFile(framePath(outDir, i), png);
    if (i === 0) await writeWebpImage(png, poster, { maxBytes: 40 * 1024, quality: 82 });
    if (i % 60 === 0) process.stdout.write(`  frame ${i}/${frames}\n`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
