import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { HOME_MEDIA } from "../../app/config/home";
import { allSlideVariants, encodeSlideVariant, writeSlideVariants } from "./home-slides";

const work = mkdtempSync(path.join(tmpdir(), "home-slides-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("home slide variants", () => {
  it("writes every variant of every slide at its URL, then takes them all from the cache", async () => {
    const clientDir = path.join(work, "client");
    const cacheDir = path.join(work, "cache");
    const first = await writeSlideVariants(clientDir, { cacheDir });
    const variants = allSlideVariants();
    expect(first).toMatchObject({ files: 32, encoded: 32 });
    expect(readdirSync(path.join(clientDir, "img/home")).sort()).toEqual(
      variants.map((variant) => path.basename(variant.url)).sort(),
    );
    for (const variant of variants.filter((entry) => entry.position === 1)) {
      const meta = await sharp(path.join(clientDir, variant.url)).metadata();
      const height = variant.crop === "square" ? variant.width : (variant.width * 700) / 1600;
      expect([meta.format, meta.width, meta.height], variant.url).toEqual([
        variant.format === "avif" ? "heif" : "webp",
        variant.width,
        Math.round(height),
      ]);
    }
    const second = await writeSlideVariants(path.join(work, "again"), { cacheDir });
    expect(second).toMatchObject({ files: 32, encoded: 0 });
  }, 60_000);

  it("refuses a slide that is not 1600×700", async () => {
    const small = await sharp({ create: { width: 800, height: 700, channels: 3, background: "#123" } })
      .webp()
      .toBuffer();
    await expect(encodeSlideVariant(small, allSlideVariants()[0]!)).rejects.toThrow(
      `${HOME_MEDIA.slideImage(1)} is 800×700; a slide must be 1600×700`,
    );
  });
});
