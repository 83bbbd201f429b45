// Logo and favicons: public/img/logo.svg, public/favicon.svg, public/favicon.png,
// public/apple-touch-icon.png.
// Run: ./node_modules/.bin/tsx scripts/assets/logo.ts
import { logoMark, logoSvg } from "./lib/logo";
import { publicPath, writePng, writeText } from "./lib/render";
import { palette } from "./lib/svg";

export async function generateLogo(): Promise<void> {
  console.log("Logo and favicons");
  const svg = logoSvg() + "\n";
  writeText(svg, publicPath("img/logo.svg"), 3 * 1024);
  writeText(svg, publicPath("favicon.svg"), 3 * 1024);
  await writePng(logoSvg(64), publicPath("favicon.png"), { maxBytes: 8 * 1024, palette: false });
  // iOS fills transparency with black and rounds the corners itself: give it an opaque square.
  const touch =
    `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="180" viewBox="0 0 180 180">` +
    `<rect width="180" height="180" fill="${palette.navy900}"/>` +
    `<g transform="translate(18,18) scale(2.25)">${logoMark()}</g></svg>`;
  await writePng(touch, publicPath("apple-touch-icon.png"), { maxBytes: 20 * 1024, palette: false });
}

if (import.meta.url === `file://${process.argv[1]}`) await generateLogo();
