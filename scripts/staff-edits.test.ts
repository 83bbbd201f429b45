import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readSiteData } from "../app/data/site-data.server";
import { validateSiteData } from "../app/data/validate-data.server";
import { groundHeight } from "../app/map/ground-rules";
import { readSearchVocabularies } from "../app/data/search-vocabulary.server";
import { parsePosition } from "../app/map/projection";
import { SPEC_FIGURES, specFigureDifferences } from "../app/notice/spec-figures";

/**
 * Game masters may rebalance the rules: a figure, a title, an article's place in its category and a
 * map point's position changed as staff change them, in a copy of the real content, pass every
 * content reader (the build's, check:content's and the unit tests') and `npm run check:content`,
 * which reports the changed figure as information only.
 */
let root: string;
beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), "brumes-staff-edits-"));
  cpSync("content", path.join(root, "content"), { recursive: true });
  mkdirSync(path.join(root, "public"));
  cpSync("public/img", path.join(root, "public/img"), { recursive: true });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const file = (relative: string) => path.join(root, relative);
const edit = (relative: string, change: (text: string) => string) =>
  writeFileSync(file(relative), change(readFileSync(file(relative), "utf8")));

/** A spec figure written as a whole number, and where a game master changes it (every mention, one more). */
const mentions = (figure: string) => new RegExp(`(?<![\\d.,/#-])${figure}(?![\\d])`, "g");
const bodyStart = (text: string) => text.indexOf("\n---", 3) + 4;
const rebalanced = (text: string, figure: string) =>
  text.slice(0, bodyStart(text)) +
  text.slice(bodyStart(text)).replace(mentions(figure), String(Number(figure) + 1));

/** The first of the spec's figures that its article writes only as a whole number: what staff would change. */
function aFigure(): { article: string; figure: string } {
  for (const [key, figures] of Object.entries(SPEC_FIGURES)) {
    const article = `content/notice/${key}.md`;
    let text: string;
    try {
      text = readFileSync(file(article), "utf8");
    } catch {
      continue;
    }
    for (const figure of figures) {
      if (typeof figure !== "string" || !/^\d+$/.test(figure)) continue;
      const changed = new Map([
        [`/notice/${key}`, { body: rebalanced(text, figure).slice(bodyStart(text)) }],
      ]);
      if (specFigureDifferences(changed, { [key]: [figure] }).length === 1) return { article, figure };
    }
  }
  throw new Error("no figure of the spec is written as a whole number in the rulebook any more");
}

describe("staff's edits of valid content", () => {
  it("a figure, a title, an order and a point's position changed pass every reader and check:content", () => {
    // A figure: one more, wherever its article writes it.
    const { article, figure } = aFigure();
    edit(article, (text) => rebalanced(text, figure));
    // A title: the article's and its category's.
    edit(article, (text) =>
      text.replace(/^title: (.+)$/m, (_, title: string) => `title: ${title.replace(/^"|"$/g, "")} révisé`),
    );
    const categoryFile = path.join(path.dirname(article), "_category.json");
    edit(categoryFile, (text) => {
      const category = JSON.parse(text) as { title: string };
      return `${JSON.stringify({ ...category, title: `${category.title} et suite` }, null, 2)}\n`;
    });
    // An order: the category's first two articles swap places.
    const siblings = readdirSync(file(path.dirname(article)))
      .filter((name) => name.endsWith(".md"))
      .map((name) => path.join(path.dirname(article), name));
    const orderOf = (relative: string) => /^order: (\d+)$/m.exec(readFileSync(file(relative), "utf8"))?.[1];
    const [first, second] = siblings.sort((a, b) => Number(orderOf(a)) - Number(orderOf(b)));
    if (first && second) {
      const [a, b] = [orderOf(first)!, orderOf(second)!];
      edit(first, (text) => text.replace(/^order: \d+$/m, `order: ${b}`));
      edit(second, (text) => text.replace(/^order: \d+$/m, `order: ${a}`));
    }
    // A point: moved beside another point of its category, on the ground there, as the editor's map sets it.
    const [category] = readSiteData(root).map.categories.filter((candidate) => candidate.points.length > 1);
    const [moved, beside] = category!.points;
    const { x, y } = parsePosition(beside!.position);
    const position = { x: Math.round((x + 3) * 100) / 100, y: Math.round((y + 3) * 100) / 100 };
    const pointFile = `content/map/points/${category!.id}/${moved!.id}.json`;
    edit(pointFile, (text) => {
      const point = JSON.parse(text) as object;
      const z = groundHeight(position.x, position.y);
      return `${JSON.stringify({ ...point, position: `${position.x},${position.y},${z}` }, null, 2)}\n`;
    });

    // The data readers the unit tests use (the map's ground rules included); check:content below
    // reads the rulebook, the quiz and the rest with the build's readers.
    expect(() => validateSiteData(root)).not.toThrow();
    expect(() => readSearchVocabularies(root)).not.toThrow();
    expect(
      readSiteData(root).map.categories.find((candidate) => candidate.id === category!.id)!.points,
    ).toContainEqual(
      expect.objectContaining({
        id: moved!.id,
        position: expect.stringMatching(new RegExp(`^${position.x},${position.y},`)),
      }),
    );

    // check:content passes, and says the figure differs from the spec's, as information.
    const check = spawnSync(
      path.resolve("node_modules/.bin/tsx"),
      ["--tsconfig", path.resolve("tsconfig.json"), path.resolve("scripts/check-content.ts")],
      { cwd: root, encoding: "utf8" },
    );
    const output = `${check.stdout}${check.stderr}`;
    expect(check.status, output).toBe(0);
    expect(output).toMatch(new RegExp(`information : .*${article.replace(/[.]/g, "\\.")}.*\\b${figure}\\b`));
  }, 300_000);
});
