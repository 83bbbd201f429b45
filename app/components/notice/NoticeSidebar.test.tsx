// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LAST_VISIT_STORAGE_KEY } from "~/notice/last-visit";
import type { NoticeNavTree } from "~/notice/model";

const tree: NoticeNavTree = {
  id: "game",
  categories: [
    {
      id: "justice",
      title: "Justice",
      articles: [
        { key: "penal", title: "Code pénal", updated: "2026-11-23" },
        { key: "court", title: "Le tribunal", updated: "2026-11-22" },
      ],
    },
    {
      id: "prison",
      title: "Prison",
      articles: [{ key: "freedom", title: "Libération", updated: "2026-11-20" }],
    },
  ],
};

/** A fresh module each time: the previous visit is read once per page load. */
async function renderSidebar(currentPath = "/notice/game/justice") {
  vi.resetModules();
  await (await import("~/i18n/messages")).loadMessages("fr");
  const { NoticeSidebar } = await import("./NoticeSidebar");
  const { LocaleProvider } = await import("~/i18n/LocaleProvider");
  return render(
    <LocaleProvider locale="fr">
      <MemoryRouter>
        <NoticeSidebar tree={tree} currentPath={currentPath} />
      </MemoryRouter>
    </LocaleProvider>,
  );
}

describe("the rulebook menu's 'updated since your last visit' marks", () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    vi.useFakeTimers({ toFake: ["Date"], now: Date.parse("2026-11-23T18:00:00Z") });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("mark, with words, the articles changed since the previous visit", async () => {
    localStorage.setItem(LAST_VISIT_STORAGE_KEY, String(Date.parse("2026-11-22T12:00:00Z")));
    await renderSidebar();
    const penal = screen.getByRole("link", { name: /Code pénal/ });
    expect(penal.textContent).toContain("mis à jour depuis votre dernière visite");
    expect(screen.getByRole("link", { name: /Le tribunal/ }).textContent).toBe("Le tribunal");
    expect(localStorage.getItem(LAST_VISIT_STORAGE_KEY)).toBe(String(Date.now()));
  });

  it("mark nothing on a first visit or with garbage in storage", async () => {
    await renderSidebar();
    expect(document.querySelectorAll(".since-visit-mark")).toHaveLength(0);
    cleanup();
    sessionStorage.clear();
    localStorage.setItem(LAST_VISIT_STORAGE_KEY, "not a time");
    await renderSidebar();
    expect(document.querySelectorAll(".since-visit-mark")).toHaveLength(0);
  });
});

describe("the rulebook menu's groups", () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(cleanup);

  const openGroups = () =>
    [...document.querySelectorAll<HTMLDetailsElement>("details.notice-sidebar__group")]
      .filter((group) => group.open)
      .map((group) => group.querySelector("summary")?.textContent);

  it("open the current article's category only, the article marked as the page", async () => {
    await renderSidebar("/notice/game/prison/freedom");
    expect(openGroups()).toEqual(["Prison"]);
    const current = document.querySelectorAll('[aria-current="page"]');
    expect([...current].map((link) => link.getAttribute("href"))).toEqual(["/notice/game/prison/freedom"]);
  });

  it("open a category page's own category, its whole-category link marked as the page", async () => {
    await renderSidebar("/notice/game/justice");
    expect(openGroups()).toEqual(["Justice"]);
    const current = screen.getByRole("link", { current: "page" });
    expect(current.getAttribute("href")).toBe("/notice/game/justice");
    expect(current.textContent).toBe("Lire toute la catégorie");
  });

  it("keep every category folded on a type page", async () => {
    await renderSidebar("/notice/game");
    expect(openGroups()).toEqual([]);
    expect(document.querySelectorAll("summary")).toHaveLength(2);
  });
});
