import { writeFile } from "node:fs/promises";
import path from "node:path";
import { BUILD_FILES } from "../../server/site-rules";
import { adminStep } from "./admin";
import { cloudflareStep } from "./cloudflare";
import { compressStep } from "./compress";
import { cspHashesStep } from "./csp-hashes";
import { deferHydrationStep } from "./defer-hydration";
import { discoveryFilesStep } from "./discovery-files";
import { flatPagesStep } from "./flat-pages";
import { homeSlidesStep } from "./home-slides";
import { leanHydrationDataStep } from "./lean-hydration-data";
import { nginxRulesStep } from "./nginx-rules";
import { noticeFeedStep } from "./notice-feed";
import { noticeRedirectsStep } from "./notice-redirects";
import { notFoundPagesStep } from "./not-found-pages";
import { rewritePages } from "./page-files";
import type { BuildContext, PageStep, PipelineStep, StepResult } from "./step";

/**
 * What `npm run build` does after `react-router build`, in order (scripts/build.ts runs both):
 * pages first get their final names and the 404 pages lose React; then the files pages and servers
 * read; then the pages' own rewrites (hydration data, hydration after paint), which the CSP hashes
 * read; then the servers' configuration, which reads the hashes; the staff editor (/admin, not a
 * page of the site: page steps never see it); compression last.
 */
export const PIPELINE: readonly PipelineStep[] = [
  flatPagesStep,
  notFoundPagesStep,
  homeSlidesStep,
  noticeFeedStep,
  noticeRedirectsStep,
  discoveryFilesStep,
  leanHydrationDataStep,
  deferHydrationStep,
  cspHashesStep,
  nginxRulesStep,
  cloudflareStep,
  adminStep,
  compressStep,
];

/** Written last: a build without it is half-made, and the servers refuse to serve it. */
export const BUILD_RECORD_FILE = BUILD_FILES.buildRecord;

export interface StepReport extends StepResult {
  step: string;
  ms: number;
}

/**
 * Runs the steps in order, page steps next to each other in one pass over the pages, and reports
 * each step as it ends. Stops at the first step that fails (its error names the step and the page).
 */
export async function runPipeline(
  context: BuildContext,
  steps: readonly PipelineStep[] = PIPELINE,
  report: (line: StepReport) => void = () => {},
): Promise<StepReport[]> {
  const reports: StepReport[] = [];
  const done = (line: StepReport) => {
    reports.push(line);
    report(line);
  };
  for (let index = 0; index < steps.length;) {
    const started = performance.now();
    const step = steps[index]!;
    if (step.kind === "build") {
      done({ step: step.name, ...(await step.run(context)), ms: performance.now() - started });
      index += 1;
      continue;
    }
    const group: PageStep[] = [];
    while (steps[index]?.kind === "page") group.push(steps[index++] as PageStep);
    const counts = await rewritePages(context, group);
    const ms = (performance.now() - started) / group.length;
    for (const pageStep of group)
      done({ step: pageStep.name, count: counts.get(pageStep.name) ?? 0, what: pageStep.what, ms });
  }
  await writeFile(
    path.join(context.buildDir, BUILD_RECORD_FILE),
    `${JSON.stringify({ builtAt: new Date().toISOString(), steps: reports.map(({ step, count }) => ({ step, count })) }, null, 2)}\n`,
  );
  return reports;
}

/** One line of the build log: "  ✓ defer-hydration     600 pages start hydrating … (1.2 s)". */
export function formatReport({ step, count, what, ms }: StepReport): string {
  return `  ✓ ${step.padEnd(20)} ${String(count).padStart(5)} ${what} (${(ms / 1000).toFixed(1)} s)`;
}
