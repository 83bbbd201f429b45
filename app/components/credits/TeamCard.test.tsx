// @vitest-environment happy-dom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { readCredits } from "~/data/credits/read.server";
import { LocaleProvider } from "~/i18n/LocaleProvider";
import { messagesFor } from "~/i18n/messages";
import { formatText } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";
import { initialsOf } from "./initials";
import { TeamCard } from "./TeamCard";

// The fixture's team has members with a photo and one without (test/fixtures/site).
const { team } = readCredits("test/fixtures/site");

afterEach(cleanup);

function renderCard(member: (typeof team)[number], locale: Locale) {
  return render(
    <LocaleProvider locale={locale}>
      <ul>
        <TeamCard member={member} />
      </ul>
    </LocaleProvider>,
  );
}

describe("a team card", () => {
  it.each(["fr", "ar"] as const)("shows the photo, or the initials when there is none (%s)", (locale) => {
    const withoutPhoto = team.filter((member) => !member.image);
    expect(withoutPhoto.length).toBeGreaterThan(0);
    for (const member of team) {
      const { container, unmount } = renderCard(member, locale);
      const image = container.querySelector("img.team-avatar__image");
      const initials = container.querySelector(".team-avatar__initials");
      if (member.image) {
        expect(image?.getAttribute("src")).toBe(member.image);
        expect(initials).toBeNull();
      } else {
        expect(image).toBeNull();
        // Decorative like the photo: the name is written next to it.
        expect(initials?.textContent).toBe(initialsOf(member.displayName));
        expect(initials?.getAttribute("aria-hidden")).toBe("true");
      }
      expect(container.querySelector(".team-card__role")?.textContent).toBe(
        formatText(locale, messagesFor(locale), `app.credits.role.${member.role}`, { gender: member.gender }),
      );
      unmount();
    }
  });
});
