import { describe, expect, it } from "vitest";
import { sortContributors, sortOthers, sortTeam } from "./order";

const names = (items: readonly { displayName: string }[]): string[] => items.map((item) => item.displayName);

describe("sortTeam", () => {
  it("lists active members before former ones", () => {
    const sorted = sortTeam([
      { displayName: "Aline", active: false },
      { displayName: "Zoé", active: true },
    ]);
    expect(names(sorted)).toEqual(["Zoé", "Aline"]);
  });

  it("sorts alphabetically within each group, ignoring case", () => {
    const sorted = sortTeam([
      { displayName: "odin", active: true },
      { displayName: "Bastien", active: true },
      { displayName: "kaelis", active: false },
      { displayName: "Damien", active: false },
      { displayName: "Maëlle", active: true },
    ]);
    expect(names(sorted)).toEqual(["Bastien", "Maëlle", "odin", "Damien", "kaelis"]);
  });

  it("sorts accented initials with their base letter, not after Z", () => {
    const sorted = sortTeam([
      { displayName: "Zéphyr", active: true },
      { displayName: "Élouan", active: true },
      { displayName: "Fabien", active: true },
      { displayName: "Eddy", active: true },
    ]);
    expect(names(sorted)).toEqual(["Eddy", "Élouan", "Fabien", "Zéphyr"]);
  });

  it("keeps the original order for names that differ only by case or accents", () => {
    const sorted = sortTeam([
      { displayName: "élouan", active: true },
      { displayName: "Elouan", active: true },
      { displayName: "ELOUAN", active: true },
    ]);
    expect(names(sorted)).toEqual(["élouan", "Elouan", "ELOUAN"]);
  });

  it("does not mutate its input", () => {
    const input = [
      { displayName: "B", active: false },
      { displayName: "A", active: true },
    ];
    sortTeam(input);
    expect(names(input)).toEqual(["B", "A"]);
  });
});

describe("sortContributors", () => {
  it("lists contributors with a link first, then alphabetically", () => {
    const sorted = sortContributors([
      { displayName: "Anémone" },
      { displayName: "Zinc", link: "https://example.org/zinc" },
      { displayName: "écho", link: "https://example.org/echo" },
      { displayName: "Basalte" },
    ]);
    expect(names(sorted)).toEqual(["écho", "Zinc", "Anémone", "Basalte"]);
  });

  it("keeps ties in their original order", () => {
    const sorted = sortContributors([
      { displayName: "Crêpe", link: "https://example.org/1" },
      { displayName: "crepe", link: "https://example.org/2" },
    ]);
    expect(sorted.map((c) => c.link)).toEqual(["https://example.org/1", "https://example.org/2"]);
  });
});

describe("sortOthers", () => {
  it("lists favourites first, then alphabetically", () => {
    const sorted = sortOthers([
      { displayName: "React", favorite: false },
      { displayName: "Leaflet", favorite: true },
      { displayName: "alt:V", favorite: true },
      { displayName: "Audacity", favorite: false },
    ]);
    expect(names(sorted)).toEqual(["alt:V", "Leaflet", "Audacity", "React"]);
  });

  it("returns an empty list for no entries", () => {
    expect(sortOthers([])).toEqual([]);
  });
});
