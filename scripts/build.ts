import { spawnSync } from "node:child_process";
import { rm } from "node:fs/promises";
import path from "node:path";
import { BUILD_RECORD_FILE, formatReport, runPipeline } from "./postbuild/pipeline";
import { BuildStepError } from "./postbuild/step";

/**
 * `npm run build`: React Router's build (every page pre-rendered in every language), then the
 * pipeline's named steps (scripts/postbuild/pipeline.ts), one line each. Any step whose expectation
 * fails stops the build with the step and the page, and no build record is written.
 */
const buildDir = path.resolve("build");
const context = { buildDir, clientDir: path.join(buildDir, "client") };

await rm(path.join(buildDir, BUILD_RECORD_FILE), { force: true });
const started = performance.now();
const reactRouter = spawnSync(path.resolve("node_modules/.bin/react-router"), ["build"], {
  stdio: "inherit",
});
if (reactRouter.status !== 0) process.exit(reactRouter.status ?? 1);
console.log(
  `\nbuild: react-router build done in ${((performance.now() - started) / 1000).toFixed(1)} s; the steps:`,
);

try {
  await runPipeline(context, undefined, (line) => console.log(formatReport(line)));
} catch (error) {
  if (error instanceof BuildStepError) {
    console.error(`\nbuild failed in step "${error.step}" on ${error.subject}:\n  ${error.message}`);
    process.exit(1);
  }
  throw error;
}
console.log(
  `build: done in ${((performance.now() - started) / 1000).toFixed(1)} s (build/${BUILD_RECORD_FILE})`,
);
