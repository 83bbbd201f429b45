import { defineConfig } from "@playwright/test";
import { CHROMIUM_FLAGS } from "./tools/system-tools";

/**
 * End-to-end tests (`npm run test:e2e`, through e2e/run.ts, which checks Chromium and nginx first).
 * The servers are started by worker fixtures in e2e/fixtures.ts, not by `webServer`.
 */
export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.e2e.ts",
  outputDir: "test-results",
  // Tests are independent: spread them over both workers, whatever their file.
  fullyParallel: true,
  workers: 2,
  // A test that passes only on its second try is a flaky test: it fails here.
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: "list",
  // Generous: the machine is shared; a test that hangs still fails.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    browserName: "chromium",
    headless: true,
    // A failed test keeps its trace of actions, console and network, and a screenshot of its end. DOM
    // snapshots and a screencast for every action of every test cost about a fifth of the suite's time.
    trace: { mode: "retain-on-failure", snapshots: false, screenshots: false, sources: false },
    screenshot: "only-on-failure",
    launchOptions: {
      // Debian's Chromium; Playwright's own browser downloads are never used.
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [...CHROMIUM_FLAGS, "--disable-quic"],
    },
  },
});
