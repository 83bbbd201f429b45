import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { articleDataToSave } from "./change-entry";
import { houseMarkdown, parseMarkdownFile, stringifyMarkdownFile } from "./markdown-file";

const ARTICLE_KEYS = ["title", "order", "description", "published", "changes", "redirectFrom", "body"];

/** Every Markdown file staff edit: the rulebook's articles and the terms. */
const files = [
  ...readdirSync("content/notice", { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".md"))
    .map((file) => path.join("content/notice", file)),
  "content/terms/terms.md",
];

describe("the editor's Markdown files", () => {
  it("are written back byte for byte when nothing was changed", () => {
    expect(files.length).toBeGreaterThan(70);
    for (const file of files) {
      const content = readFileSync(file, "utf8");
      const data = articleDataToSave(parseMarkdownFile(content));
      expect(stringifyMarkdownFile(data, ARTICLE_KEYS), file).toBe(content);
    }
  });

  it("keep a changed day quoted as that field's day was (the terms' `updated`), and a plain one plain", () => {
    const file = files.find((name) => /^\w+: "\d{4}-\d{2}-\d{2}"$/m.test(readFileSync(name, "utf8")))!;
    const content = readFileSync(file, "utf8");
    const [line, key, day] = /^(\w+): "(\d{4}-\d{2}-\d{2})"$/m.exec(content)!;
    const data = parseMarkdownFile(content);
    const saved = stringifyMarkdownFile({ ...data, [key!]: "2026-11-20" }, Object.keys(data));
    expect(saved).toBe(content.replace(line, `${key}: "2026-11-20"`));
    expect(day).not.toBe("2026-11-20");

    const plain = files.find((name) => /^published: \d{4}-\d{2}-\d{2}$/m.test(readFileSync(name, "utf8")))!;
    const article = parseMarkdownFile(readFileSync(plain, "utf8"));
    expect(stringifyMarkdownFile({ ...article, published: "2026-11-20" }, ARTICLE_KEYS)).toMatch(
      /^published: 2026-11-20$/m,
    );
  });

  it("change only the edited sentence, even after the rich-text mode rewrote the text", () => {
    const file = files.find(
      (name) => /^\|---/m.test(readFileSync(name, "utf8")) && /^- /m.test(readFileSync(name, "utf8")),
    )!;
    const content = readFileSync(file, "utf8");
    const data = parseMarkdownFile(content);
    const body = String(data.body);
    // What Decap's rich-text mode serializes: `*` bullets and padded tables.
    const rewritten = body
      .replace(/^- /gm, "* ")
      .replace(/^\|---(\|---)*\|$/gm, (row) => row.replace(/---/g, " ------------ "))
      .replace(/^\| (.*) \|$/gm, (row) => row.replace(/ \| /g, "    |   "));
    expect(rewritten).not.toBe(body);
    const last = body.trimEnd().split("\n").at(-1)!;
    const edited = rewritten.replace(last, `${last} Une phrase ajoutée.`);
    const saved = stringifyMarkdownFile(articleDataToSave({ ...data, body: edited }), ARTICLE_KEYS);
    expect(saved).toBe(content.replace(last, `${last} Une phrase ajoutée.`));
  });

  it("write a new article's long description on one line, quoted when it has an apostrophe, and no empty lists", () => {
    const description =
      "Comment deux joueurs se prêtent de l'argent : la reconnaissance de dette, les intérêts et ce qui arrive en cas d'oubli ou de refus de payer.";
    const saved = stringifyMarkdownFile(
      articleDataToSave({
        body: "Le texte.\n",
        redirectFrom: [],
        changes: [],
        published: "2026-11-24",
        description,
        order: 7,
        title: "Prêts entre joueurs",
      }),
      ARTICLE_KEYS,
    );
    expect(saved).toBe(
      `---\ntitle: Prêts entre joueurs\norder: 7\ndescription: "${description}"\npublished: 2026-11-24\n---\n\nLe texte.\n`,
    );
  });

  it("leave code blocks, bold text and rules as they are", () => {
    const text = "**Gras** au début.\n\n* * *\n\n```\n* pas une liste\n|  pas   | un tableau |\n```\n";
    expect(houseMarkdown(text)).toBe(text);
  });
});
