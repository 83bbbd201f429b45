import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { BUILD_FILES } from "../server/site-rules";
import { ensureChromium, ensureNginx, ensureWorkerd } from "../tools/system-tools";

// Checks the tools first so that a missing browser fails loudly before any test starts.
if (!existsSync(`build/${BUILD_FILES.buildRecord}`)) {
  console.error('No complete build found: run "npm run build" first (npm test does it).');
  process.exit(1);
}
try {
  process.env.CHROMIUM_PATH = ensureChromium();
  process.env.NGINX_PATH = ensureNginx();
  await ensureWorkerd();
} catch (error) {
  console.error(`\n${(error as Error).message}\n`);
  process.exit(1);
}

// Extra arguments go to Playwright: `npm run test:e2e -- e2e/map.e2e.ts` runs one file.
const result = spawnSync("./node_modules/.bin/playwright", ["test", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: process.env,
});
if (result.error) console.error(result.error.message);
process.exit(result.status ?? 1);
