// Drifting mist for the videos.
import { between, blurFilter, n, palette, rng, svgDoc } from "../../assets/lib/svg";
import { windowOf, type RawImage } from "./frames";

/**
 * Mist drawn on a strip three frames wide, periodic over W: each puff is repeated every W,
 * so that any W-wide window tiles seamlessly. Windows keep W/2 away from the strip's ends,
 * where the blur fades out against the canvas edge.
 */
export function mistStripSvg(
  canvas: { width: number; height: number },
  seed: string,
  bands: readonly { y: number; thickness: number; strength: number }[],
  blur: number,
): string {
  const { width: W, height: H } = canvas;
  const rand = rng(seed);
  const stripW = W * 3;
  let puffs = "";
  for (const band of bands) {
    for (let i = 0; i < 7; i++) {
      const x = (W * (i + between(rand, 0, 1))) / 7;
      const y = band.y + between(rand, -band.thickness * 0.3, band.thickness * 0.3);
      const rx = between(rand, 110, 220);
      const ry = band.thickness * between(rand, 0.3, 0.55);
      const opacity = (band.strength * between(rand, 0.5, 1)).toFixed(3);
      for (const dx of [-W, 0, W, 2 * W, 3 * W])
        puffs += `<ellipse cx="${n(x + dx)}" cy="${n(y)}" rx="${n(rx)}" ry="${n(ry)}" opacity="${opacity}"/>`;
    }
  }
  const defs = blurFilter("mist", blur, { x: -W, y: -H, w: stripW + 2 * W, h: 3 * H });
  return svgDoc(stripW, H, `<g filter="url(#mist)" fill="${palette.mist}">${puffs}</g>`, defs);
}

/** The frame-wide view of a mist strip after drifting `offset` pixels to the left. */
export function mistWindow(strip: RawImage, frameWidth: number, offset: number): Promise<RawImage> {
  const shift = ((Math.round(offset) % frameWidth) + frameWidth) % frameWidth;
  return windowOf(strip, frameWidth / 2 + shift, frameWidth);
}
