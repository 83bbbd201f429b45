import type { BrowserContextOptions, CDPSession, Page } from "@playwright/test";

/**
 * The slow phone of the issues, shared by the journeys and the bench: 150 ms latency, 1.6 Mbit/s
 * down, 750 kbit/s up, CPU slowed 4× (with a new context, a cold cache).
 */
export const THROTTLED_PHONE = {
  latencyMs: 150,
  downloadKbit: 1600,
  uploadKbit: 750,
  cpuSlowdown: 4,
  viewport: { width: 390, height: 844 },
} as const;

/** A phone's context: its screen, touch and pixel density. */
export const PHONE_CONTEXT: BrowserContextOptions = {
  viewport: THROTTLED_PHONE.viewport,
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
};

/**
 * Slows the page's network and CPU to the throttled phone's, through the browser's protocol; the
 * session is returned for what else the caller sends that way (keys at a steady pace).
 */
export async function throttle(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: THROTTLED_PHONE.latencyMs,
    downloadThroughput: (THROTTLED_PHONE.downloadKbit * 1000) / 8,
    uploadThroughput: (THROTTLED_PHONE.uploadKbit * 1000) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: THROTTLED_PHONE.cpuSlowdown });
  return cdp;
}
