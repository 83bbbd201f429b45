import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { BuildStepError, type BuildContext, type PageStep } from "./step";

/**
 * Every pre-rendered page of a build: its `.html` files as site paths ("/notice/game.html"), assets
 * and the staff editor (`admin/`, not a page of the site) aside.
 */
export async function pageFiles(clientDir: string): Promise<string[]> {
  const found: string[] = [];
  const visit = async (dir: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (file !== path.join(clientDir, "assets") && file !== path.join(clientDir, "admin"))
          await visit(file);
      } else if (entry.name.endsWith(".html")) {
        found.push(`/${path.relative(clientDir, file).split(path.sep).join("/")}`);
      }
    }
  };
  await visit(clientDir);
  return found.sort();
}

/**
 * Applies page steps to one page's HTML, in order, each seeing the last one's output. A page a step
 * expects to change must come out changed, and a page it does not expect must come out as it went in;
 * every failure names the step and the page.
 */
export function rewritePage(html: string, page: string, steps: readonly PageStep[], context: BuildContext) {
  const changedBy: string[] = [];
  let current = html;
  for (const step of steps) {
    let next: string;
    try {
      next = step.rewrite(current, page, context);
    } catch (error) {
      if (error instanceof BuildStepError) throw error;
      throw new BuildStepError(step.name, page, (error as Error).message);
    }
    const expected = step.expects(page);
    if (expected && next === current) {
      throw new BuildStepError(
        step.name,
        page,
        "the step was expected to rewrite this page and left it as it was",
      );
    }
    if (!expected && next !== current) {
      throw new BuildStepError(step.name, page, "the step rewrote a page it does not expect to change");
    }
    if (next !== current) changedBy.push(step.name);
    current = next;
  }
  return { html: current, changedBy };
}

/**
 * Reads each page of the build once, applies the steps in order and writes it back if any changed
 * it. Returns, per step, how many pages it changed.
 */
export async function rewritePages(
  context: BuildContext,
  steps: readonly PageStep[],
): Promise<Map<string, number>> {
  const counts = new Map(steps.map((step) => [step.name, 0]));
  for (const page of await pageFiles(context.clientDir)) {
    const file = path.join(context.clientDir, page);
    const original = await readFile(file, "utf8");
    const { html, changedBy } = rewritePage(original, page, steps, context);
    for (const name of changedBy) counts.set(name, (counts.get(name) ?? 0) + 1);
    if (html !== original) await writeFile(file, html);
  }
  return counts;
}
