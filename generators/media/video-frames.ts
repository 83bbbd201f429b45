// Frames of the landing video (an island in the mist at night) as PNG files, plus the poster.
// Every motion has a period that divides the duration, so the video loops without a seam.
// Run through generators/media/make-video.sh, or:
//   ./node_modules/.bin/tsx generators/media/video-frames.ts --out <dir> --poster public/media/video-poster.webp
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { logoMark } from "../assets/lib/logo";
import { boat, lighthouse, waveLine } from "../assets/lib/props";
import { writeWebpImage } from "../assets/lib/render";
import { islandPath, moon, sceneDefs, sky, stars } from "../assets/lib/scene";
import {
  between,
  escapeXml,
  FONT,
  linearGradient,
  n,
  palette,
  radialGradient,
  rng,
  svgDoc,
} from "../assets/lib/svg";
import { compose, fadeWindow, frameArgs, framePath, renderSvg } from "./lib/frames";
import { mistStripSvg, mistWindow } from "./lib/mist";
import { CUES, FADE, titleCardOpacity, VIDEO } from "./timeline";

const { width: W, height: H, fps, duration } = VIDEO;
const SEA_Y = 330;
const LAMP = { x: 830, y: SEA_Y - 62 };
const MOON = { x: 700, y: 100 };
const TAU = Math.PI * 2;

function backgroundSvg(): string {
  const rand = rng("video-background");
  const c = { width: W, height: H };
  let lights = "";
  for (let i = 0; i < 40; i++) {
    lights += `<circle cx="${n(between(rand, 170, 330))}" cy="${n(SEA_Y - 2 - rand() * rand() * 14)}" r="${n(between(rand, 0.8, 1.6))}" fill="${palette.amberLight}" opacity="${between(rand, 0.5, 1).toFixed(2)}"/>`;
  }
  const body =
    sky(c) +
    stars(rand, c, 90, 0.5) +
    moon(MOON.x, MOON.y, 26) +
    `<rect y="${SEA_Y}" width="${W}" height="${H - SEA_Y}" fill="url(#sea)"/>` +
    `<path d="${islandPath(rand, 100, 720, SEA_Y, 150, 0.6)}" fill="${palette.navy500}"/>` +
    `<path d="${islandPath(rand, 150, 560, SEA_Y, 70, 0.35)}" fill="${palette.navy600}"/>` +
    lights +
    `<path d="M790,${SEA_Y + 2}C800,${SEA_Y - 10} 860,${SEA_Y - 12} 872,${SEA_Y + 2}Z" fill="${palette.navy700}"/>` +
    lighthouse(LAMP.x, SEA_Y - 4, 64);
  const defs =
    sceneDefs(c) +
    linearGradient("sea", [
      [0, palette.navy600],
      [1, palette.navy900],
    ]);
  return svgDoc(W, H, body, defs);
}

function vignetteSvg(): string {
  const defs = radialGradient(
    "vignette",
    [
      [0.55, palette.navy950, 0],
      [1, palette.navy950, 0.65],
    ],
    'cx="0.5" cy="0.5" r="0.75"',
  );
  return svgDoc(W, H, `<rect width="${W}" height="${H}" fill="url(#vignette)"/>`, defs);
}

const twinkling = (() => {
  const rand = rng("video-twinkle");
  return Array.from({ length: 14 }, () => ({
    x: between(rand, 20, W - 20),
    y: between(rand, 10, SEA_Y * 0.7),
    r: between(rand, 1, 1.8),
    // Whole cycles per loop keep the last frame continuous with the first.
    cycles: 2 + Math.floor(rand() * 5),
    phase: rand() * TAU,
  }));
})();

const glints = (() => {
  const rand = rng("video-glints");
  return Array.from({ length: 16 }, (_, i) => ({
    y: SEA_Y + 8 + i * 11 + between(rand, -3, 3),
    w: 14 + i * 4 * between(rand, 0.6, 1.4),
    dx: between(rand, -10, 10) * (1 + i / 8),
    cycles: 1 + Math.floor(rand() * 3),
    phase: rand() * TAU,
  }));
})();

/** Everything that moves but needs no blur: waves, glints, stars, boat, lighthouse beam. */
function motionSvg(t: number): string {
  const loop = t / duration;
  let out = "";
  for (const s of twinkling) {
    const o = 0.25 + 0.6 * (0.5 + 0.5 * Math.sin(TAU * s.cycles * loop + s.phase));
    out += `<circle cx="${n(s.x)}" cy="${n(s.y)}" r="${n(s.r)}" fill="#fff" opacity="${o.toFixed(2)}"/>`;
  }
  // Moonlight shimmering on the water under the moon.
  for (const [i, g] of glints.entries()) {
    const y = g.y;
    const w = g.w + 10 * Math.sin(TAU * g.cycles * loop + g.phase);
    const x = MOON.x + g.dx - w / 2 + 6 * Math.sin(TAU * 3 * loop + i);
    out += `<rect x="${n(x)}" y="${y}" width="${n(w)}" height="2.5" rx="1.2" fill="${palette.amberLight}" opacity="${(0.38 - i * 0.018).toFixed(2)}"/>`;
  }
  const waves = [
    { y: 352, amp: 1.5, len: 90, cycles: 2, o: 0.18 },
    { y: 380, amp: 2, len: 120, cycles: 3, o: 0.2 },
    { y: 414, amp: 2.5, len: 150, cycles: -2, o: 0.22 },
    { y: 456, amp: 3, len: 190, cycles: 3, o: 0.24 },
    { y: 502, amp: 4, len: 240, cycles: -3, o: 0.26 },
  ];
  for (const w of waves) {
    out += `<path d="${waveLine(-10, W + 10, w.y, w.amp, w.len, TAU * w.cycles * loop)}" fill="none" stroke="${palette.mist}" stroke-width="1.6" opacity="${w.o}"/>`;
  }
  // Lighthouse beam, seen from the side: it sweeps towards us and away, twice per loop.
  const swing = Math.cos(TAU * 2 * loop);
  const length = 220 + 200 * Math.abs(swing);
  const spread = 6 + 22 * Math.abs(swing);
  const dir = swing >= 0 ? -1 : 1;
  out += `<path d="M${LAMP.x},${LAMP.y}L${n(LAMP.x + dir * length)},${n(LAMP.y - spread)}L${n(LAMP.x + dir * length)},${n(LAMP.y + spread)}Z" fill="url(#${dir < 0 ? "beam-l" : "beam-r"})" opacity="${(0.35 + 0.5 * Math.abs(swing)).toFixed(2)}"/>`;
  out += `<circle cx="${LAMP.x}" cy="${LAMP.y}" r="${n(10 + 10 * Math.abs(swing))}" fill="url(#lamp)"/>`;
  // The boat drifts across and back once per loop and bobs four times.
  const bx = 430 + 90 * Math.sin(TAU * loop);
  const by = 440 + 3 * Math.sin(TAU * 4 * loop);
  const tilt = 2.5 * Math.sin(TAU * 4 * loop + 0.8);
  out += `<ellipse cx="${n(bx)}" cy="${n(by + 8)}" rx="62" ry="6" fill="${palette.navy950}" opacity="0.35"/>`;
  out += `<g transform="rotate(${n(tilt)} ${n(bx)} ${n(by)})">${boat(bx, by, 120, palette.amber)}</g>`;
  out += `<path d="${waveLine(bx - 70, bx + 70, by + 4, 1.5, 40, TAU * 4 * loop)}" fill="none" stroke="#fff" stroke-width="2" opacity="0.35"/>`;
  const defs =
    linearGradient(
      "beam-l",
      [
        [0, palette.amberLight, 0],
        [1, palette.amberLight, 0.6],
      ],
      "h",
    ) +
    linearGradient(
      "beam-r",
      [
        [0, palette.amberLight, 0.6],
        [1, palette.amberLight, 0],
      ],
      "h",
    ) +
    radialGradient("lamp", [
      [0, "#fff", 0.9],
      [0.3, palette.amberLight, 0.6],
      [1, palette.amberLight, 0],
    ]);
  return svgDoc(W, H, out, defs);
}

function shadowedText(
  x: number,
  y: number,
  content: string,
  size: number,
  opacity: number,
  weight = "bold",
  fill = "#fff",
): string {
  const attrs = `x="${x}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" text-anchor="middle"`;
  const text = escapeXml(content);
  return (
    `<g opacity="${opacity.toFixed(3)}">` +
    `<text ${attrs} y="${y + 2}" fill="${palette.navy950}" opacity="0.55">${text}</text>` +
    `<text ${attrs} y="${y}" fill="${fill}">${text}</text>` +
    `</g>`
  );
}

/** Title card and captions burnt into the picture; undefined when nothing is shown. */
function textSvg(t: number): string | undefined {
  let out = "";
  const card = titleCardOpacity(t);
  if (card > 0) {
    out += `<g opacity="${card.toFixed(3)}"><g transform="translate(${W / 2 - 48},118) scale(1.5)">${logoMark("v")}</g></g>`;
    out += shadowedText(W / 2, 272, "Brumes RP", 58, card);
    out += shadowedText(W / 2, 310, "L'île des Brumes", 24, card, "normal", palette.mist);
  }
  for (const cue of CUES) {
    if (!cue.onScreen) continue;
    const o = fadeWindow(t, cue.start, cue.start + FADE, cue.end - FADE, cue.end);
    if (o > 0) out += shadowedText(W / 2, 250, cue.onScreen, 40, o);
  }
  return out ? svgDoc(W, H, out) : undefined;
}

async function main(): Promise<void> {
  const { outDir, poster } = frameArgs(process.argv);
  // make-video.sh reads the frame rate from here, so that it is defined in one place only.
  await writeFile(join(outDir, "fps"), String(fps));
  const background = await renderSvg(backgroundSvg());
  const farMist = await renderSvg(
    mistStripSvg(
      { width: W, height: H },
      "video-mist-far",
      [
        { y: SEA_Y - 20, thickness: 70, strength: 0.3 },
        { y: 190, thickness: 60, strength: 0.1 },
      ],
      22,
    ),
  );
  const nearMist = await renderSvg(
    mistStripSvg(
      { width: W, height: H },
      "video-mist-near",
      [
        { y: 520, thickness: 90, strength: 0.32 },
        { y: 380, thickness: 50, strength: 0.14 },
      ],
      28,
    ),
  );
  const vignette = await renderSvg(vignetteSvg());
  const frames = fps * duration;
  for (let i = 0; i < frames; i++) {
    const t = i / fps;
    const loop = i / frames;
    // Far mist crosses one frame width per loop, near mist two: both come back to the start.
    const far = await mistWindow(farMist, W, loop * W);
    const near = await mistWindow(nearMist, W, loop * 2 * W);
    const text = textSvg(t);
    const frame = compose(background, [far, motionSvg(t), near, vignette, ...(text ? [text] : [])]);
    const png = await frame.png({ compressionLevel: 2 }).toBuffer();
    await writeFile(framePath(outDir, i), png);
    if (i === 0) await writeWebpImage(png, poster, { maxBytes: 60 * 1024, quality: 82 });
    if (i % 60 === 0) process.stdout.write(`  frame ${i}/${frames}\n`);
  }
}

await main();
