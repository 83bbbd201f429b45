import type { Locator, Page } from "@playwright/test";

/**
 * What sticks out sideways on the page as drawn: the page wider than the window (in a right-to-left
 * page that overflow goes left, and scrolls too), the page scrolled sideways, and any visible box
 * that crosses a side of the window with nothing to clip it (past the right edge of a right-to-left
 * page, or the left edge of a left-to-right one, it is cut off without a scroll bar). Empty when
 * all is well; otherwise up to five lines saying what and where.
 *
 * On a phone (a context with `isMobile`), pass the device's width: its layout viewport grows to the
 * widest content (a page 15 px too wide gets `innerWidth` 405 at 390 px and is zoomed out), so the
 * window's own width says nothing; `innerWidth` must equal the device's, and boxes are judged
 * against the device's edges.
 */
export function horizontalOverflow(page: Page, deviceWidth?: number): Promise<string[]> {
  return page.evaluate((device) => {
    const width = device ?? window.innerWidth;
    const root = document.documentElement;
    const found: string[] = [];
    if (window.innerWidth > width)
      found.push(`the page is laid out ${window.innerWidth} px wide on a ${width} px phone`);
    if (root.scrollWidth > Math.max(width, window.innerWidth))
      found.push(`the page is ${root.scrollWidth} px wide in ${width} px`);
    if (window.scrollX !== 0 || root.getBoundingClientRect().left < 0)
      found.push("the page is scrolled sideways");
    // Whether an ancestor clips the element; remembered per element, as long pages ask it of thousands.
    const seen = new Map<Element, boolean>();
    const clipped = (element: Element): boolean => {
      const parent = element.parentElement;
      if (!parent || parent === document.body) return false;
      let answer = seen.get(parent);
      if (answer === undefined) {
        answer = getComputedStyle(parent).overflowX !== "visible" || clipped(parent);
        seen.set(parent, answer);
      }
      return answer;
    };
    const name = (element: Element) =>
      [
        element.tagName.toLowerCase(),
        element.id && `#${element.id}`,
        ...[...element.classList].map((c) => `.${c}`),
      ].join("");
    for (const element of document.body.querySelectorAll("*")) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || (box.left >= -1 && box.right <= width + 1)) continue;
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      if (clipped(element)) continue;
      found.push(`${name(element)} spans ${Math.round(box.left)} to ${Math.round(box.right)} px`);
      if (found.length >= 5) break;
    }
    // Text wider than its box (a long word in a narrow column) widens the page without any box doing so.
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let text = texts.nextNode(); text && found.length < 5; text = texts.nextNode()) {
      const parent = text.parentElement;
      if (!parent || clipped(parent) || getComputedStyle(parent).overflowX !== "visible") continue;
      if (!parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(text);
      const box = range.getBoundingClientRect();
      if (box.width === 0 || (box.left >= -1 && box.right <= width + 1)) continue;
      found.push(
        `the text "${text.textContent!.trim().slice(0, 40)}" in ${name(parent)} spans ${Math.round(box.left)} to ${Math.round(box.right)} px`,
      );
    }
    return found;
  }, deviceWidth);
}

/** Whether the element's box lies wholly inside the window (to the pixel). */
export function insideWindow(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return (
      box.width > 0 &&
      box.left >= -0.5 &&
      box.top >= -0.5 &&
      box.right <= window.innerWidth + 0.5 &&
      box.bottom <= window.innerHeight + 0.5
    );
  });
}
