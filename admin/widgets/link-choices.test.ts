import { describe, expect, it } from "vitest";
import type { SiteLinkTargets } from "~/notice/site-links";
import { linkChoices, searchChoices } from "./link-choices";

const targets: SiteLinkTargets = {
  articles: {
    "/notice/game/vehicles/rent": {
      title: "Louer un véhicule",
      headings: [{ depth: 2, id: "les-deux-formules", text: "Les deux formules" }],
    },
    "/notice/game/vehicles/parking": {
      title: "Parkings",
      headings: [{ depth: 2, id: "trouver", text: "Trouver un parking" }],
    },
  },
  categories: { "/notice/game/vehicles": { title: "Véhicules", articles: ["rent", "parking"] } },
  redirects: {},
  pages: [],
  mapPoints: {},
};
const here = {
  path: "/notice/game/vehicles/rent",
  headings: [{ id: "les-deux-formules", text: "Les deux formules" }],
};

describe("the link picker's choices", () => {
  it("finds this article's own sections by its title's words too, as it finds other articles' sections", () => {
    const found = searchChoices(linkChoices(targets, here), "louer formules");
    expect(found.map((choice) => choice.href)).toEqual(["#les-deux-formules"]);
    expect(
      searchChoices(linkChoices(targets, here), "parkings trouver").map((choice) => choice.href),
    ).toEqual(["/notice/game/vehicles/parking#trouver"]);
  });

  it("names a new article's sections with the title typed in the form", () => {
    const draft = { ...here, path: "/notice/game/vehicles/nouvel-article", title: "Assurer un véhicule" };
    expect(linkChoices(targets, draft)[0]!.label).toBe("Assurer un véhicule › Les deux formules");
  });
});
