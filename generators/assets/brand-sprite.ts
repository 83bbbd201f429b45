import { writeFile } from "node:fs/promises";
import { siDiscord, siTwitch, siX, siYoutube } from "simple-icons";

/**
 * Writes public/img/icons/brands.svg: the networks' brand marks (Simple Icons) as symbols that
 * pages reference with <use>, so the marks' long paths are neither in every page nor in the JS.
 * Run: ./node_modules/.bin/tsx generators/assets/brand-sprite.ts
 */
const BRANDS = { discord: siDiscord, twitch: siTwitch, x: siX, youtube: siYoutube };

const symbols = Object.entries(BRANDS)
  .map(
    ([id, icon]) =>
      `<symbol id="${id}" viewBox="0 0 24 24"><path fill="currentColor" d="${icon.path}"/></symbol>`,
  )
  .join("");
await writeFile("public/img/icons/brands.svg", `<svg xmlns="http://www.w3.org/2000/svg">${symbols}</svg>\n`);
console.log(`public/img/icons/brands.svg: ${Object.keys(BRANDS).length} symbols`);
