// @vitest-environment happy-dom
import { readFileSync } from "node:fs";
import { cleanup, render, screen } from "@testing-library/react";
import { fromJS } from "immutable";
import { createElement } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { parseMarkdownFile } from "../config/markdown-file";
import { categoryPreview } from "./CategoryPreview";
import { TermsPreview } from "./TermsPreview";

afterEach(cleanup);

const preview = (template: unknown, data: unknown) =>
  render(createElement(template as never, { entry: fromJS({ data }), getAsset: String } as never));

describe("the terms preview", () => {
  it("shows /cgu's heading, date and table of contents, with section ids as anchors, not as text", async () => {
    const terms = parseMarkdownFile(readFileSync("content/terms/terms.md", "utf8"));
    const { container } = preview(TermsPreview, terms);
    await screen.findByRole("heading", { level: 1 });
    await expect.poll(() => container.querySelectorAll(".terms-document h2").length).toBeGreaterThan(1);
    const headings = [...container.querySelectorAll(".terms-document h2")];
    expect(headings.every((heading) => heading.id && !heading.textContent?.includes("{#"))).toBe(true);
    expect(container.querySelectorAll(".terms-toc a")).toHaveLength(headings.length);
    expect(container.querySelector(".terms-updated time")?.getAttribute("datetime")).toBe(terms.updated);
    expect(container.textContent).not.toMatch(/Titre\s*:/);
  });

  it("keeps the heading while the date is one that does not exist, and says to correct it", async () => {
    const terms = parseMarkdownFile(readFileSync("content/terms/terms.md", "utf8"));
    const { container } = preview(TermsPreview, { ...terms, updated: "31/11/2026" });
    await screen.findByRole("heading", { level: 1 });
    expect(container.querySelector(".terms-updated")?.textContent).toMatch(/à corriger/);
  });
});

describe("the category preview", () => {
  it("shows the category's card as its type's page does, its articles in order, and its place in the menu", async () => {
    const meta = JSON.parse(readFileSync("content/notice/game/banking/_category.json", "utf8")) as Record<
      string,
      unknown
    >;
    const { container } = preview(categoryPreview("game", "banking"), {
      ...meta,
      title: "Banque et argent",
      order: 7,
    });
    expect((await screen.findByRole("heading", { level: 2 })).textContent).toBe("Banque et argent");
    expect(container.querySelector(".category-card__description")?.textContent).toBe(meta.description);
    expect(container.querySelectorAll(".category-card__articles li").length).toBeGreaterThan(1);
    expect(container.textContent).toContain("Ordre dans le menu : 7");
    expect(container.textContent).not.toMatch(/Titre\s*:/);
  });
});
