/**
 * A player whose browser blocks the networks' frames (a content blocker), or who is offline, opens
 * the community page on a phone; then shares the tab they are on with a friend.
 */
import { expect, test, type Page } from "../fixtures";
import { catalogue } from "../support/catalogue";
import { SITE_DATA } from "../support/site-data";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const fr = catalogue("fr");
const network = (id: string) => fr[`app.network.${id}`]!;
/** The networks shown in a frame (the timeline is a link until its script runs). */
const FRAMED = SITE_DATA.social.filter(({ id }) => id !== "twitter");
/** The widget's place: a frame, or the timeline (a link until its script draws its frame). */
const widget = (id: string) => (id === "twitter" ? ".embed-timeline" : "iframe");

async function openCommunity(page: Page, path = "/community") {
  await page.goto(path);
  await expect(page).toBeHydrated();
}

test("with the frames blocked, each network's place says what that means, and links to the network", async ({
  page,
}) => {
  // A content blocker: every request to the networks fails.
  await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort("blockedbyclient"));
  await openCommunity(page);
  for (const { id, link } of SITE_DATA.social) {
    await page.getByRole("tab", { name: network(id) }).tap();
    const panel = page.getByRole("tabpanel", { name: network(id) });
    await expect(panel.locator(widget(id))).toBeAttached();
    const note = panel.locator(".community-panel__blocked");
    // On screen as the tab opens, without scrolling past a 400 px grey box.
    await expect(note).toBeInViewport();
    await expect(note).toContainText(network(id));
    await expect(note.getByRole("link")).toHaveAttribute("href", link);
    // Right above the frame.
    const [frame, above] = [await panel.locator(widget(id)).boundingBox(), await note.boundingBox()];
    expect(above!.y + above!.height).toBeLessThanOrEqual(frame!.y + 1);
    expect(above!.y + above!.height).toBeGreaterThan(frame!.y - 40);
  }
});

test("offline, no frame is drawn and the place says it waits for the connection, then draws it", async ({
  page,
  context,
}) => {
  await openCommunity(page);
  await expect(page.locator("iframe")).toHaveCount(1);
  await context.setOffline(true);
  await page.getByRole("tab", { name: network(FRAMED[1]!.id) }).tap();
  const panel = page.getByRole("tabpanel", { name: network(FRAMED[1]!.id) });
  await expect(panel.locator("iframe")).toHaveCount(0);
  await expect(panel.locator(".embed-placeholder")).toContainText(network(FRAMED[1]!.id));
  await context.setOffline(false);
  await expect(panel.locator("iframe")).toHaveCount(1);
});

test("the address names the tab, so that a friend opening it lands on the same one", async ({
  page,
  openContext,
}) => {
  await openCommunity(page);
  const [, shared] = FRAMED;
  await page.getByRole("tab", { name: network(shared!.id) }).tap();
  await expect(page).toHaveURL((url) => url.searchParams.get("tab") === shared!.id);
  const address = page.url();
  // A tab is not a page: Back leaves the community page rather than going back through its tabs.
  expect(await page.evaluate(() => history.length)).toBe(2);

  const friend = await (await openContext({ viewport: { width: 390, height: 844 } })).newPage();
  await friend.goto(address);
  await expect(friend).toBeHydrated();
  await expect(friend.getByRole("tab", { name: network(shared!.id) })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(friend.getByRole("tabpanel", { name: network(shared!.id) }).locator("iframe")).toBeAttached();
  await expect(friend.locator("iframe")).toHaveCount(1);
});
