// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { SearchHit } from "~/notice/search/useNoticeSearch";
import { SearchResultItem } from "./SearchResultItem";

const hit = (heading: string): SearchHit => ({
  id: "x",
  url: "/notice/game/justice/court",
  categoryTitle: "Category",
  articleTitle: "Article",
  heading,
  text: "Words before the jury and after it.",
  terms: ["jury"],
});

const show = (result: SearchHit) =>
  render(
    <ul role="listbox" aria-label="results">
      <SearchResultItem
        id="r"
        hit={result}
        query="jury"
        active={false}
        onChoose={() => {}}
        onHover={() => {}}
      />
    </ul>,
  );

describe("a search result", () => {
  afterEach(cleanup);

  it("at a section: its heading as the title, under its category and article", () => {
    show(hit("Section"));
    const option = screen.getByRole("option");
    expect(option.querySelector(".search-result__path")?.textContent).toBe("Category › Article");
    expect(option.querySelector(".search-result__heading")?.textContent).toBe("Section");
    expect(option.querySelector("mark")?.textContent).toBe("jury");
  });

  it("before an article's first heading: the article's title as the title, under its category", () => {
    show(hit(""));
    const option = screen.getByRole("option");
    expect(option.querySelector(".search-result__path")?.textContent).toBe("Category");
    expect(option.querySelector(".search-result__heading")?.textContent).toBe("Article");
    expect(option.classList).toContain("search-result--article");
  });

  it("marks the matched words in the title too, as whole words", () => {
    show(hit("Jury and juryman"));
    const marks = screen.getByRole("option").querySelectorAll(".search-result__heading mark");
    expect([...marks].map((mark) => mark.textContent)).toEqual(["Jury"]);
    expect(screen.getByRole("option").querySelector(".search-result__heading")?.textContent).toBe(
      "Jury and juryman",
    );
  });
});
