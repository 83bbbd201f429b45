import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { CATEGORY_ICONS, MAP_CATEGORY_IDS } from "../map/poi-types";
import { readSiteData } from "./site-data.server";
import { validateSiteData } from "./validate-data.server";

const FIXTURE = path.resolve("test/fixtures/site");

describe("the committed content", () => {
  it("passes every reader's rules", () => {
    expect(() => validateSiteData()).not.toThrow();
  });

  it("gives the map's categories in display order with their icons", () => {
    const { categories } = readSiteData().map;
    expect(categories.map((category) => category.id)).toEqual([...MAP_CATEGORY_IDS]);
    expect(categories.map((category) => category.icons)).toEqual(
      MAP_CATEGORY_IDS.map((id) => CATEGORY_ICONS[id]),
    );
  });
});

describe("the readers, on a fixture folder", () => {
  it("read every set, points in the order of their ids", () => {
    const data = readSiteData(FIXTURE);
    expect(data.map.categories.map((category) => category.points.map((point) => point.id))).toEqual([
      [1],
      [2],
      [3, 10],
      [4],
    ]);
    expect(data.map.categories[0]).toMatchObject({ id: "enterprise", article: "/notice/game/map/places" });
    expect(data.map.places.map((place) => place.id)).toEqual(["bourg", "quai"]);
    // A kind finds its points by the start of their names; without names it is its whole category.
    expect(data.map.kinds).toEqual([
      {
        id: "garage",
        category: "enterprise",
        names: ["Garage"],
        points: [1],
        article: "/notice/game/map",
        keywords: ["réparer", "mécanicien", "repair"],
        // The car park the kind's article links to.
        alsoFound: [3],
      },
      { id: "parking", category: "parking", keywords: ["garer", "parken"] },
    ]);
    expect(data.credits.team.map((member) => member.displayName)).toEqual([
      "Ana",
      "Bastien",
      "Claire Obscur",
    ]);
    expect(data.credits.contributors).toHaveLength(1);
    expect(data.credits.others).toHaveLength(1);
    expect(data.business.games).toEqual([{ id: "jeu", name: "Un jeu", platforms: ["pc"] }]);
    expect(data.social).toEqual([
      {
        id: "discord",
        link: "https://discord.gg/exemple",
        labelKey: "app.network.discord",
        icon: "discord",
        bounce: true,
      },
    ]);
  });
});

describe("a bad edit fails naming the file and the field", () => {
  let copy: string | undefined;
  afterEach(() => {
    if (copy) rmSync(copy, { recursive: true, force: true });
    copy = undefined;
  });

  /** A copy of the fixture with some files written (an object is written as JSON, null removes nothing). */
  function edited(files: Record<string, unknown>): string {
    copy = mkdtempSync(path.join(tmpdir(), "site-data-"));
    cpSync(FIXTURE, copy, { recursive: true });
    for (const [file, data] of Object.entries(files))
      writeFileSync(
        path.join(copy, file),
        typeof data === "string" ? data : `${JSON.stringify(data, null, 2)}\n`,
      );
    return copy;
  }
  const point = { id: 3, name: "Parking du Quai", position: "740,-3140,4", icon: "parking" };
  const parking = "content/map/points/parking/3.json";
  const member = {
    displayName: "Ana",
    image: "/img/team/ana.webp",
    role: "founder",
    gender: "f",
    active: true,
  };
  const ana = "content/credits/team/ana.json";

  it.each([
    ["a position that is not x,y,z", { [parking]: { ...point, position: "12,abc" } }, parking, "position"],
    ["a position off the map", { [parking]: { ...point, position: "740,-16400,4" } }, parking, "position"],
    ["an unknown field", { [parking]: { ...point, colour: "red" } }, parking, "colour"],
    ["an icon of another category", { [parking]: { ...point, icon: "car" } }, parking, "icon"],
    ["an id that is not the file's name", { [parking]: { ...point, id: 30 } }, parking, "id"],
    [
      "an id used in another category",
      { "content/map/points/dealer/1.json": { ...point, id: 1, icon: "velo" } },
      "content/map/points/dealer/1.json",
      "id",
    ],
    [
      "a named illegal spot",
      { "content/map/points/illegal/4.json": { id: 4, name: "Labo", position: "1,2,3", icon: "illegal" } },
      "content/map/points/illegal/4.json",
      "name",
    ],
    [
      "a name used twice in a category",
      { "content/map/points/parking/10.json": { ...point, id: 10, name: "parking du quai" } },
      "content/map/points/parking/10.json",
      "name",
    ],
    [
      "a category linked to a missing article",
      {
        "content/map/categories.json": {
          ...readCategories(),
          parking: { article: "/notice/game/map/nowhere" },
        },
      },
      "content/map/categories.json : catégorie « parking »",
      "article",
    ],
    [
      "a point linked to a missing article",
      { [parking]: { ...point, article: "/notice/game/map/nowhere" } },
      parking,
      "article",
    ],
    [
      "a point's article that is no rulebook path",
      { [parking]: { ...point, article: "/board" } },
      parking,
      "article",
    ],
    [
      "a kind linked to a missing article",
      { "content/map/kinds.json": { garage: { ...readKinds().garage, article: "/notice/game/nowhere" } } },
      "content/map/kinds.json : sorte « garage »",
      "article",
    ],
    [
      "a kind in no category",
      { "content/map/kinds.json": { garage: { ...readKinds().garage, category: "shops" } } },
      "content/map/kinds.json",
      "garage.category",
    ],
    [
      "a kind without French words",
      { "content/map/kinds.json": { garage: { ...readKinds().garage, keywords: { en: ["repair"] } } } },
      "content/map/kinds.json",
      "garage.keywords.fr",
    ],
    [
      "a kind with an empty word",
      { "content/map/kinds.json": { garage: { ...readKinds().garage, keywords: { fr: [" "] } } } },
      "content/map/kinds.json",
      "garage.keywords.fr.0",
    ],
    [
      "a district whose town is not a town",
      {
        "content/map/places/quai.json": {
          id: "quai",
          name: "Le Quai",
          kind: "district",
          position: "1,2,0",
          radius: 10,
          town: "nowhere",
        },
      },
      "content/map/places/quai.json",
      "town",
    ],
    [
      "a place's name with its article that does not start with one",
      {
        "content/map/places/quai.json": {
          id: "quai",
          name: "Quai",
          kind: "area",
          position: "1,2,0",
          radius: 10,
          withArticle: "du quai",
        },
      },
      "content/map/places/quai.json",
      "withArticle",
    ],
    [
      "a place's name with its article that is another name",
      {
        "content/map/places/quai.json": {
          id: "quai",
          name: "Quai",
          kind: "area",
          position: "1,2,0",
          radius: 10,
          withArticle: "le port",
        },
      },
      "content/map/places/quai.json",
      "withArticle",
    ],
    ["a role without a catalogue text", { [ana]: { ...member, role: "wizard" } }, ana, "role"],
    ["a missing image", { [ana]: { ...member, image: "/img/team/nobody.webp" } }, ana, "image"],
    ["an image that is not one", { "public/img/team/ana.webp": "<html>not an image</html>" }, ana, "image"],
    [
      "an image of 1 MB",
      { "public/img/team/ana.webp": `RIFF____WEBP${"x".repeat(1024 * 1024)}` },
      ana,
      "image",
    ],
    ["an image named the old way (no folder)", { [ana]: { ...member, image: "ana" } }, ana, "image"],
    [
      "an image outside the team folder",
      { [ana]: { ...member, image: "/img/others/ana.png" } },
      ana,
      "image",
    ],
    [
      "a hover image that is missing",
      { [ana]: { ...member, easterEgg: { hoverImage: "/img/team/ana-egg.webp" } } },
      ana,
      "easterEgg.hoverImage",
    ],
    ["a surprise without its image", { [ana]: { ...member, easterEgg: {} } }, ana, "easterEgg.hoverImage"],
    [
      "a game listed twice",
      {
        "content/business.json": {
          games: [
            { id: "a", name: "A", platforms: ["pc"] },
            { id: "a", name: "B", platforms: ["pc"] },
          ],
        },
      },
      "content/business.json",
      "games",
    ],
    [
      "an unknown network",
      { "content/social.json": { links: [{ id: "myspace", link: "https://myspace.com/x" }] } },
      "content/social.json",
      "links.0.id",
    ],
  ])("%s", (_, files, file, field) => {
    const root = edited(files);
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    expect(() => readSiteData(root)).toThrow(
      new RegExp(`${escape(file)} : champ «\u00a0${escape(field)}\u00a0» : `),
    );
  });

  it("the file and the problem are named for an image refused by its content or size", () => {
    expect(() => readSiteData(edited({ "public/img/team/ana.webp": "%PDF-1.7" }))).toThrow(
      /public\/img\/team\/ana\.webp : ce n'est pas une image WebP, PNG, JPEG ou AVIF/,
    );
    expect(() =>
      readSiteData(edited({ "public/img/team/ana.webp": `RIFF____WEBP${"x".repeat(1024 * 1024)}` })),
    ).toThrow(/public\/img\/team\/ana\.webp : 1,0 Mo, une image doit peser moins de 1 Mo/);
    expect(() => readSiteData(edited({ [ana]: { ...member, image: "/img/team/nobody.png" } }))).toThrow(
      /public\/img\/team\/nobody\.png : fichier introuvable/,
    );
  });

  it("a member without a photo, or with an uploaded PNG, is valid; a new member is active by default", () => {
    const { displayName, role, gender } = member;
    const root = edited({
      [ana]: { displayName, role, gender },
      "content/credits/team/bastien.json": {
        ...member,
        displayName: "Bastien",
        image: "/img/team/photo-b.png",
      },
      "public/img/team/photo-b.png": "\u0089PNG\r\n\u001a\n",
    });
    // The fixture's PNG above is written as UTF-8: give it real PNG bytes.
    writeFileSync(
      path.join(root, "public/img/team/photo-b.png"),
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );
    const team = readSiteData(root).credits.team;
    expect(team.find((entry) => entry.displayName === "Ana")).toEqual({
      displayName,
      role,
      gender,
      active: true,
    });
    expect(team.find((entry) => entry.displayName === "Bastien")?.image).toBe("/img/team/photo-b.png");
  });

  it("a file that is not JSON", () => {
    const root = edited({ [parking]: '{ "id": 3, ' });
    expect(() => readSiteData(root)).toThrow(
      /content\/map\/points\/parking\/3\.json : ce n'est pas du JSON valide/,
    );
  });
});

function readCategories(): Record<string, unknown> {
  return readSiteData(FIXTURE).map.categories.reduce(
    (links, category) => ({ ...links, [category.id]: { article: category.article } }),
    {},
  );
}

function readKinds(): Record<string, Record<string, unknown>> {
  return JSON.parse(readFileSync(path.join(FIXTURE, "content/map/kinds.json"), "utf8")) as Record<
    string,
    Record<string, unknown>
  >;
}
