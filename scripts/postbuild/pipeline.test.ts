import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { BUILD_RECORD_FILE, PIPELINE, formatReport, runPipeline } from "./pipeline";
import type { BuildContext, PipelineStep } from "./step";

let context: BuildContext;

beforeEach(async () => {
  const buildDir = await mkdtemp(path.join(tmpdir(), "brumes-pipeline-"));
  context = { buildDir, clientDir: path.join(buildDir, "client") };
  await mkdir(context.clientDir);
  await writeFile(path.join(context.clientDir, "index.html"), "<p>home</p>");
  await writeFile(path.join(context.clientDir, "board.html"), "<p>map</p>");
});
afterEach(() => rm(context.buildDir, { recursive: true, force: true }));

const order: string[] = [];
const buildStep = (name: string, count = 1): PipelineStep => ({
  kind: "build",
  name,
  run: async () => {
    order.push(name);
    return { count, what: "things" };
  },
});
const pageStep = (name: string): PipelineStep => ({
  kind: "page",
  name,
  what: "pages",
  expects: () => true,
  rewrite: (html) => {
    order.push(name);
    return `${html}<!--${name}-->`;
  },
});

describe("the build pipeline", () => {
  it("runs its steps in order, page steps side by side in one pass, and reports one line per step", async () => {
    order.length = 0;
    const lines: string[] = [];
    const reports = await runPipeline(
      context,
      [buildStep("first", 3), pageStep("lean"), pageStep("defer"), buildStep("last")],
      (line) => lines.push(formatReport(line)),
    );
    expect(order).toEqual(["first", "lean", "defer", "lean", "defer", "last"]);
    expect(reports.map(({ step, count }) => [step, count])).toEqual([
      ["first", 3],
      ["lean", 2],
      ["defer", 2],
      ["last", 1],
    ]);
    expect(lines[1]).toMatch(/^ {2}✓ lean +2 pages \(\d+\.\d s\)$/);
    expect(await readFile(path.join(context.clientDir, "board.html"), "utf8")).toBe(
      "<p>map</p><!--lean--><!--defer-->",
    );
    const record = JSON.parse(await readFile(path.join(context.buildDir, BUILD_RECORD_FILE), "utf8"));
    expect(record.steps).toEqual(reports.map(({ step, count }) => ({ step, count })));
  });

  it("stops at the first failing step and writes no build record, so no server serves the half-made build", async () => {
    const failing: PipelineStep = {
      kind: "page",
      name: "defer-hydration",
      what: "pages",
      expects: () => true,
      rewrite: (html) => html,
    };
    await expect(runPipeline(context, [failing, buildStep("never")])).rejects.toThrow(
      "[defer-hydration] /board.html: the step was expected to rewrite this page and left it as it was",
    );
    expect(existsSync(path.join(context.buildDir, BUILD_RECORD_FILE))).toBe(false);
  });

  it("lists each step of the real build once, compression last", () => {
    const names = PIPELINE.map((step) => step.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.at(-1)).toBe("compress");
    // The CSP hashes read the pages after their rewrites; the servers' rules read the hashes.
    expect(names.indexOf("csp-hashes")).toBeGreaterThan(names.indexOf("defer-hydration"));
    expect(names.indexOf("cloudflare")).toBeGreaterThan(names.indexOf("csp-hashes"));
  });
});
