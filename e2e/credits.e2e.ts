import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { CONTRIBUTORS } from "../app/data/credits/contributors";
import { OTHER_CREDITS } from "../app/data/credits/others";
import { TEAM } from "../app/data/credits/team";
import { newContext, waitForHydration, watchProblems } from "./support/browser";
import french from "../app/i18n/messages/fr.json";

// The expected order is computed here on its own, from the rules of the spec, not with the app's sort.
const collator = new Intl.Collator("fr", { sensitivity: "base" });
function flaggedThenAlphabetical<T extends { displayName: string }>(
  items: readonly T[],
  flagged: (item: T) => boolean,
) {
  const names = (list: T[]) => list.map((item) => item.displayName).sort(collator.compare);
  return [...names(items.filter(flagged)), ...names(items.filter((item) => !flagged(item)))];
}

const columnNames = (page: Page, column: string) =>
  page.locator(`[data-credits="${column}"] .credits-list > li .credit-name`).allInnerTexts();

async function openCredits() {
  const context = await newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const problems = watchProblems(page);
  await page.goto("/credits");
  await waitForHydration(page);
  return { context, page, problems };
}

describe("credits", () => {
  it("lists the team active first, then alphabetically", async () => {
    const { context, page, problems } = await openCredits();
    const names = await columnNames(page, "team");
    expect(names).toEqual(flaggedThenAlphabetical(TEAM, (member) => member.active));
    // Former members carry a visible mark; active ones do not.
    for (const member of TEAM) {
      const card = page.locator('[data-credits="team"] .team-card', { hasText: member.displayName });
      expect(await card.locator(".team-card__former").count(), member.displayName).toBe(
        member.active ? 0 : 1,
      );
      if (member.link) {
        const link = card.locator(`a[href="${member.link}"]`);
        expect(await link.getAttribute("target")).toBe("_blank");
        expect(await link.getAttribute("aria-label")).toBe(`${member.displayName} (nouvel onglet)`);
      } else {
        expect(await card.locator("a").count(), member.displayName).toBe(0);
      }
    }
    expect(problems.pageErrors).toEqual([]);
    expect(problems.failedRequests).toEqual([]);
    await context.close();
  });

  it("lists contributors with a link first, then alphabetically, with their kind and reason", async () => {
    const { context, page } = await openCredits();
    expect(await columnNames(page, "contributors")).toEqual(
      flaggedThenAlphabetical(CONTRIBUTORS, (contributor) => contributor.link !== undefined),
    );
    for (const contributor of CONTRIBUTORS) {
      const item = page.locator('[data-credits="contributors"] .contributor', {
        hasText: contributor.displayName,
      });
      expect(
        await item.locator(`.credit-kind--${contributor.icon} svg`).count(),
        contributor.displayName,
      ).toBe(1);
      expect(await item.locator(".contributor__reason").innerText()).toBe(
        french[`app.credits.reason.${contributor.reasonId}`],
      );
    }
    const kinds = await page
      .locator('[data-credits="contributors"] .credit-kind .visually-hidden')
      .evaluateAll((spans) => spans.map((span) => span.textContent));
    expect(new Set(kinds)).toEqual(new Set(["Discord", "Graphisme", "Vidéo", "Son", "Cartographie"]));
    await context.close();
  });

  it("lists other modders and tools favourites first, starred with an accessible label", async () => {
    const { context, page } = await openCredits();
    const expected = flaggedThenAlphabetical(OTHER_CREDITS, (other) => other.favorite);
    expect(await columnNames(page, "others")).toEqual(expected);
    const items = page.locator('[data-credits="others"] .other-credit');
    for (const [index, name] of expected.entries()) {
      const other = OTHER_CREDITS.find((entry) => entry.displayName === name)!;
      const star = items.nth(index).locator(".favorite-star");
      expect(await star.count(), name).toBe(other.favorite ? 1 : 0);
      if (other.favorite) expect(await star.locator(".visually-hidden").innerText()).toBe("favori");
      if (other.image) {
        expect(await items.nth(index).locator("img").getAttribute("src")).toBe(
          `/img/others/${other.image}.png`,
        );
      }
      expect(await items.nth(index).locator(".other-credit__links a").count()).toBe(other.links.length);
    }
    await context.close();
  });

  it("gives every picture its size, and team pictures their path", async () => {
    const { context, page } = await openCredits();
    const images = await page.locator(".credits-columns img").evaluateAll((list) =>
      list.map((image) => ({
        src: image.getAttribute("src"),
        width: image.getAttribute("width"),
        height: image.getAttribute("height"),
      })),
    );
    expect(images.length).toBeGreaterThanOrEqual(TEAM.length);
    for (const image of images) {
      expect(Number(image.width), image.src ?? "").toBeGreaterThan(0);
      expect(Number(image.height), image.src ?? "").toBeGreaterThan(0);
    }
    for (const member of TEAM)
      expect(images.map((image) => image.src)).toContain(`/img/team/${member.image}.webp`);
    await context.close();
  });

  it("swaps in the easter egg on hover and on keyboard focus", async () => {
    const { context, page } = await openCredits();
    const member = TEAM.find((entry) => entry.easterEgg)!;
    const button = page.locator("button.team-avatar--egg");
    const image = button.locator("img");
    expect(await button.count()).toBe(1);
    expect(await image.getAttribute("src")).toBe(`/img/team/${member.image}.webp`);
    await button.hover();
    await page.waitForFunction(
      (src) => document.querySelector("button.team-avatar--egg img")?.getAttribute("src") === src,
      member.easterEgg!.hoverImage,
    );
    await page.mouse.move(5, 890);
    await page.waitForFunction(
      (src) => document.querySelector("button.team-avatar--egg img")?.getAttribute("src") === src,
      `/img/team/${member.image}.webp`,
    );
    await button.focus();
    expect(await image.getAttribute("src")).toBe(member.easterEgg!.hoverImage);
    expect(await image.getAttribute("alt")).toContain(member.displayName);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    expect(await image.getAttribute("src")).toBe(`/img/team/${member.image}.webp`);
    await context.close();
  });

  it("stacks the three columns on a phone", async () => {
    const context = await newContext({ viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await page.goto("/credits");
    await waitForHydration(page);
    const boxes = await page
      .locator(".credits-column")
      .evaluateAll((columns) => columns.map((column) => column.getBoundingClientRect()));
    expect(boxes).toHaveLength(3);
    expect(boxes[1]!.top).toBeGreaterThanOrEqual(boxes[0]!.bottom);
    expect(boxes[2]!.top).toBeGreaterThanOrEqual(boxes[1]!.bottom);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await context.close();
  });
});
