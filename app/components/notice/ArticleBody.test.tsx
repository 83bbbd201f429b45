// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LocaleProvider } from "~/i18n/LocaleProvider";
import { renderMarkdown } from "~/lib/markdown/render";
import ar from "~/i18n/messages/ar.json";
import fr from "~/i18n/messages/fr.json";
import { ArticleBody } from "./ArticleBody";
import { HeadingControlLabels } from "./HeadingControlLabels";

async function renderArticle(locale: "fr" | "ar" = "fr") {
  const { html } = await renderMarkdown("## Le principe {#principe}\n\nTexte : vingt points.", {
    citations: true,
  });
  window.history.replaceState(null, "", "/notice/game/character/ability");
  // In a router: the image popup gives itself a history entry (overlay-history.ts).
  return render(
    <MemoryRouter initialEntries={["/notice/game/character/ability"]}>
      <LocaleProvider locale={locale}>
        <HeadingControlLabels />
        <ArticleBody html={html} categoryTitle="Personnage" articleTitle="Points de compétence" />
      </LocaleProvider>
    </MemoryRouter>,
  );
}

/** A control's accessible name: its label in the page's language, then the heading's French text. */
const named = (label: string, heading: string) => `${label} ${heading}`;

describe("the copy controls of an article's headings", () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it("copy a citation with the keyboard and announce it politely", async () => {
    // user-event puts a clipboard of its own in the page; watch what is written to it.
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, "writeText");
    await renderArticle();
    const button = screen.getByRole("button", { name: named(fr["app.notice.copyCitation"], "Le principe") });
    button.focus();
    await user.keyboard("{Enter}");
    expect(writeText).toHaveBeenCalledWith(
      "Notice › Personnage › Points de compétence › Le principe — https://www.brumes-rp.fr/notice/game/character/ability#principe",
    );
    const status = await screen.findByText(/Citation copiée/);
    expect(status.getAttribute("role")).toBe("status");
  });

  it("keep the copy-link anchor, which copies the section's address", async () => {
    // user-event puts a clipboard of its own in the page; watch what is written to it.
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, "writeText");
    await renderArticle();
    const anchor = screen.getByRole("link", { name: named(fr["app.notice.copyLink"], "Le principe") });
    expect(anchor.getAttribute("href")).toBe("#principe");
    await user.click(anchor);
    expect(writeText).toHaveBeenCalledWith("https://www.brumes-rp.fr/notice/game/character/ability#principe");
    expect(await screen.findByText(/Lien copié/)).toBeTruthy();
  });

  it("are named in the page's language, after the heading's French text, from the HTML itself", async () => {
    await renderArticle("ar");
    expect(
      screen
        .getByRole("link", { name: named(ar["app.notice.copyLink"], "Le principe") })
        .getAttribute("href"),
    ).toBe("#principe");
    expect(
      screen.getByRole("button", { name: named(ar["app.notice.copyCitation"], "Le principe") }),
    ).toBeTruthy();
  });

  it("say so when the clipboard is refused", async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new Error("denied"));
    await renderArticle();
    await user.click(screen.getByRole("button", { name: new RegExp(`^${fr["app.notice.copyCitation"]}`) }));
    expect(await screen.findByText(/La copie a échoué/)).toBeTruthy();
  });
});
