import { describe, expect, it } from "vitest";
import { renderMarkdown } from "~/lib/markdown/render";
import { distinctTableLabels } from "./distinct-table-labels";

const labels = (html: string) =>
  [...html.matchAll(/role="region" aria-label="([^"]*)"/g)].map((match) => match[1]);

describe("table names on a page of several articles", () => {
  it("gives a name already used on the page its article's title, and leaves the first as it is", async () => {
    const table = "Table: La déclaration\n\n| A | B |\n| - | - |\n| 1 | 2 |\n";
    const [first, second] = distinctTableLabels([
      { title: "Mafia", html: (await renderMarkdown(table)).html },
      { title: "Gang & cartel", html: (await renderMarkdown(table)).html },
    ]);
    const [name] = labels(first!.html);
    expect(name).toMatch(/La déclaration/);
    expect(labels(second!.html)).toEqual([`${name} (Gang &amp; cartel)`]);
  });
});
