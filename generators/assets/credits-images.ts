// Credits images, seeded by name so that they never change between runs:
// public/img/team/{image}.webp (256×256 avatars), the easter-egg variant {image}-egg.webp,
// and public/img/others/{image}.png (128×128 badges with initials).
// Run: ./node_modules/.bin/tsx generators/assets/credits-images.ts
import { readCredits } from "../../app/data/credits/read.server";

import { publicPath, writePng, writeWebp } from "./lib/render";
import { between, escapeXml, FONT, n, palette, pick, rng, starPath, svgDoc, type Rand } from "./lib/svg";

// This script draws the images, so the reader must not require them yet.
const { team: TEAM, others: OTHER_CREDITS } = readCredits(process.cwd(), { checkImages: false });

const SKIN = ["#f5d6c0", "#f1c7a5", "#e0a87e", "#c68642", "#a86b43", "#8d5524"] as const;
const HAIR = [
  "#2b1d16",
  "#5a3825",
  "#d9a55b",
  "#a33b20",
  "#1c1c28",
  "#e8e0d5",
  palette.teal,
  "#c25b8a",
] as const;
const SHIRT = [
  palette.teal,
  palette.amber,
  palette.coral,
  "#5b8def",
  "#7a6ad8",
  "#5fb86b",
  palette.steelLight,
] as const;

function hsl(h: number, s: number, l: number): string {
  return `hsl(${Math.round(h)},${Math.round(s)}%,${Math.round(l)}%)`;
}

/** 5×5 mirrored identicon grid behind the portrait. */
function identicon(rand: Rand, size: number): string {
  const cell = size / 5;
  let out = "";
  for (let row = 0; row < 5; row++) {
    for (let col = 0; col < 3; col++) {
      if (rand() < 0.5) continue;
      const opacity = between(rand, 0.05, 0.14).toFixed(2);
      for (const c of col === 2 ? [2] : [col, 4 - col]) {
        out += `<rect x="${n(c * cell)}" y="${n(row * cell)}" width="${n(cell)}" height="${n(cell)}" fill="#fff" opacity="${opacity}"/>`;
      }
    }
  }
  return out;
}

interface Look {
  bgHue: number;
  skin: string;
  hair: string;
  shirt: string;
  hairStyle: number;
  accessory: "headset" | "glasses" | "earring" | "none";
  eyes: "round" | "happy";
}

function lookFor(name: string): Look {
  const rand = rng(`avatar:${name}`);
  return {
    bgHue: rand() * 360,
    skin: pick(rand, SKIN),
    hair: pick(rand, HAIR),
    shirt: pick(rand, SHIRT),
    hairStyle: Math.floor(rand() * 6),
    accessory: pick(rand, ["headset", "glasses", "earring", "none"] as const),
    eyes: rand() < 0.7 ? "round" : "happy",
  };
}

/** Hair drawn behind the head (long hair) and over it (fringe, cap…). */
function hair(style: number, color: string): { back: string; front: string } {
  switch (style) {
    case 0: // short crop
      return {
        back: "",
        front: `<path d="M80,112C78,70 104,58 128,58C156,58 180,72 176,112C168,92 150,84 128,86C106,86 90,94 80,112Z" fill="${color}"/>`,
      };
    case 1: // long hair down to the shoulders
      return {
        back: `<path d="M74,120C70,70 100,54 128,54C158,54 186,70 182,120L188,196L150,190L148,150L108,150L106,190L68,196Z" fill="${color}"/>`,
        front: `<path d="M78,118C80,76 104,60 130,60C154,60 174,74 178,104C160,98 140,84 128,72C118,90 100,104 78,118Z" fill="${color}"/>`,
      };
    case 2: // bun on top
      return {
        back: `<circle cx="128" cy="52" r="20" fill="${color}"/>`,
        front: `<path d="M80,110C80,74 102,62 128,62C154,62 176,74 176,110C160,90 146,82 128,82C110,82 96,90 80,110Z" fill="${color}"/>`,
      };
    case 3: // mohawk
      return {
        back: "",
        front: `<path d="M116,96L112,44L128,58L132,40L142,60L146,44L140,96Z" fill="${color}"/>`,
      };
    case 4: // beanie
      return {
        back: "",
        front:
          `<path d="M78,106C76,66 102,50 128,50C154,50 180,66 178,106Z" fill="${color}"/>` +
          `<rect x="74" y="96" width="108" height="18" rx="9" fill="#000" opacity="0.25"/>` +
          `<circle cx="128" cy="46" r="10" fill="${color}"/>`,
      };
    default: // shaved head with a beard
      return {
        back: "",
        front: `<path d="M86,136C88,164 106,176 128,176C150,176 168,164 170,136C160,150 146,156 128,156C110,156 96,150 86,136Z" fill="${color}"/>`,
      };
  }
}

function accessory(kind: Look["accessory"], hue: number): string {
  switch (kind) {
    case "headset":
      return (
        `<path d="M74,124C70,72 98,48 128,48C158,48 186,72 182,124" fill="none" stroke="#1d2535" stroke-width="9" stroke-linecap="round"/>` +
        `<rect x="62" y="106" width="20" height="36" rx="9" fill="#1d2535"/><rect x="174" y="106" width="20" height="36" rx="9" fill="#1d2535"/>` +
        `<rect x="66" y="112" width="6" height="24" rx="3" fill="${hsl(hue, 70, 60)}"/>` +
        `<path d="M72,140C76,160 94,168 112,166" fill="none" stroke="#1d2535" stroke-width="5" stroke-linecap="round"/>` +
        `<circle cx="114" cy="166" r="6" fill="#1d2535"/>`
      );
    case "glasses":
      return (
        `<circle cx="110" cy="124" r="15" fill="#fff" fill-opacity="0.15" stroke="#1d2535" stroke-width="5"/>` +
        `<circle cx="146" cy="124" r="15" fill="#fff" fill-opacity="0.15" stroke="#1d2535" stroke-width="5"/>` +
        `<path d="M125,122Q128,118 131,122" fill="none" stroke="#1d2535" stroke-width="4"/>`
      );
    case "earring":
      return `<circle cx="84" cy="150" r="5" fill="none" stroke="${palette.amber}" stroke-width="3"/>`;
    default:
      return "";
  }
}

/** Sunglasses, a party hat and confetti, for the easter-egg variant. */
function partyGear(rand: Rand, hue: number): string {
  let confetti = "";
  const colors = [palette.amber, palette.teal, palette.coral, "#fff", "#7a6ad8"];
  for (let i = 0; i < 22; i++) {
    const x = between(rand, 8, 248);
    const y = between(rand, 8, 120);
    if (x > 70 && x < 190 && y > 30) continue;
    confetti += `<rect x="${n(x)}" y="${n(y)}" width="8" height="4" rx="1.5" fill="${pick(rand, colors)}" transform="rotate(${n(between(rand, 0, 180))} ${n(x)} ${n(y)})"/>`;
  }
  return (
    confetti +
    `<g transform="translate(0,12) rotate(-14 128 60) translate(132,72) scale(0.85) translate(-132,-72)">` +
    `<path d="M96,72L132,-6L168,72Z" fill="${hsl(hue + 180, 70, 58)}"/>` +
    `<path d="M112,38L122,16L150,46L158,64ZM102,60L106,52L156,60L162,72Z" fill="#fff" opacity="0.85"/>` +
    `<path d="${starPath(132, -6, 14, 6)}" fill="${palette.amber}"/>` +
    `<rect x="90" y="66" width="84" height="10" rx="5" fill="${palette.amberLight}"/>` +
    `</g>` +
    `<path d="M86,114H170L168,122C166,138 158,144 146,144C136,144 130,136 129,126H127C126,136 120,144 110,144C98,144 90,138 88,122Z" fill="#10151f"/>` +
    `<path d="M94,118L104,118L96,132Z M140,118L150,118L142,132Z" fill="#fff" opacity="0.45"/>` +
    `<path d="M86,116L72,110M170,116L184,110" stroke="#10151f" stroke-width="5" stroke-linecap="round"/>`
  );
}

export function avatarSvg(name: string, egg = false): string {
  const look = lookFor(name);
  const rand = rng(`identicon:${name}`);
  const size = 256;
  const { back, front } = hair(look.hairStyle, look.hair);
  const eyes =
    look.eyes === "round"
      ? `<circle cx="110" cy="124" r="6" fill="#1d2535"/><circle cx="146" cy="124" r="6" fill="#1d2535"/><circle cx="112" cy="122" r="2" fill="#fff"/><circle cx="148" cy="122" r="2" fill="#fff"/>`
      : `<path d="M102,126Q110,116 118,126M138,126Q146,116 154,126" fill="none" stroke="#1d2535" stroke-width="4.5" stroke-linecap="round"/>`;
  const defs =
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(look.bgHue, 50, 42)}"/><stop offset="1" stop-color="${hsl(look.bgHue + 30, 55, 22)}"/></linearGradient>` +
    `<clipPath id="frame"><rect width="${size}" height="${size}"/></clipPath>`;
  const body =
    `<g clip-path="url(#frame)">` +
    `<rect width="${size}" height="${size}" fill="url(#bg)"/>` +
    identicon(rand, size) +
    back +
    `<path d="M40,256C40,200 82,178 128,178C174,178 216,200 216,256Z" fill="${look.shirt}"/>` +
    `<path d="M108,178L128,206L148,178Z" fill="#000" opacity="0.18"/>` +
    `<rect x="112" y="150" width="32" height="36" rx="10" fill="${look.skin}"/>` +
    `<rect x="112" y="160" width="32" height="14" fill="#000" opacity="0.12"/>` +
    `<ellipse cx="128" cy="118" rx="48" ry="54" fill="${look.skin}"/>` +
    `<ellipse cx="80" cy="124" rx="8" ry="12" fill="${look.skin}"/><ellipse cx="176" cy="124" rx="8" ry="12" fill="${look.skin}"/>` +
    eyes +
    `<circle cx="100" cy="144" r="8" fill="${palette.coral}" opacity="0.25"/><circle cx="156" cy="144" r="8" fill="${palette.coral}" opacity="0.25"/>` +
    (egg
      ? `<path d="M108,148Q128,172 148,148Z" fill="#1d2535"/><path d="M116,156Q128,166 140,156Z" fill="${palette.coral}"/>`
      : `<path d="M114,150Q128,162 142,150" fill="none" stroke="#1d2535" stroke-width="4.5" stroke-linecap="round"/>`) +
    front +
    accessory(look.accessory, look.bgHue) +
    (egg ? partyGear(rng(`egg:${name}`), look.bgHue) : "") +
    `</g>`;
  return svgDoc(size, size, body, defs);
}

/** Two letters at most: the first letters of the first two words, or the capitals of a CamelCase name. */
export function initials(displayName: string): string {
  const words = displayName.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  if (words.length >= 2)
    return words
      .slice(0, 2)
      .map((w) => w[0]!.toUpperCase())
      .join("");
  const word = words[0] ?? "?";
  const capitals = word.match(/\p{Lu}/gu) ?? [];
  return capitals.length >= 2 ? capitals.slice(0, 2).join("") : word[0]!.toUpperCase();
}

export function badgeSvg(displayName: string): string {
  const rand = rng(`badge:${displayName}`);
  const hue = rand() * 360;
  const letters = initials(displayName);
  const size = 128;
  const defs = `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 55, 48)}"/><stop offset="1" stop-color="${hsl(hue + 25, 60, 26)}"/></linearGradient>`;
  const body =
    `<rect x="4" y="4" width="120" height="120" rx="28" fill="url(#bg)"/>` +
    `<rect x="4" y="4" width="120" height="120" rx="28" fill="none" stroke="#fff" stroke-opacity="0.25" stroke-width="3"/>` +
    `<path d="M4,96C30,86 50,104 76,96S110,86 124,92V96C124,111 112,124 96,124H32C16,124 4,112 4,96Z" fill="#fff" opacity="0.12"/>` +
    `<text x="64" y="${letters.length > 1 ? 82 : 86}" font-family="${FONT}" font-size="${letters.length > 1 ? 50 : 62}" font-weight="bold" fill="#fff" text-anchor="middle">${escapeXml(letters)}</text>`;
  return svgDoc(size, size, body, defs);
}

export async function generateCreditsImages(): Promise<void> {
  console.log("Credits images");
  for (const member of TEAM) {
    // Photos uploaded from the editor are not drawn here; only the seeded .webp avatars are.
    if (member.image?.endsWith(".webp"))
      await writeWebp(avatarSvg(member.displayName), publicPath(member.image.replace(/^\//, "")), {
        maxBytes: 15 * 1024,
        quality: 88,
      });
    if (member.easterEgg) {
      const file = publicPath(member.easterEgg.hoverImage.replace(/^\//, ""));
      await writeWebp(avatarSvg(member.displayName, true), file, { maxBytes: 15 * 1024, quality: 88 });
    }
  }
  for (const other of OTHER_CREDITS) {
    if (other.image)
      await writePng(badgeSvg(other.displayName), publicPath("img/others", `${other.image}.png`), {
        maxBytes: 12 * 1024,
      });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await generateCreditsImages();
