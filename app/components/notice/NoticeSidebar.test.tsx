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
  ],
};

/** A fresh module each time: the previous visit is read once per page load. */
async function renderSidebar() {
  vi.resetModules();
  await (await import("~/i18n/messages")).loadMessages("fr");
  const { NoticeSidebar } = await import("./NoticeSidebar");
  const { LocaleProvider } = await import("~/i18n/LocaleProvider");
  return render(
    <LocaleProvider locale="fr">
      <MemoryRouter>
        <NoticeSidebar tree={tree} currentPath="/notice/game/justice" />
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
