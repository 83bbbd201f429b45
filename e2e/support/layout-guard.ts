import type { Page } from "@playwright/test";

/**
 * Layout checks that hold on every page, whatever its content: they catch the defects players met
 * (15,000 px of empty page under a list, a dialog whose close button sat off screen, 15 px markers)
 * on pages no journey test visits. Each returns what is wrong, in words, or nothing when all is well.
 */

/** The visible stretches of the page, from top to bottom, that hold nothing to see. */
export function blankStretches(page: Page, longerThan: number): Promise<string[]> {
  return page.evaluate((limit) => {
    const top = (box: DOMRect) => box.top + window.scrollY;
    const boxes: [number, number][] = [];
    const visible = (element: Element) =>
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    // What a reader sees: text, images, drawings, form fields, frames, and boxes with a background.
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let text = texts.nextNode(); text; text = texts.nextNode()) {
      if (!text.textContent!.trim() || !text.parentElement || !visible(text.parentElement)) continue;
      const range = document.createRange();
      range.selectNodeContents(text);
      const box = range.getBoundingClientRect();
      if (box.height > 0) boxes.push([top(box), top(box) + box.height]);
    }
    for (const element of document.body.querySelectorAll(
      "img, svg, canvas, video, iframe, input, select, textarea, button, hr, .leaflet-container",
    )) {
      const box = element.getBoundingClientRect();
      if (box.height > 0 && visible(element)) boxes.push([top(box), top(box) + box.height]);
    }
    boxes.sort((a, b) => a[0] - b[0]);
    const found: string[] = [];
    let reached = 0;
    const ends: [number, number][] = [...boxes, [document.documentElement.scrollHeight, Infinity]];
    for (const [start, end] of ends) {
      if (start - reached > limit) {
        found.push(`nothing to see from ${Math.round(reached)} to ${Math.round(start)} px`);
      }
      reached = Math.max(reached, end);
    }
    return found;
  }, longerThan);
}

/** Boxes that scroll on their own (overflow auto or scroll) and are taller than the window. */
export function tallScrollBoxes(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const element of document.body.querySelectorAll("*")) {
      const style = getComputedStyle(element);
      if (!/(auto|scroll)/.test(style.overflowY)) continue;
      if (element.scrollHeight <= element.clientHeight + 1) continue;
      const height = element.getBoundingClientRect().height;
      if (height > window.innerHeight + 1) {
        found.push(
          `${element.tagName.toLowerCase()}.${[...element.classList].join(".")} scrolls inside a ${Math.round(height)} px box, in a ${window.innerHeight} px window`,
        );
      }
    }
    return found;
  });
}

/** Visible controls inside `selector` (an open dialog or popup) that are not wholly on screen. */
export function controlsOffScreen(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((within) => {
    const found: string[] = [];
    for (const container of document.querySelectorAll(within)) {
      for (const control of container.querySelectorAll<HTMLElement>(
        "a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex='-1'])",
      )) {
        if (!control.checkVisibility({ visibilityProperty: true })) continue;
        const box = control.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        // A control scrolled out of view inside a scrolling list is reachable: judge its list instead.
        let scroller = control.parentElement;
        while (scroller && !/(auto|scroll)/.test(getComputedStyle(scroller).overflowY)) {
          scroller = scroller.parentElement;
        }
        const judged = scroller && container.contains(scroller) ? scroller.getBoundingClientRect() : box;
        const inside =
          judged.left >= -0.5 &&
          judged.top >= -0.5 &&
          judged.right <= window.innerWidth + 0.5 &&
          judged.bottom <= window.innerHeight + 0.5;
        if (!inside) {
          const name = control.getAttribute("aria-label") ?? control.textContent?.trim().slice(0, 30);
          found.push(
            `"${name}" (${control.tagName.toLowerCase()}) at ${Math.round(box.left)},${Math.round(box.top)} to ${Math.round(box.right)},${Math.round(box.bottom)}`,
          );
        }
      }
    }
    return found;
  }, selector);
}

/**
 * Tap targets smaller than 24 × 24 px (WCAG 2.2, 2.5.8), with its exceptions: a link inside a line
 * of text, and a small target whose 24 px circle touches no other target.
 */
export function smallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const MIN = 24;
    const controls = [
      ...document.body.querySelectorAll<HTMLElement>(
        "a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab], [role=option], .leaflet-marker-icon",
      ),
    ].filter((control) => {
      if (!control.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
      const box = control.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight * 20;
    });
    const inText = (control: HTMLElement) => {
      if (getComputedStyle(control).display !== "inline") return false;
      const block = control.parentElement;
      return !!block && (block.textContent ?? "").trim().length > (control.textContent ?? "").trim().length;
    };
    const centres = controls.map((control) => {
      const box = control.getBoundingClientRect();
      return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    });
    const found: string[] = [];
    controls.forEach((control, index) => {
      const box = control.getBoundingClientRect();
      if ((box.width >= MIN - 0.5 && box.height >= MIN - 0.5) || inText(control)) return;
      // Spacing exception: no other target's centre within 24 px of this one's (circles of 12 px radius).
      const crowded = centres.some(
        (centre, other) =>
          other !== index &&
          !control.contains(controls[other]!) &&
          !controls[other]!.contains(control) &&
          Math.hypot(centre.x - centres[index]!.x, centre.y - centres[index]!.y) < MIN,
      );
      if (!crowded) return;
      const name = control.getAttribute("aria-label") ?? control.textContent?.trim().slice(0, 30);
      found.push(
        `"${name}" (${control.tagName.toLowerCase()}.${[...control.classList].join(".")}) is ${Math.round(box.width)} × ${Math.round(box.height)} px`,
      );
    });
    return found.slice(0, 10);
  });
}
