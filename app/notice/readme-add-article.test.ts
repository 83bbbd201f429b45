import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCALES } from "~/i18n/locales";
import { localizePath } from "~/i18n/paths";
import { renderMarkdownTree } from "~/lib/markdown/render";
import { collectChanges } from "./change-log";
import { listNoticeFiles, noticePagePaths } from "./content-files";
import { ContentError, readNoticeLibrary, type NoticeLibrary } from "./content.server";

const ROOT = path.resolve(".");
/** Where the test writes the README's example: a category every rulebook has (the spec's). */
const NEW_ARTICLE = "game/banking/loans.md";
const NEW_PATH = "/notice/game/banking/loans";
/** The README asks to link a new article from another one: the category's first article here. */
const LINKING_ARTICLE = "game/banking/public.md";

/** The frontmatter example of the README's "Add or edit a rulebook article", exactly as written there. */
async function readmeExample(): Promise<string> {
  const readme = await readFile(path.join(ROOT, "README.md"), "utf8");
  const section = readme.slice(readme.indexOf("**Add or edit a rulebook article.**"));
  const block = /```md\n([\s\S]*?)```/.exec(section)?.[1];
  if (!block) throw new Error('README.md: no ```md example under "Add or edit a rulebook article"');
  return block;
}

/**
 * Staff follow the README to add an article. Each step of the build that the new file goes through
 * is run here, in this process, on a copy of the rulebook with the README's example added: the
 * content checks, the list of pre-rendered pages, the rendering and the change log that feeds the
 * Atom feed. The real build then runs the same steps on the real content.
 */
describe("adding an article as the README says", () => {
  let content = "";
  let library: NoticeLibrary;
  beforeAll(async () => {
    content = await mkdtemp(path.join(tmpdir(), "brumes-readme-"));
    await cp(path.join(ROOT, "content/notice"), content, { recursive: true });
    await writeFile(path.join(content, NEW_ARTICLE), await readmeExample());
    const linking = path.join(content, LINKING_ARTICLE);
    await writeFile(linking, `${await readFile(linking, "utf8")}\nVoir aussi [les prêts](${NEW_PATH}).\n`);
    library = await readNoticeLibrary({ content, public: path.join(ROOT, "public") });
  });
  afterAll(() => rm(content, { recursive: true, force: true }));

  it("passes the content checks, with the README's title and a date", () => {
    const article = library.articles.get(NEW_PATH);
    expect(article?.title).toBe("Titre court affiché dans le menu");
    expect(article?.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const banking = library.types
      .flatMap((type) => type.categories)
      .find((category) => category.id === "banking");
    expect(banking?.articles.map((entry) => entry.path)).toContain(NEW_PATH);
  });

  it("is pre-rendered in every language, at the address the README gives", () => {
    const paths = noticePagePaths(listNoticeFiles(content));
    expect(paths).toContain(NEW_PATH);
    expect(LOCALES.map((locale) => localizePath(locale, NEW_PATH))).toContain(`/en${NEW_PATH}`);
  });

  it("renders the README's explicit heading id, and its changes reach the change log and its feed", async () => {
    const rendered = await renderMarkdownTree(library.articles.get(NEW_PATH)!.body, {
      glossary: library.glossary,
      citations: true,
    });
    expect(rendered.headings.map((heading) => heading.id)).toContain("une-section");
    // Published on a later day than the rulebook: the change log announces it (a publication entry listing it).
    const mentions = collectChanges(library).filter((entry) =>
      entry.kind === "change"
        ? entry.article.path === NEW_PATH
        : entry.articles.some((article) => article.path === NEW_PATH),
    );
    expect(mentions.length).toBeGreaterThan(0);
  });

  it("fails with the file and the field when the README's rules are broken", async () => {
    const example = await readmeExample();
    await writeFile(path.join(content, NEW_ARTICLE), example.replace(/^order: .*\n/m, ""));
    const reading = readNoticeLibrary({ content, public: path.join(ROOT, "public") });
    await expect(reading).rejects.toThrow(ContentError);
    await expect(reading).rejects.toThrow(/banking\/loans\.md.*order/);
    await writeFile(path.join(content, NEW_ARTICLE), example);
  });
});
