import { spawn, type ChildProcess } from "node:child_process";
import { expect, test } from "@playwright/test";
import { freePort } from "../../tools/editor-servers";

/**
 * `npm run edit`, as staff start it on their machine: the editor in development (its dependencies
 * bundled by Vite's development server, not by the build the other editor tests use), beside
 * decap-server and the site's development server. It must open to its login, with no page error.
 */
test.describe.configure({ timeout: 240_000 });

let edit: ChildProcess | undefined;
test.afterAll(() => {
  // The whole group: tsx, decap-server and the site's development server.
  if (edit?.pid) process.kill(-edit.pid, "SIGTERM");
});

test("npm run edit opens the editor at its login, with no page error", async ({ page }) => {
  const [site, editor, backend] = [await freePort(), await freePort(), await freePort()];
  edit = spawn("node_modules/.bin/tsx", ["scripts/edit.ts"], {
    env: {
      ...process.env,
      SITE_PORT: String(site),
      EDITOR_PORT: String(editor),
      DECAP_PORT: String(backend),
    },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const url = `http://127.0.0.1:${editor}/admin/?decap-port=${backend}`;
  await expect
    .poll(async () => (await page.request.get(url).catch(() => undefined))?.status(), { timeout: 120_000 })
    .toBe(200);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(url);
  await expect(page.getByRole("button", { name: "Se connecter" })).toBeVisible({ timeout: 120_000 });
  expect(errors).toEqual([]);
});
