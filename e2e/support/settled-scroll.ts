import type { Locator } from "@playwright/test";

/**
 * The element's scroll offset once a swipe's glide has ended: unchanged over ten frames in a row.
 * For the page itself, pass `page.locator("html")`.
 */
export function settledScroll(element: Locator, axis: "x" | "y"): Promise<number> {
  return element.evaluate(
    (box, side) =>
      new Promise<number>((resolve) => {
        const offset = () => (side === "x" ? box.scrollLeft : box.scrollTop);
        let last = offset();
        let still = 0;
        const frame = () => {
          still = offset() === last ? still + 1 : 0;
          last = offset();
          if (still >= 10) resolve(last);
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
    axis,
  );
}
