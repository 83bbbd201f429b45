import { spawn } from "node:child_process";
import { availableParallelism } from "node:os";

/**
 * `npm test`: every check of the project, each one an npm script of its own, run in the order of
 * what depends on what (side by side where nothing does, on a machine with cores to spare). The
 * end-to-end tests run last and alone: other work on the same cores would make them slow. Each step prints its output when it ends
 * (the end-to-end tests as they go), then one line with its time. A failure skips only the steps
 * that need it (no end-to-end tests without a build), so one run reports every check that can
 * run; the summary says which failed.
 */
interface Step {
  /** The npm script it runs. */
  script: string;
  /** Scripts that must have passed first. */
  after?: string[];
  /** Runs with nothing else beside it, its output printed as it comes. */
  alone?: boolean;
  /** Cores it keeps busy: 1 for a single-threaded tool (tsc, ESLint), else all it can get (2). */
  cores?: 1 | 2;
}

// In this order when one runs at a time: the quick checks first, so that a type or lint error shows
// within a minute, then the longer ones.
const STEPS: Step[] = [
  // Content first (about 15 s): a staff change that breaks a rule fails here with the file and the
  // field, and the long steps that would fail on it too are skipped.
  { script: "check:content", cores: 1 },
  { script: "typecheck", cores: 1 },
  { script: "lint", cores: 1 },
  { script: "test:unit", after: ["check:content"] },
  { script: "build", after: ["check:content"] },
  { script: "check:build", after: ["build"] },
  { script: "check:html", after: ["build"] },
  { script: "test:e2e", after: ["build", "check:build"], alone: true },
];

/**
 * Cores the steps may keep busy at once. The unit tests and the build each keep two cores busy: side
 * by side on a two-core machine they took 220 s where one after the other takes 160 s; the
 * single-threaded checks (content, types, lint) run two at a time there. `TEST_JOBS` overrides it.
 */
const CORES = Number(process.env.TEST_JOBS) || Math.max(2, Math.min(availableParallelism(), 4));
const coresOf = (step: Step) => step.cores ?? 2;

type State = "waiting" | "running" | "passed" | "failed" | "skipped";
const state = new Map<string, State>(STEPS.map((step) => [step.script, "waiting"]));
const times = new Map<string, number>();
const started = Date.now();
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function run(step: Step): Promise<void> {
  state.set(step.script, "running");
  const begin = Date.now();
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", step.script], {
      stdio: step.alone ? "inherit" : ["ignore", "pipe", "pipe"],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? "1" : "0") },
    });
    const output: Buffer[] = [];
    child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
    child.on("close", (code) => {
      const passed = code === 0;
      times.set(step.script, Date.now() - begin);
      state.set(step.script, passed ? "passed" : "failed");
      const text = Buffer.concat(output).toString().trimEnd();
      if (!step.alone) process.stdout.write(`\n── ${step.script}\n${text ? `${text}\n` : ""}`);
      console.log(
        `── ${step.script}: ${passed ? "passed" : `FAILED (exit ${code})`} in ${seconds(Date.now() - begin)}`,
      );
      resolve();
    });
  });
}

const running = new Set<Promise<void>>();
const busy = () =>
  STEPS.filter((step) => state.get(step.script) === "running").reduce((sum, step) => sum + coresOf(step), 0);

while ([...state.values()].some((value) => value === "waiting" || value === "running")) {
  for (const step of STEPS) {
    const blocked = (step.after ?? []).some((script) => ["failed", "skipped"].includes(state.get(script)!));
    if (state.get(step.script) === "waiting" && blocked) state.set(step.script, "skipped");
  }
  const ready = STEPS.filter(
    (step) =>
      state.get(step.script) === "waiting" &&
      (step.after ?? []).every((script) => state.get(script) === "passed") &&
      (!step.alone || running.size === 0),
  );
  const aloneRunning = STEPS.some((step) => step.alone && state.get(step.script) === "running");
  for (const step of ready) {
    if (aloneRunning) break;
    // A step that must run alone waits for the others; the others wait while it runs.
    if (step.alone && running.size > 0) continue;
    // One step always runs, whatever its cores; another joins it only within the cores left.
    if (running.size > 0 && busy() + coresOf(step) > CORES) continue;
    const job: Promise<void> = run(step).then(() => {
      running.delete(job);
    });
    running.add(job);
    if (step.alone) break;
  }
  if (running.size === 0) break;
  await Promise.race(running);
}

console.log(`\nnpm test: ${seconds(Date.now() - started)}`);
for (const step of STEPS) {
  const time = times.get(step.script);
  console.log(`  ${state.get(step.script)!.padEnd(7)} ${step.script}${time ? ` (${seconds(time)})` : ""}`);
}
process.exit(STEPS.every((step) => state.get(step.script) === "passed") ? 0 : 1);
