import { CONTRIBUTORS, OTHER_CREDITS, TEAM } from "./support/site-data";
import { expect, test, type Page } from "./fixtures";
import { catalogue } from "./support/catalogue";

const french = catalogue("fr");

// The expected order is computed here on its own, from the ordering rules, not with the app's sort.
const collator = new Intl.Collator("fr", { sensitivity: "base" });
function flaggedThenAlphabetical<T extends { displayName: string }>(
  items: readonly T[],
  flagged: (item: T) => boolean,
) {
  const names = (list: T[]) => list.map((item) => item.displayName).sort(collator.compare);
  return [...names(items.filter(flagged)), ...names(items.filter((item) => !flagged(item)))];
}

const columnNames = (page: Page, column: string) =>
  page.locator(`[data-credits="${column}"] .credits-list > li .credit-name`);

async function openCredits(page: Page) {
  await page.goto("/credits");
  await expect(page).toBeHydrated();
}

test.describe("credits", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("lists the team active first, then alphabetically", async ({ page, problems }) => {
    await openCredits(page);
    await expect(columnNames(page, "team")).toHaveText(
      flaggedThenAlphabetical(TEAM, (member) => member.active),
    );
    // Former members carry a visible mark; active ones do not.
    for (const member of TEAM) {
      const card = page.locator('[data-credits="team"] .team-card', { hasText: member.displayName });
      await expect(card.locator(".team-card__former"), member.displayName).toHaveCount(member.active ? 0 : 1);
      if (member.link) {
        const link = card.locator(`a[href="${member.link}"]`);
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("aria-label", `${member.displayName} (nouvel onglet)`);
      } else {
        await expect(card.locator("a"), member.displayName).toHaveCount(0);
      }
    }
    expect(problems.pageErrors).toEqual([]);
    expect(problems.failedRequests).toEqual([]);
  });

  test("lists contributors with a link first, then alphabetically, with their kind and reason", async ({
    page,
  }) => {
    await openCredits(page);
    await expect(columnNames(page, "contributors")).toHaveText(
      flaggedThenAlphabetical(CONTRIBUTORS, (contributor) => contributor.link !== undefined),
    );
    for (const contributor of CONTRIBUTORS) {
      const item = page.locator('[data-credits="contributors"] .contributor', {
        hasText: contributor.displayName,
      });
      await expect(
        item.locator(`.credit-kind--${contributor.icon} svg`),
        contributor.displayName,
      ).toHaveCount(1);
      await expect(item.locator(".contributor__reason")).toHaveText(
        french[`app.credits.reason.${contributor.reasonId}`]!,
      );
    }
    const kinds = page.locator('[data-credits="contributors"] .credit-kind .visually-hidden');
    await expect
      .poll(async () => new Set(await kinds.allTextContents()))
      .toEqual(new Set(["Discord", "Graphisme", "Vidéo", "Son", "Cartographie"]));
  });

  test("lists other modders and tools favourites first, starred with an accessible label", async ({
    page,
  }) => {
    await openCredits(page);
    const expected = flaggedThenAlphabetical(OTHER_CREDITS, (other) => other.favorite);
    await expect(columnNames(page, "others")).toHaveText(expected);
    const items = page.locator('[data-credits="others"] .other-credit');
    for (const [index, name] of expected.entries()) {
      const other = OTHER_CREDITS.find((entry) => entry.displayName === name)!;
      const item = items.nth(index);
      const star = item.locator(".favorite-star");
      await expect(star, name).toHaveCount(other.favorite ? 1 : 0);
      if (other.favorite) await expect(star.locator(".visually-hidden")).toHaveText("favori");
      if (other.image)
        await expect(item.locator("img")).toHaveAttribute("src", `/img/others/${other.image}.png`);
      await expect(item.locator(".other-credit__links a"), name).toHaveCount(other.links.length);
    }
  });

  test("gives every picture its size, and team pictures their path", async ({ page }) => {
    await openCredits(page);
    const images = page.locator(".credits-columns img");
    // A photo is a site path in the member's file; a member without one shows initials instead.
    for (const member of TEAM) {
      const card = page.locator('[data-credits="team"] .team-card', { hasText: member.displayName });
      if (member.image)
        await expect(page.locator(`.credits-columns img[src="${member.image}"]`)).toHaveCount(1);
      else await expect(card.locator(".team-avatar__initials"), member.displayName).toHaveCount(1);
    }
    await expect
      .poll(() => images.count())
      .toBeGreaterThanOrEqual(TEAM.filter((member) => member.image).length);
    const count = await images.count();
    for (let index = 0; index < count; index += 1) {
      await expect(images.nth(index)).toHaveAttribute("width", /^[1-9]\d*$/);
      await expect(images.nth(index)).toHaveAttribute("height", /^[1-9]\d*$/);
    }
  });

  test("swaps in the easter egg on hover and on keyboard focus", async ({ page }) => {
    await openCredits(page);
    // As many eggs as the team's files give (staff may add or remove them); the first one is tried.
    const eggs = TEAM.filter((entry) => entry.easterEgg);
    await expect(page.locator("button.team-avatar--egg")).toHaveCount(eggs.length);
    // The first member with both a photo and a surprise (one without a photo shows initials first).
    const member = eggs.find((entry) => entry.image);
    if (!member) return;
    const button = page
      .locator('[data-credits="team"] .team-card', { hasText: member.displayName })
      .locator("button.team-avatar--egg");
    const image = button.locator("img");
    const usual = member.image!;
    await expect(image).toHaveAttribute("src", usual);
    await button.hover();
    await expect(image).toHaveAttribute("src", member.easterEgg!.hoverImage);
    await page.mouse.move(5, 890);
    await expect(image).toHaveAttribute("src", usual);
    await button.focus();
    await expect(image).toHaveAttribute("src", member.easterEgg!.hoverImage);
    await expect(image).toHaveAttribute(
      "alt",
      new RegExp(member.displayName.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
    );
    await button.blur();
    await expect(image).toHaveAttribute("src", usual);
  });
});

test.describe("credits on a phone", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("stacks the three columns without horizontal scroll", async ({ page }) => {
    await openCredits(page);
    const columns = page.locator(".credits-column");
    await expect(columns).toHaveCount(3);
    await expect(async () => {
      const boxes = await columns.evaluateAll((list) => list.map((column) => column.getBoundingClientRect()));
      expect(boxes[1]!.top).toBeGreaterThanOrEqual(boxes[0]!.bottom);
      expect(boxes[2]!.top).toBeGreaterThanOrEqual(boxes[1]!.bottom);
    }).toPass({ timeout: 5_000 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(375);
  });
});
