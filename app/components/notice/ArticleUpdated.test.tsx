// @vitest-environment happy-dom
import { cleanup, render, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { LocaleProvider } from "~/i18n/LocaleProvider";
import { loadMessages } from "~/i18n/messages";
import { ArticleUpdated } from "./ArticleUpdated";

afterEach(cleanup);

async function shown(props: Parameters<typeof ArticleUpdated>[0]) {
  await loadMessages("fr");
  const router = createMemoryRouter([
    {
      path: "*",
      element: (
        <LocaleProvider locale="fr">
          <ArticleUpdated {...props} />
        </LocaleProvider>
      ),
    },
  ]);
  const { container } = render(<RouterProvider router={router} />);
  await waitFor(() => expect(container.querySelector(".article-updated time")).not.toBeNull());
  return container.querySelector(".article-updated span")!.textContent!.replace(/\s+/g, " ");
}

describe("the line under an article's title", () => {
  it("gives the latest change and what it did", async () => {
    const text = await shown({
      published: "2026-11-22",
      updated: "2026-11-23",
      category: "banking",
      summary: "Plafond.",
    });
    expect(text).toMatch(/^Mis à jour le 23 novembre 2026 ?: Plafond\.$/);
  });

  it("says what a new article is when staff dated its change on the publication day (not nothing)", async () => {
    const text = await shown({
      published: "2026-11-24",
      updated: "2026-11-24",
      category: "banking",
      summary: "Nouvel article : les prêts.",
    });
    expect(text).toMatch(/^Publié le 24 novembre 2026 ?: Nouvel article : les prêts\.$/);
  });

  it("gives the publication day alone without any change", async () => {
    expect(await shown({ published: "2026-11-22", updated: "2026-11-22", category: "banking" })).toBe(
      "Publié le 22 novembre 2026",
    );
  });
});
