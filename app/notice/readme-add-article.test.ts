import { spawnSync } from "node:child_process";
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readNoticeLibrary } from "./content.server";

const ROOT = path.resolve(".");
const NEW_ARTICLE = "content/notice/game/banking/loans.md";
/** The README asks to link a new article from another one; the category's first article here. */
const LINKING_ARTICLE = "content/notice/game/banking/public.md";
/** Not copied: installed packages (linked instead), builds, generated types, history. */
const SKIPPED = new Set(["node_modules", "build", ".react-router", ".git"]);

/** The frontmatter example of the README's "Add or edit a rulebook article", exactly as written there. */
async function readmeExample(): Promise<string> {
  const readme = await readFile(path.join(ROOT, "README.md"), "utf8");
  const section = readme.slice(readme.indexOf("**Add or edit a rulebook article.**"));
  const block = /```md\n([\s\S]*?)```/.exec(section)?.[1];
  if (!block) throw new Error('README.md: no ```md example under "Add or edit a rulebook article"');
  return block;
}

function run(cwd: string, command: string, args: string[]) {
  const result = spawnSync(command, args, { cwd, encoding: "utf8", env: { ...process.env, CI: "true" } });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

/**
 * Staff follow the README to add an article: the repository, with one new file written as the
 * README says, must still pass the content checks and build. Slow (a whole build), so run once.
 */
describe("adding an article as the README says", { timeout: 600_000 }, () => {
  let copy = "";
  afterAll(async () => {
    if (copy) await rm(copy, { recursive: true, force: true });
  });

  it("passes the content validation, the content tests and the build", async () => {
    copy = await mkdtemp(path.join(tmpdir(), "brumes-readme-"));
    await cp(ROOT, copy, {
      recursive: true,
      filter: (source) => !SKIPPED.has(path.basename(source)) || path.dirname(source) !== ROOT,
    });
    await symlink(path.join(ROOT, "node_modules"), path.join(copy, "node_modules"), "dir");
    await writeFile(path.join(copy, NEW_ARTICLE), await readmeExample());
    const linking = path.join(copy, LINKING_ARTICLE);
    await writeFile(
      linking,
      `${await readFile(linking, "utf8")}\nVoir aussi [les prêts](/notice/game/banking/loans).\n`,
    );

    const library = await readNoticeLibrary({
      content: path.join(copy, "content/notice"),
      public: path.join(copy, "public"),
    });
    const article = library.articles.get("/notice/game/banking/loans");
    expect(article?.title).toBe("Titre court affiché dans le menu");
    expect(article?.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(article?.headings.map((heading) => heading.id)).toContain("une-section");

    const tests = run(copy, "./node_modules/.bin/vitest", [
      "run",
      "app/notice/content.test.ts",
      "app/notice/figures.test.ts",
      "app/notice/feed.test.ts",
      "app/notice/client-guard.test.ts",
    ]);
    expect(tests.status, tests.output).toBe(0);

    const build = run(copy, "npm", ["run", "build"]);
    expect(build.status, build.output).toBe(0);
    // Each page is pre-rendered in every language, as a file named after its address.
    for (const page of ["notice/game/banking/loans.html", "en/notice/game/banking/loans.html"]) {
      const html = await readFile(path.join(copy, "build/client", page), "utf8");
      expect(html, page).toContain("Titre court affiché dans le menu");
    }
    expect(await readFile(path.join(copy, "build/client/notice/changes.xml"), "utf8")).toContain(
      "notice/game/banking/loans",
    );

    const links = run(copy, "npm", ["run", "check:build"]);
    expect(links.status, links.output).toBe(0);
  });
});
