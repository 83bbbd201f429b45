/**
 * A newcomer reads what to do and what to avoid under a rule: the worked examples shown as two
 * named figures, in French and in Arabic (the kinds in the page's language, the scenes in French),
 * on a phone, without JavaScript, on paper, and found by the rulebook's search.
 */
import { localizePath } from "../../app/i18n/paths";
import { expect, test, type Page } from "../fixtures";
import { horizontalOverflow } from "../support/overflow";
import { articleWithLongestExampleLabel, catalogue, exampleOnlyWord, glossary } from "./rulebook-content";

const fr = catalogue("fr");
const ar = catalogue("ar");
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** The first term of the glossary: every term has a pair (a content test holds it). */
const firstTerm = () => {
  const { path, terms } = glossary();
  return { path, term: terms[0]! };
};

/** The first group of examples after a heading of the article. */
function pairUnder(page: Page, heading: string) {
  return page
    .getByRole("heading", { name: heading, exact: true })
    .locator("xpath=following-sibling::div[contains(@class, 'examples')][1]");
}

/** A text as a pattern that any space matches (French typography puts non-breaking ones). */
const spaced = (text: string) =>
  new RegExp(
    text
      .split(/\s+/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
      .join("[\\s\\u00a0\\u202f]+"),
  );

test.use({ reducedMotion: "reduce" });

test.describe("on a phone", () => {
  test.use(phone);

  test("a glossary term shows a scene to follow and one to avoid, named for screen readers, with no sideways scroll", async ({
    page,
  }) => {
    const { path, term } = firstTerm();
    await page.goto(path);
    await expect(page).toBeHydrated();
    const pair = pairUnder(page, term);
    const good = pair.getByRole("figure", { name: new RegExp(`^${fr("app.notice.example.good")}`) });
    const bad = pair.getByRole("figure", { name: new RegExp(`^${fr("app.notice.example.bad")}`) });
    await expect(good).toHaveCount(1);
    await expect(bad).toHaveCount(1);
    await good.scrollIntoViewIfNeeded();
    // One above the other on a phone, the good one first.
    const [top, bottom] = [await good.boundingBox(), await bad.boundingBox()];
    expect(bottom!.y).toBeGreaterThan(top!.y + top!.height - 1);
    // Each says its kind with an icon as well as its words and colour.
    for (const figure of [good, bad]) {
      const icon = await figure
        .locator("figcaption")
        .evaluate((caption) => getComputedStyle(caption, "::before").maskImage);
      expect(icon).toMatch(/^url\(/);
    }
    expect(
      await good.locator("figcaption").evaluate((caption) => getComputedStyle(caption, "::before").maskImage),
    ).not.toBe(
      await bad.locator("figcaption").evaluate((caption) => getComputedStyle(caption, "::before").maskImage),
    );
    await expect.poll(() => horizontalOverflow(page)).toEqual([]);
    await expect(page).toHaveNoAxeViolations();
  });

  test("in Arabic the kinds are Arabic, right to left, and the scenes stay French, left to right", async ({
    page,
  }) => {
    const { path, term } = firstTerm();
    await page.goto(localizePath("ar", path));
    await expect(page).toBeHydrated();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const pair = pairUnder(page, term);
    const kind = pair.locator(".example__kind").first();
    await expect(kind).toHaveText(ar("app.notice.example.good"));
    await expect(kind).toHaveAttribute("lang", "ar");
    await expect(kind).toHaveAttribute("dir", "rtl");
    await expect(
      pair.getByRole("figure", { name: new RegExp(`^${ar("app.notice.example.bad")}`) }),
    ).toHaveCount(1);
    const scene = pair.locator("figure p").first();
    expect(await scene.evaluate((element) => element.closest("[lang]")?.getAttribute("lang"))).toBe("fr");
    expect(await scene.evaluate((element) => getComputedStyle(element).direction)).toBe("ltr");
    await expect.poll(() => horizontalOverflow(page)).toEqual([]);
    await expect(page).toHaveNoAxeViolations();
  });

  test("the rulebook's search finds a word that only an example holds, under its rule's section", async ({
    page,
  }) => {
    const { word, heading } = exampleOnlyWord();
    await page.goto("/notice");
    await expect(page).toBeHydrated();
    await page.locator(".notice-search__open").tap();
    await page.getByRole("combobox").fill(word);
    // The section of the example, its word marked in the snippet.
    const result = page
      .locator(".search-result")
      .filter({ hasText: spaced(heading) })
      .filter({ has: page.locator("mark", { hasText: new RegExp(`^${word}$`, "i") }) });
    await expect(result.first()).toBeVisible();
  });
});

test.describe("on a 320 px phone", () => {
  test.use({ ...phone, viewport: { width: 320, height: 700 } });

  test("a long example title wraps as words do: its lines start beside the icon, and no line starts with the dash", async ({
    page,
  }) => {
    await page.goto(articleWithLongestExampleLabel());
    const lines = await page.locator("figcaption:has(.example__title)").evaluateAll((captions) =>
      captions.map((caption) => {
        const textStart =
          caption.getBoundingClientRect().left + parseFloat(getComputedStyle(caption).paddingInlineStart);
        const title = caption.querySelector(".example__title")!;
        const range = document.createRange();
        range.selectNodeContents(title);
        const kind = caption.querySelector(".example__kind")!.getBoundingClientRect();
        return {
          text: caption.textContent,
          // Every line of the label, and the kind, start at the text's edge, never under the icon.
          starts: [...range.getClientRects()].map((rect) => Math.round(rect.left - textStart)),
          kindStart: Math.round(kind.left - textStart),
        };
      }),
    );
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(line.kindStart, line.text ?? "").toBe(0);
      for (const start of line.starts) expect(start, line.text ?? "").toBeGreaterThanOrEqual(0);
    }
  });
});

test.describe("without JavaScript", () => {
  test.use({ ...phone, javaScriptEnabled: false });

  test("the examples are named in the page's language from the first paint", async ({ page }) => {
    const { path, term } = firstTerm();
    await page.goto(localizePath("ar", path));
    const pair = pairUnder(page, term);
    await expect(
      pair.getByRole("figure", { name: new RegExp(`^${ar("app.notice.example.good")}`) }),
    ).toHaveCount(1);
    await expect(
      pair.getByRole("figure", { name: new RegExp(`^${ar("app.notice.example.bad")}`) }),
    ).toHaveCount(1);
  });
});

test("on paper, each example keeps its kind's words, its icon and its coloured edge", async ({ page }) => {
  const { path, term } = firstTerm();
  await page.goto(path);
  await page.emulateMedia({ media: "print" });
  const pair = pairUnder(page, term);
  const figures = pair.locator("figure");
  await expect(figures).toHaveCount(2);
  const looks = await figures.evaluateAll((elements) =>
    elements.map((figure) => {
      const caption = figure.querySelector("figcaption")!;
      const icon = getComputedStyle(caption, "::before");
      return {
        kind: figure.querySelector(".example__kind")!.textContent,
        icon: icon.printColorAdjust === "exact" && icon.width !== "0px",
        edge: getComputedStyle(figure).borderInlineStartColor,
        breaks: getComputedStyle(figure).breakInside,
      };
    }),
  );
  expect(looks.map((look) => look.kind)).toEqual([
    fr("app.notice.example.good"),
    fr("app.notice.example.bad"),
  ]);
  expect(looks.every((look) => look.icon && look.breaks === "avoid")).toBe(true);
  expect(looks[0]!.edge).not.toBe(looks[1]!.edge);
});
