// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { LocaleProvider } from "~/i18n/LocaleProvider";
import type { ChangeLogEntry } from "~/notice/change-log";
import NoticeChanges from "./changes";

const entry = (category: string, categoryTitle: string, date: string, anchor?: string): ChangeLogEntry => ({
  kind: "change",
  id: `/notice/game/${category}/a/${date}/1`,
  date,
  time: `${date}T12:00:00+01:00`,
  summary: `Changement en ${categoryTitle} le ${date}.`,
  ...(anchor ? { anchor } : {}),
  article: {
    type: "game",
    category,
    categoryTitle,
    title: `Article de ${categoryTitle}`,
    path: `/notice/game/${category}/a`,
  },
  categories: [category],
  href: anchor ? `/notice/game/${category}/a#${anchor}` : `/notice/game/${category}/a`,
});

/** The rulebook's publication: one entry, under every category it had. */
const rulebook: ChangeLogEntry = {
  kind: "publication",
  id: "/notice/published/2026-09-01",
  date: "2026-09-01",
  time: "2026-09-01T00:00:00+02:00",
  rulebook: true,
  count: 12,
  articles: [],
  categories: ["justice", "vehicles", "repair"],
  href: "/notice",
};

const data = {
  entries: [
    entry("justice", "Justice", "2026-11-23", "classes"),
    entry("vehicles", "Véhicules", "2026-11-23"),
    entry("justice", "Justice", "2026-10-02"),
    rulebook,
  ],
  categories: [
    { type: "game" as const, id: "vehicles", title: "Véhicules" },
    { type: "game" as const, id: "justice", title: "Justice" },
    { type: "technical" as const, id: "repair", title: "Dépannage" },
  ],
};

function Search() {
  return <p data-testid="search">{useLocation().search}</p>;
}

function renderAt(url: string) {
  const Stub = createRoutesStub([
    {
      path: "/notice/changes",
      loader: () => data,
      Component: (props) => (
        <>
          <NoticeChanges {...(props as Parameters<typeof NoticeChanges>[0])} />
          <Search />
        </>
      ),
    },
  ]);
  return render(
    <LocaleProvider locale="fr">
      <Stub initialEntries={[url]} />
    </LocaleProvider>,
  );
}

/** The live count of the list (the search dialog has a status region of its own). */
const count = () =>
  screen.getAllByRole("status").find((element) => element.classList.contains("change-log__count"))
    ?.textContent;

describe("the change log page", () => {
  afterEach(cleanup);

  it("has one h1, a breadcrumb, the entries by month with their links", async () => {
    renderAt("/notice/changes");
    expect(await screen.findAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByRole("navigation", { name: "Fil d'Ariane" })).toBeTruthy();
    const months = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    expect(months).toEqual(["novembre 2026", "octobre 2026", "septembre 2026"]);
    expect(count()).toBe("4 changements");
    const first = screen.getAllByRole("listitem").find((item) => item.textContent?.includes("23 novembre"))!;
    expect(within(first).getByRole("link", { name: "Article de Justice" }).getAttribute("href")).toBe(
      "/notice/game/justice/a",
    );
    expect(within(first).getByRole("link", { name: "Voir la section modifiée" }).getAttribute("href")).toBe(
      "/notice/game/justice/a#classes",
    );
    expect(first.querySelector("time")?.getAttribute("datetime")).toBe("2026-11-23");
    // The rulebook's publication: once, in the reader's language, leading to the rulebook.
    const publication = screen
      .getAllByRole("listitem")
      .find((item) => item.textContent?.includes("1 septembre"))!;
    expect(publication.textContent).toContain("12 articles");
    expect(within(publication).getByRole("link", { name: "Notice" }).getAttribute("href")).toBe("/notice");
  });

  it("reads the category from the URL, and the keyboard changes it in the URL", async () => {
    const user = userEvent.setup();
    renderAt("/notice/changes?category=justice");
    const select = await screen.findByRole("combobox", { name: "Catégorie" });
    expect((select as HTMLSelectElement).value).toBe("justice");
    expect(count()).toBe("3 changements");

    select.focus();
    await user.selectOptions(select, "vehicles");
    // The URL changes through a navigation (the route's loader runs again): wait for it.
    await waitFor(() => expect(screen.getByTestId("search").textContent).toBe("?category=vehicles"));
    expect(count()).toBe("2 changements");

    await user.selectOptions(select, "");
    await waitFor(() => expect(screen.getByTestId("search").textContent).toBe(""));
    expect(count()).toBe("4 changements");
  });

  it("shows everything for an unknown category", async () => {
    renderAt("/notice/changes?category=casino");
    await screen.findByRole("combobox");
    expect(count()).toBe("4 changements");
  });
});
