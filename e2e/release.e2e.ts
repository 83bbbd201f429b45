import { RELEASE_MESSAGES } from "../app/data/release";
import { expect, settle, test, type Page } from "./fixtures";

// The required figure, not the app's constant: changing that must fail here.
const REVEAL_MS = 213_000;

const decode = (base64: string) => Buffer.from(base64, "base64").toString("utf8");

/** Opens the page on a paused fake clock: time moves only with runFor. */
async function openRelease(page: Page, path = "/release") {
  await page.clock.install({ time: new Date("2026-11-22T10:00:00Z") });
  await page.clock.pauseAt(new Date("2026-11-22T10:00:01Z"));
  await page.goto(path);
  await expect(page).toBeHydrated();
  await settle(page);
}

const bodyHtml = (page: Page) => page.evaluate(() => document.body.innerHTML);

test.describe("release page", () => {
  test("keeps the message out of the page until 213 s, then reveals it in a polite live region", async ({
    page,
    problems,
  }) => {
    await openRelease(page);
    const message = decode(RELEASE_MESSAGES.fr);
    expect(message).toContain("Discord");
    const region = page.locator(".release-reveal");
    await expect(region).toHaveAttribute("aria-live", "polite");

    await page.clock.runFor(REVEAL_MS - 1);
    await settle(page);
    await expect.poll(() => bodyHtml(page)).not.toContain(message);
    await expect.poll(() => bodyHtml(page)).not.toContain("Discord et donnez-lui");
    await expect(region).toHaveText("");

    await page.clock.runFor(1);
    await expect(region).toHaveText(message);
    expect(problems.pageErrors).toEqual([]);
  });

  for (const viewport of [
    { width: 1366, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test.describe(`at ${viewport.width} px`, () => {
      test.use({ viewport });

      test("reveals the message over the video, where someone watching it is looking", async ({ page }) => {
        await openRelease(page);
        await page.locator("video.release-video__player").scrollIntoViewIfNeeded();
        await page.clock.runFor(REVEAL_MS);
        const message = page.locator(".release-reveal__message");
        await expect(message).toBeInViewport({ ratio: 1 });
        const [box, video] = await Promise.all([
          message.boundingBox(),
          page.locator("video.release-video__player").boundingBox(),
        ]);
        // Its top lies on the video; on a phone it may reach past the video's bottom, never above it.
        expect(box!.y).toBeGreaterThanOrEqual(video!.y);
        expect(box!.y).toBeLessThan(video!.y + video!.height);
        expect(box!.x).toBeGreaterThanOrEqual(video!.x);
        expect(box!.x + box!.width).toBeLessThanOrEqual(video!.x + video!.width);
      });
    });
  }

  test.describe("in Russian", () => {
    test.use({ storedLocale: "ru" });

    test("decodes the message with its accents and script in the reader's language", async ({ page }) => {
      await openRelease(page, "/ru/release");
      await expect(page.locator("html")).toHaveAttribute("lang", "ru");
      const message = decode(RELEASE_MESSAGES.ru);
      expect(message).toMatch(/ждёт/);
      await page.clock.runFor(REVEAL_MS);
      await expect(page.locator(".release-reveal")).toHaveText(message);
    });
  });

  test("plays a muted, looping joke video and has no message in its HTML", async ({ page, request }) => {
    const html = await (await request.get("/release")).text();
    expect(html).toContain("release-video__player");
    expect(html).not.toContain(decode(RELEASE_MESSAGES.fr));
    await page.goto("/release");
    await expect(page).toBeHydrated();
    const video = page.locator("video.release-video__player");
    await expect(video).toHaveAttribute("src", "/media/release.mp4");
    await expect(video).toHaveAttribute("poster", "/media/release-poster.webp");
    for (const flag of ["muted", "autoplay", "loop", "playsInline"])
      await expect(video).toHaveJSProperty(flag, true);
  });
});
