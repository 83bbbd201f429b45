import { COMMUNITY_EMBEDS } from "../app/config/community";
import { LAYOUT } from "../app/config/site";
import { expect, settle, test, type Page } from "./fixtures";

const TABS = ["twitch", "discord", "twitter", "youtube"] as const;
type Tab = (typeof TABS)[number];

test.use({ viewport: { width: 1280, height: 900 } });

async function openCommunity(page: Page, path = "/community") {
  await page.goto(path);
  await expect(page).toBeHydrated();
}

/** Tab states, visible panels and which embeds are in the DOM. */
function tabState(page: Page) {
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
      // Every panel says what its network is; only the selected one holds its widget.
      embedPanels: panels
        .filter((panel) => panel.querySelector("iframe, .twitter-timeline"))
        .map((panel) => panel.id),
      frames: [...document.querySelectorAll("iframe")].map((frame) => frame.getAttribute("src") ?? ""),
      timelines: document.querySelectorAll("a.twitter-timeline").length,
    };
  });
}

/** Only the selected network's embed exists. */
const EXPECTED_FRAMES: Record<Tab, RegExp | null> = {
  twitch: /^https:\/\/player\.twitch\.tv\//,
  discord: /^https:\/\/discord\.com\/widget\?/,
  twitter: null,
  youtube: /^https:\/\/www\.youtube-nocookie\.com\/embed\/videoseries\?/,
};

async function expectSelected(page: Page, tab: Tab, { focused = false } = {}) {
  const frame = EXPECTED_FRAMES[tab];
  await expect
    .poll(() => tabState(page), `${tab} selected`)
    .toEqual({
      selected: [`community-tab-${tab}`],
      tabbable: [`community-tab-${tab}`],
      focused: focused ? `community-tab-${tab}` : expect.any(String),
      visiblePanels: [`community-panel-${tab}`],
      embedPanels: [`community-panel-${tab}`],
      frames: frame ? [expect.stringMatching(frame)] : [],
      timelines: tab === "twitter" ? 1 : 0,
    });
}

const height = async (page: Page, selector: string) =>
  Math.round((await page.locator(selector).boundingBox())?.height ?? 0);

test.describe("community tabs", () => {
  test("follow the tabs pattern: twitch selected by default, each tab controlling its labelled panel", async ({
    page,
    problems,
  }) => {
    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));
    await openCommunity(page);
    await expectSelected(page, "twitch");
    for (const tab of TABS) {
      const button = page.locator(`#community-tab-${tab}`);
      await expect(button).toHaveAttribute("role", "tab");
      await expect(button).toHaveAttribute("aria-controls", `community-panel-${tab}`);
      const panel = page.locator(`#community-panel-${tab}`);
      await expect(panel).toHaveAttribute("role", "tabpanel");
      await expect(panel).toHaveAttribute("aria-labelledby", `community-tab-${tab}`);
    }
    await expect(page.locator('[role="tablist"]')).toHaveAttribute("aria-label", /\S/);
    const frame = page.locator("#community-panel-twitch iframe");
    await expect(frame).toHaveAttribute("title", /\S/);
    await expect
      .poll(async () =>
        Object.fromEntries(new URL((await frame.getAttribute("src")) ?? "about:blank").searchParams),
      )
      .toMatchObject({
        channel: COMMUNITY_EMBEDS.twitchChannel,
        parent: new URL(page.url()).hostname,
        muted: "true",
      });
    await expect.poll(() => height(page, "#community-panel-twitch iframe")).toBe(LAYOUT.embedHeightPx);
    // The widgets of the other tabs were never requested.
    expect(requests.filter((url) => /discord\.com\/widget|youtube-nocookie\.com/.test(url))).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  });

  test("switches by click, showing one panel and rendering only its embed", async ({ page }) => {
    await openCommunity(page);
    await page.locator("#community-tab-discord").click();
    await expectSelected(page, "discord");
    await expect(page.locator("#community-panel-discord iframe")).toHaveAttribute(
      "src",
      `https://discord.com/widget?id=${COMMUNITY_EMBEDS.discordServerId}&theme=dark`,
    );
    await expect.poll(() => height(page, "#community-panel-discord iframe")).toBe(LAYOUT.embedHeightPx);
    await page.locator("#community-tab-youtube").click();
    await expectSelected(page, "youtube");
    await expect(page.locator("#community-panel-youtube iframe")).toHaveAttribute(
      "src",
      `https://www.youtube-nocookie.com/embed/videoseries?list=${COMMUNITY_EMBEDS.youtubePlaylistId}`,
    );
    await page.locator("#community-tab-twitter").click();
    await expectSelected(page, "twitter");
    await expect(page.locator("a.twitter-timeline")).toHaveAttribute(
      "href",
      `https://twitter.com/${COMMUNITY_EMBEDS.twitterHandle}`,
    );
  });

  test("logs no console warning while each tab's embed loads (frame attributes included)", async ({
    page,
  }) => {
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    await openCommunity(page);
    for (const tab of TABS) {
      await page.locator(`#community-tab-${tab}`).click();
      await expectSelected(page, tab);
    }
    await settle(page);
    expect(warnings).toEqual([]);
  });

  test("moves and selects with ArrowRight, ArrowLeft (wrapping), Home and End", async ({ page }) => {
    await openCommunity(page);
    await page.locator("#community-tab-twitch").focus();
    for (const [key, tab] of [
      ["ArrowRight", "discord"],
      ["ArrowRight", "twitter"],
      ["ArrowRight", "youtube"],
      ["ArrowRight", "twitch"],
      ["ArrowLeft", "youtube"],
      ["Home", "twitch"],
      ["End", "youtube"],
    ] as const) {
      await page.keyboard.press(key);
      await expectSelected(page, tab, { focused: true });
    }
    // Tab leaves the tab list for the panel: only the selected tab is in the tab order.
    await page.keyboard.press("Tab");
    await expect(page.locator("#community-panel-youtube")).toBeFocused();
  });

  test.describe("in Arabic", () => {
    test("mirrors the arrows (right to left)", async ({ page }) => {
      await openCommunity(page, "/ar/community");
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await page.locator("#community-tab-twitch").focus();
      await page.keyboard.press("ArrowLeft");
      await expectSelected(page, "discord", { focused: true });
      await page.keyboard.press("ArrowRight");
      await expectSelected(page, "twitch", { focused: true });
      await page.keyboard.press("ArrowRight");
      await expectSelected(page, "youtube", { focused: true });
    });
  });
});

test.describe("widgets after the first paint", () => {
  test("the pre-rendered page loads no widget: no frame, no timeline script, a placeholder", async ({
    request,
  }) => {
    const html = await (await request.get("/community")).text();
    expect(html).toContain('id="community-panel-twitch"');
    expect(html).not.toMatch(/<iframe/i);
    expect(html).not.toContain(COMMUNITY_EMBEDS.twitterScriptUrl);
    expect(html).toMatch(/<div class="community-panel__embed"><div class="embed-placeholder"/);
  });

  test("the Twitch player and the timeline script are added once the hydrated page has painted", async ({
    page,
  }) => {
    await page.clock.install({ time: new Date("2026-11-22T10:00:00Z") });
    await page.clock.pauseAt(new Date("2026-11-22T10:00:01Z"));
    await openCommunity(page);
    await settle(page);
    // Hydrated, but no frame has been drawn on the paused clock: nothing is loading yet.
    await expect(page.locator("#community-panel-twitch .embed-placeholder")).toBeVisible();
    await expect(page.locator("iframe")).toHaveCount(0);
    await expect(page.locator(`script#${COMMUNITY_EMBEDS.twitterScriptId}`)).toHaveCount(0);
    // One frame (its paint), then the task queued after it.
    await page.clock.runFor(50);
    await settle(page);
    await expect(page.locator("#community-panel-twitch iframe")).toHaveAttribute(
      "src",
      /^https:\/\/player\.twitch\.tv\/\?channel=/,
    );
    await expect(page.locator("iframe")).toHaveCount(1);
    await expect(page.locator(`script#${COMMUNITY_EMBEDS.twitterScriptId}`)).toHaveCount(1);
  });
});

test.describe("tweet timeline script", () => {
  const scriptSelector = `script#${COMMUNITY_EMBEDS.twitterScriptId}`;
  const nav = (page: Page, href: string) =>
    page.locator(`nav[aria-label="Navigation principale"] a[href="${href}"]`);

  test("is added on /community and removed after a client-side navigation away", async ({ page }) => {
    await openCommunity(page);
    const script = page.locator(scriptSelector);
    await expect(script).toHaveCount(1);
    await expect(script).toHaveAttribute("src", COMMUNITY_EMBEDS.twitterScriptUrl);
    // A marker on window survives only if the navigation stays inside the app.
    await page.evaluate(() => ((window as unknown as { __stay: boolean }).__stay = true));
    await nav(page, "/").click();
    await expect(page).toHaveURL((url) => url.pathname === "/");
    await expect(script).toHaveCount(0);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __stay?: boolean }).__stay))
      .toBe(true);
    // Coming back adds it again, once.
    await nav(page, "/community").click();
    await expect(page).toHaveURL((url) => url.pathname === "/community");
    await expect(script).toHaveCount(1);
    await settle(page);
    await expect(script).toHaveCount(1);
  });

  test("is not in the pre-rendered HTML of other pages, nor added there", async ({ page, request }) => {
    const html = await (await request.get("/play")).text();
    expect(html).toContain("<h1");
    expect(html).not.toContain(COMMUNITY_EMBEDS.twitterScriptId);
    await page.goto("/play");
    await expect(page).toBeHydrated();
    await settle(page);
    await expect(page.locator(scriptSelector)).toHaveCount(0);
  });
});
