// Rulebook category illustrations: public/img/notice/{category}.webp (640×360).
// Run: ./node_modules/.bin/tsx generators/assets/notice-images.ts
import { categoryIcons, iconDefs, type Category } from "./lib/icons";
import { publicPath, writeWebp } from "./lib/render";
import { hills, mistBand, sceneDefs, sky, stars } from "./lib/scene";
import { palette, radialGradient, rng, svgDoc } from "./lib/svg";

const W = 640;
const H = 360;

// Alternating glow colours keep neighbouring cards in the category grid distinct.
const accents: Record<Category, string> = {
  preamble: palette.amber,
  gamemode: palette.teal,
  government: palette.amber,
  character: palette.teal,
  vehicles: palette.amber,
  enterprises: palette.teal,
  crafts: palette.amber,
  banking: palette.teal,
  housing: palette.amber,
  police: palette.teal,
  justice: palette.teal,
  illegals: palette.amber,
  prison: palette.teal,
  installation: palette.teal,
  repair: palette.amber,
};

export function categorySvg(category: Category): string {
  const rand = rng(`notice-${category}`);
  const c = { width: W, height: H };
  const defs =
    sceneDefs(c) +
    iconDefs() +
    radialGradient("card-glow", [
      [0, accents[category], 0.34],
      [0.55, accents[category], 0.1],
      [1, accents[category], 0],
    ]);
  const body =
    sky(c) +
    stars(rand, c, 40, 0.7) +
    `<circle cx="320" cy="170" r="200" fill="url(#card-glow)"/>` +
    hills(rand, c, [
      { baseY: 300, amplitude: 46, color: palette.navy600, steps: 7 },
      { baseY: 328, amplitude: 30, color: palette.navy800, steps: 9 },
    ]) +
    mistBand(rand, c, 296, 60, 0.16) +
    `<ellipse cx="320" cy="290" rx="150" ry="14" fill="#000" opacity="0.3" filter="url(#s-blur-s)"/>` +
    `<g transform="translate(320,190)">${categoryIcons[category]()}</g>` +
    mistBand(rand, c, 352, 40, 0.14, { blur: "m" });
  return svgDoc(W, H, body, defs);
}

export async function generateNoticeImages(): Promise<void> {
  console.log("Rulebook category images");
  for (const category of Object.keys(categoryIcons) as Category[]) {
    await writeWebp(categorySvg(category), publicPath("img/notice", `${category}.webp`), {
      maxBytes: 40 * 1024,
      quality: 90,
    });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await generateNoticeImages();
