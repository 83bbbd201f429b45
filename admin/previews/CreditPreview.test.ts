// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { fromJS } from "immutable";
import { createElement } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { readCredits } from "~/data/credits/read.server";
import { ContributorPreview, OtherCreditPreview, TeamPreview } from "./CreditPreview";

// The fixture's credits (test/fixtures/site): what the previews show, as the page shows them.
const credits = readCredits("test/fixtures/site");

afterEach(cleanup);

/** A preview as Decap renders it: the entry's data, and getAsset giving a file's address. */
function renderPreview(template: typeof TeamPreview, data: unknown) {
  const props = {
    entry: fromJS({ data }),
    fields: fromJS([{ name: "role", label: "Rôle" }]),
    getAsset: (path: string) => ({ toString: () => `asset:${path}` }),
  };
  return render(createElement(template, props as never));
}

describe("the credit previews", () => {
  it("show a team member with the page's card: photo, French role, former mark", async () => {
    const member = credits.team.find((entry) => entry.image && !entry.active)!;
    const { container } = renderPreview(TeamPreview, member);
    expect(await screen.findByText(member.displayName)).toBeTruthy();
    expect(container.querySelector(".team-card .team-avatar__image")?.getAttribute("src")).toBe(
      `asset:${member.image}`,
    );
    expect(container.querySelector(".team-card__former")).not.toBeNull();
  });

  it("show initials for a member without a photo, and say which fields are missing otherwise", async () => {
    const member = credits.team.find((entry) => !entry.image)!;
    const { container, unmount } = renderPreview(TeamPreview, { ...member, link: "" });
    await screen.findByText(member.displayName);
    expect(container.querySelector(".team-avatar__initials")).not.toBeNull();
    unmount();
    renderPreview(TeamPreview, { displayName: "Sans rôle", gender: "f" });
    expect((await screen.findByText(/obligatoire/)).textContent).toContain("«\u00a0Rôle\u00a0» est rempli");
  });

  it("tell a wrong optional link from a missing field, and name no empty field", async () => {
    const member = credits.team.find((entry) => entry.role)!;
    const { unmount } = renderPreview(TeamPreview, { ...member, link: "www.twitch.tv/selene" });
    const wrong = (await screen.findByText(/aperçu de la carte/)).textContent!;
    expect(wrong).toContain("«\u00a0link\u00a0» est corrigé");
    expect(wrong).not.toContain("obligatoire");
    unmount();
    renderPreview(TeamPreview, { role: member.role, link: "twitch" });
    const both = (await screen.findByText(/aperçu de la carte/)).textContent!;
    expect(both).toMatch(/obligatoires .* sont remplis et le champ «\u00a0link\u00a0» est corrigé/);
    expect(both).not.toMatch(/, \)|«\u00a0\u00a0»/);
  });

  it("show a contributor and a tool with the page's items", async () => {
    const contributor = credits.contributors[0]!;
    const { container, unmount } = renderPreview(ContributorPreview, contributor);
    await screen.findByText(contributor.displayName);
    expect(container.querySelector(`.contributor .credit-kind--${contributor.icon}`)).not.toBeNull();
    expect(container.querySelector(".contributor__reason")?.textContent).not.toBe("");
    unmount();
    const other = credits.others[0]!;
    const tool = renderPreview(OtherCreditPreview, other);
    await screen.findByText(other.displayName);
    expect(tool.container.querySelectorAll(".other-credit__links a")).toHaveLength(other.links.length);
  });
});
