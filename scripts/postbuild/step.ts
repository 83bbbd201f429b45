/**
 * The vocabulary of the build pipeline (scripts/postbuild/pipeline.ts). Every step says what it
 * expects of React Router's output and throws a `BuildStepError` naming itself and the page or file
 * when the output does not match: a step never leaves a page as it was without saying so.
 */

/** Where a build is: `build/` and the folder the hosts serve, `build/client/`. */
export interface BuildContext {
  buildDir: string;
  clientDir: string;
}

/** What a step did, printed as one line: "defer-hydration  600 pages …". */
export interface StepResult {
  count: number;
  /** What was counted, after the number: "pages with their hydration after the first paint". */
  what: string;
}

/** A step that works on the build as a whole (writes files, renames pages…). */
export interface BuildStep {
  kind: "build";
  name: string;
  run(context: BuildContext): Promise<StepResult>;
}

/**
 * A step that rewrites pages' HTML. Every page it `expects` to change must come out changed; a
 * rewrite that meets an unknown shape throws. Page steps next to each other share one read and one
 * write of each page.
 */
export interface PageStep {
  kind: "page";
  name: string;
  /** What the count is of, as in `StepResult.what`. */
  what: string;
  /** Whether this page (a site path such as "/ar/notice/game.html") must be rewritten by the step. */
  expects(page: string): boolean;
  /** The page's new HTML; throws (with a plain message) when the page is not as the step expects. */
  rewrite(html: string, page: string, context: BuildContext): string;
}

export type PipelineStep = BuildStep | PageStep;

/** A step's expectation failed: the message names the step and the page or file. */
export class BuildStepError extends Error {
  constructor(
    readonly step: string,
    readonly subject: string,
    message: string,
  ) {
    super(`[${step}] ${subject}: ${message}`);
    this.name = "BuildStepError";
  }
}
