import { spawn } from "node:child_process";
import { rm } from "node:fs/promises";
import path from "node:path";
import { createInterface } from "node:readline";
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
/**
 * React Router's log, less Vite 8's notice that `envFile` is deprecated: React Router's plugin sets
 * it on the compilers it starts itself, which no project setting reaches (vite.config.ts drops it
 * from the compilers that take the project's logger). Every other line is printed as it comes.
 */
const UPSTREAM_NOTICE = "The `envFile` option is deprecated";
const status = await new Promise<number | null>((resolve) => {
  const child = spawn(path.resolve("node_modules/.bin/react-router"), ["build"], {
    stdio: ["inherit", "pipe", "pipe"],
    // Colours as in a terminal when this runs in one (the log is piped through here).
    env:
      process.stdout.isTTY && !process.env.FORCE_COLOR ? { ...process.env, FORCE_COLOR: "1" } : process.env,
  });
  for (const [from, to] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    createInterface({ input: from, crlfDelay: Infinity }).on("line", (line) => {
      if (!line.includes(UPSTREAM_NOTICE)) to.write(`${line}\n`);
    });
  }
  child.on("close", resolve);
});
if (status !== 0) process.exit(status ?? 1);
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
