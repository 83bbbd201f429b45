import type { BrowserContextOptions, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { COMMUNITY_EMBEDS, LAYOUT } from "../app/config/site";
import { newContext, waitForHydration, watchProblems } from "./support/browser";

const TABS = ["twitch", "discord", "twitter", "youtube"] as const;
type Tab = (typeof TABS)[number];

async function openCommunity(options: BrowserContextOptions = {}) {
  const context = await newContext({ viewport: { width: 1280, height: 900 }, ...options });
  const page = await context.newPage();
  const problems = watchProblems(page);
  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  await page.goto("/community");
  await waitForHydration(page);
  return { context, page, problems, requests };
}

/** Tab states, visible panels and which embeds are in the DOM. */
async function tabState(page: Page) {
  return page.evaluate(() => {
    const tabs = [...document.querySelectorAll<HTMLElement>('[role="tab"]')];
    const panels = [...document.querySelectorAll<HTMLElement>('[role="tabpanel"]')];
    return {
      selected: tabs.filter((tab) => tab.getAttribute("aria-selected") === "true").map((tab) => tab.id),
      tabbable: tabs.filter((tab) => tab.tabIndex === 0).map((tab) => tab.id),
      focused: document.activeElement?.id ?? "",
      visiblePanels: panels
        .filter((panel) => !panel.hidden && panel.offsetHeight > 0)
        .map((panel) => panel.id),
      filledPanels: panels.filter((panel) => panel.childElementCount > 0).map((panel) => panel.id),
      frames: [...document.querySelectorAll("iframe")].map((frame) => frame.getAttribute("src") ?? ""),
      timelines: document.querySelectorAll("a.twitter-timeline").length,
    };
  });
}

async function expectSelected(page: Page, tab: Tab, { focused = false } = {}) {
  await page.waitForFunction(
    (id) => document.getElementById(`community-tab-${id}`)?.getAttribute("aria-selected") === "true",
    tab,
  );
  const state = await tabState(page);
  expect(state.selected).toEqual([`community-tab-${tab}`]);
  expect(state.tabbable).toEqual([`community-tab-${tab}`]);
  expect(state.visiblePanels).toEqual([`community-panel-${tab}`]);
  expect(state.filledPanels).toEqual([`community-panel-${tab}`]);
  if (focused) expect(state.focused).toBe(`community-tab-${tab}`);
  // Only the selected network's embed exists.
  const expectedFrames: Record<Tab, RegExp | null> = {
    twitch: /^https:\/\/player\.twitch\.tv\//,
    discord: /^https:\/\/discord\.com\/widget\?/,
    twitter: null,
    youtube: /^https:\/\/www\.youtube-nocookie\.com\/embed\/videoseries\?/,
  };
  const frame = expectedFrames[tab];
  if (frame) {
    expect(state.frames).toHaveLength(1);
    expect(state.frames[0]).toMatch(frame);
  } else {
    expect(state.frames).toEqual([]);
  }
  expect(state.timelines).toBe(tab === "twitter" ? 1 : 0);
}

describe("community tabs", () => {
  it("follow the tabs pattern: twitch selected by default, each tab controlling its labelled panel", async () => {
    const { context, page, problems, requests } = await openCommunity();
    await expectSelected(page, "twitch");
    for (const tab of TABS) {
      const button = page.locator(`#community-tab-${tab}`);
      expect(await button.getAttribute("role")).toBe("tab");
      expect(await button.getAttribute("aria-controls")).toBe(`community-panel-${tab}`);
      const panel = page.locator(`#community-panel-${tab}`);
      expect(await panel.getAttribute("role")).toBe("tabpanel");
      expect(await panel.getAttribute("aria-labelledby")).toBe(`community-tab-${tab}`);
    }
    expect(await page.locator('[role="tablist"]').getAttribute("aria-label")).toBeTruthy();
    const frame = page.locator("#community-panel-twitch iframe");
    const src = new URL((await frame.getAttribute("src")) ?? "");
    expect(src.searchParams.get("channel")).toBe(COMMUNITY_EMBEDS.twitchChannel);
    expect(src.searchParams.get("parent")).toBe(new URL(page.url()).hostname);
    expect(src.searchParams.get("muted")).toBe("true");
    expect(await frame.getAttribute("title")).toBeTruthy();
    expect(Math.round((await frame.boundingBox())!.height)).toBe(LAYOUT.embedHeightPx);
    // The widgets of the other tabs were never requested.
    expect(requests.filter((url) => /discord\.com\/widget|youtube-nocookie\.com/.test(url))).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
    await context.close();
  });

  it("switches by click, showing one panel and rendering only its embed", async () => {
    const { context, page } = await openCommunity();
    await page.locator("#community-tab-discord").click();
    await expectSelected(page, "discord");
    const discord = page.locator("#community-panel-discord iframe");
    expect(await discord.getAttribute("src")).toBe(
      `https://discord.com/widget?id=${COMMUNITY_EMBEDS.discordServerId}&theme=dark`,
    );
    expect(Math.round((await discord.boundingBox())!.height)).toBe(LAYOUT.embedHeightPx);
    await page.locator("#community-tab-youtube").click();
    await expectSelected(page, "youtube");
    expect(await page.locator("#community-panel-youtube iframe").getAttribute("src")).toBe(
      `https://www.youtube-nocookie.com/embed/videoseries?list=${COMMUNITY_EMBEDS.youtubePlaylistId}`,
    );
    await page.locator("#community-tab-twitter").click();
    await expectSelected(page, "twitter");
    expect(await page.locator("a.twitter-timeline").getAttribute("href")).toBe(
      `https://twitter.com/${COMMUNITY_EMBEDS.twitterHandle}`,
    );
    await context.close();
  });

  it("moves and selects with ArrowRight, ArrowLeft (wrapping), Home and End", async () => {
    const { context, page } = await openCommunity();
    await page.locator("#community-tab-twitch").focus();
    await page.keyboard.press("ArrowRight");
    await expectSelected(page, "discord", { focused: true });
    await page.keyboard.press("ArrowRight");
    await expectSelected(page, "twitter", { focused: true });
    await page.keyboard.press("ArrowRight");
    await expectSelected(page, "youtube", { focused: true });
    await page.keyboard.press("ArrowRight");
    await expectSelected(page, "twitch", { focused: true });
    await page.keyboard.press("ArrowLeft");
    await expectSelected(page, "youtube", { focused: true });
    await page.keyboard.press("Home");
    await expectSelected(page, "twitch", { focused: true });
    await page.keyboard.press("End");
    await expectSelected(page, "youtube", { focused: true });
    // Tab leaves the tab list for the panel: only the selected tab is in the tab order.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("community-panel-youtube");
    await context.close();
  });

  it("mirrors the arrows in Arabic (right to left)", async () => {
    const context = await newContext();
    await context.addInitScript(() => localStorage.setItem("brumes.locale", "ar"));
    const page = await context.newPage();
    await page.goto("/community");
    await waitForHydration(page);
    await page.waitForFunction(() => document.documentElement.dir === "rtl");
    await page.locator("#community-tab-twitch").focus();
    await page.keyboard.press("ArrowLeft");
    await expectSelected(page, "discord", { focused: true });
    await page.keyboard.press("ArrowRight");
    await expectSelected(page, "twitch", { focused: true });
    await page.keyboard.press("ArrowRight");
    await expectSelected(page, "youtube", { focused: true });
    await context.close();
  });
});

describe("tweet timeline script", () => {
  const scriptSelector = `script#${COMMUNITY_EMBEDS.twitterScriptId}`;

  it("is added on /community and removed after a client-side navigation away", async () => {
    const { context, page } = await openCommunity();
    const script = page.locator(scriptSelector);
    expect(await script.count()).toBe(1);
    expect(await script.getAttribute("src")).toBe(COMMUNITY_EMBEDS.twitterScriptUrl);
    // A marker on window survives only if the navigation stays inside the app.
    await page.evaluate(() => ((window as unknown as { __stay: boolean }).__stay = true));
    await page.locator('nav[aria-label="Navigation principale"] a[href="/"]').click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.waitForFunction((selector) => document.querySelector(selector) === null, scriptSelector);
    expect(await page.evaluate(() => (window as unknown as { __stay?: boolean }).__stay)).toBe(true);
    // Coming back adds it again, once.
    await page.locator('nav[aria-label="Navigation principale"] a[href="/community"]').click();
    await page.waitForFunction(
      (selector) => document.querySelectorAll(selector).length === 1,
      scriptSelector,
    );
    await context.close();
  });

  it("is not in the pre-rendered HTML of other pages", async () => {
    const context = await newContext();
    const page = await context.newPage();
    await page.goto("/play");
    await waitForHydration(page);
    expect(await page.locator(scriptSelector).count()).toBe(0);
    await context.close();
  });
});
