// Logo and favicons: public/img/logo.svg, public/favicon.svg, public/favicon.png, public/favicon.ico,
// public/apple-touch-icon.png, and the web app manifest's icons public/img/icons/app-{192,512}.png
// and public/img/icons/app-maskable-{192,512}.png.
// Run: ./node_modules/.bin/tsx generators/assets/logo.ts
import { writeFileSync } from "node:fs";
import sharp from "sharp";
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
  for (const size of [192, 512]) {
    // Installed-app icons shown as they are: the round mark, the whole square, transparent around it.
    await writePng(logoSvg(size), publicPath(`img/icons/app-${size}.png`), {
      maxBytes: 40 * 1024,
      palette: false,
    });
    // Icons a launcher crops to its own shape (maskable): opaque, the mark inside the central 80 %
    // so that a round mask keeps it whole.
    const maskable =
      `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">` +
      `<rect width="64" height="64" fill="${palette.navy900}"/>` +
      `<g transform="translate(8.5,8.5) scale(0.734)">${logoMark()}</g></svg>`;
    await writePng(maskable, publicPath(`img/icons/app-maskable-${size}.png`), {
      maxBytes: 40 * 1024,
      palette: false,
    });
  }
  writeFileSync(publicPath("favicon.ico"), await icoFile([16, 32, 48]));
}

/** A .ico holding PNG images of the logo at each size (what browsers ask /favicon.ico for). */
async function icoFile(sizes: number[]): Promise<Buffer> {
  const images = await Promise.all(
    sizes.map((size) =>
      sharp(Buffer.from(logoSvg(size)))
        .png()
        .toBuffer(),
    ),
  );
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // 1: icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach((image, index) => {
    const entry = 6 + 16 * index;
    header.writeUInt8(sizes[index]! % 256, entry); // width, 0 meaning 256
    header.writeUInt8(sizes[index]! % 256, entry + 1);
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(image.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += image.length;
  });
  return Buffer.concat([header, ...images]);
}

if (import.meta.url === `file://${process.argv[1]}`) await generateLogo();
