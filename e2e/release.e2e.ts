import type { BrowserContextOptions } from "playwright-core";
import { describe, expect, it } from "vitest";
import { RELEASE_MESSAGES } from "../app/data/release";
import { newContext, waitForHydration, watchProblems } from "./support/browser";

const REVEAL_MS = 213_000;

const decode = (base64: string) => Buffer.from(base64, "base64").toString("utf8");

async function openRelease(options: BrowserContextOptions = {}, locale?: string) {
  const context = await newContext(options);
  if (locale) await context.addInitScript((value) => localStorage.setItem("brumes.locale", value), locale);
  const page = await context.newPage();
  const problems = watchProblems(page);
  await page.clock.install({ time: new Date("2026-11-22T10:00:00Z") });
  await page.clock.pauseAt(new Date("2026-11-22T10:00:01Z"));
  await page.goto("/release");
  await waitForHydration(page);
  if (locale) await page.waitForFunction((value) => document.documentElement.lang === value, locale);
  return { context, page, problems };
}

describe("release page", () => {
  it("keeps the message out of the page until 213 s, then reveals it in a polite live region", async () => {
    const { context, page, problems } = await openRelease();
    const message = decode(RELEASE_MESSAGES.fr);
    expect(message).toContain("Discord");
    const region = page.locator(".release-reveal");
    expect(await region.getAttribute("aria-live")).toBe("polite");

    await page.clock.runFor(REVEAL_MS - 1);
    const before = await page.evaluate(() => document.body.innerHTML);
    expect(before).not.toContain(message);
    expect(before).not.toContain("Discord et donnez-lui");
    expect(await region.innerText()).toBe("");

    await page.clock.runFor(1);
    await page.waitForFunction(
      () => (document.querySelector(".release-reveal")?.textContent ?? "").length > 0,
    );
    expect(await region.innerText()).toBe(message);
    expect(problems.pageErrors).toEqual([]);
    await context.close();
  });

  it("decodes the message with its accents and script in the reader's language", async () => {
    const { context, page } = await openRelease({}, "ru");
    await page.clock.runFor(REVEAL_MS);
    const message = decode(RELEASE_MESSAGES.ru);
    await page.waitForFunction(
      (text) => document.querySelector(".release-reveal")?.textContent === text,
      message,
    );
    expect(message).toMatch(/ждёт/);
    await context.close();
  });

  it("plays a muted, looping joke video and has no message in its HTML", async () => {
    const context = await newContext();
    const html = await (await context.request.get("/release")).text();
    expect(html).not.toContain(decode(RELEASE_MESSAGES.fr));
    const page = await context.newPage();
    await page.goto("/release");
    await waitForHydration(page);
    const video = page.locator("video.release-video__player");
    expect(await video.getAttribute("src")).toBe("/media/release.mp4");
    expect(await video.getAttribute("poster")).toBe("/media/release-poster.webp");
    const flags = await video.evaluate((element: HTMLVideoElement) => ({
      muted: element.muted,
      autoplay: element.autoplay,
      loop: element.loop,
      playsInline: element.playsInline,
    }));
    expect(flags).toEqual({ muted: true, autoplay: true, loop: true, playsInline: true });
    await context.close();
  });
});
