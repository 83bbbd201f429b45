import { cp, mkdtemp, readFile, rm, unlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { CONTENT_DIR, PUBLIC_DIR, loadNoticeLibrary, readNoticeLibrary } from "./content.server";

/** The rulebook's table (spec document 2, §2), with the map article of gamemode (key map, order 2). */
const EXPECTED: Record<string, Record<string, Record<string, number>>> = {
  game: {
    preamble: { intro: 1, notion: 2, roles: 3 },
    gamemode: { lore: 1, map: 2, digicode: 3, settings: 4 },
    government: { intro: 1, election: 2, composition: 3 },
    character: {
      introduction: 1,
      appearance: 2,
      spirit: 3,
      stability: 4,
      ability: 5,
      identity: 6,
      animations: 7,
      inventory: 8,
      needs: 9,
      dependency: 10,
      expectancy: 11,
    },
    vehicles: {
      intro: 1,
      buy: 2,
      rent: 3,
      refill: 4,
      parking: 5,
      gps: 6,
      repair: 7,
      insurance: 8,
      custom: 9,
      sell: 10,
    },
    enterprises: {
      introduction: 1,
      exploitations: 2,
      shop: 3,
      services: 4,
      press: 5,
      medical: 6,
      offshore: 7,
      open: 8,
      employee: 8,
      billing: 9,
      slots: 10,
    },
    crafts: { recipe: 1, consult: 2, craft: 3, submit: 4, share: 5 },
    banking: { public: 1, private: 2, atm: 3 },
    housing: { home: 1, postal: 2 },
    police: { intro: 1, grades: 2, poles: 3, internal: 4, corruption: 5 },
    justice: { constitution: 1, penal: 2, court: 3 },
    illegals: { intro: 1, gang: 2, mafia: 3, organisation: 4 },
    prison: { enter: 1, activity: 2, parlor: 3, freedom: 4 },
  },
  technical: {
    installation: { prerequisite: 1, altv: 2, teamspeak: 3 },
    repair: { altv: 1, teamspeak: 2 },
  },
};

describe("rulebook content", () => {
  it("has every key of the table with its order, and nothing else", async () => {
    const library = await loadNoticeLibrary();
    const actual = Object.fromEntries(
      library.types.map((type) => [
        type.id,
        Object.fromEntries(
          type.categories.map((category) => [
            category.id,
            Object.fromEntries(category.articles.map((article) => [article.key, article.order])),
          ]),
        ),
      ]),
    );
    expect(actual).toEqual(EXPECTED);
  });

  it("orders categories by their number, unlisted (prison) last, and articles by order then key", async () => {
    const library = await loadNoticeLibrary();
    const game = library.types.find((type) => type.id === "game")!;
    expect(game.categories.map((category) => category.id)).toEqual([
      "preamble",
      "gamemode",
      "government",
      "character",
      "vehicles",
      "enterprises",
      "crafts",
      "banking",
      "housing",
      "police",
      "justice",
      "illegals",
      "prison",
    ]);
    const enterprises = game.categories.find((category) => category.id === "enterprises")!;
    expect(enterprises.articles.map((article) => article.key)).toEqual([
      "introduction",
      "exploitations",
      "shop",
      "services",
      "press",
      "medical",
      "offshore",
      "employee",
      "open",
      "billing",
      "slots",
    ]);
    const technical = library.types.find((type) => type.id === "technical")!;
    expect(technical.categories.map((category) => category.id)).toEqual(["installation", "repair"]);
  });

  it("defines the fifteen glossary terms of the preamble", async () => {
    const { glossary } = await loadNoticeLibrary();
    expect(glossary.map((entry) => entry.term)).toEqual([
      "RP",
      "HRP",
      "AFK",
      "Bunny hopping",
      "Carkill",
      "Chicken run",
      "Fear RP",
      "No fear RP",
      "Force RP",
      "Mass RP",
      "Metagaming",
      "RP death",
      "Pain RP",
      "Powergaming",
      "Win RP",
    ]);
    for (const entry of glossary) expect(entry.definition.length, entry.term).toBeGreaterThan(30);
  });

  it("gives every article several paragraphs", async () => {
    const { articles } = await loadNoticeLibrary();
    for (const article of articles.values()) {
      const paragraphs = article.body.split(/\n\s*\n/).filter((block) => /^[A-Za-zÀ-ÿ«*]/.test(block.trim()));
      expect(paragraphs.length, article.path).toBeGreaterThanOrEqual(4);
    }
  });
});

describe("content validation", () => {
  let dir = "";
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  async function copyContent() {
    dir = await mkdtemp(path.join(tmpdir(), "notice-"));
    await cp(CONTENT_DIR, dir, { recursive: true });
    return dir;
  }

  const read = (content: string) => readNoticeLibrary({ content, public: PUBLIC_DIR });

  it("names the file and the field when the order is missing", async () => {
    const content = await copyContent();
    const file = path.join(content, "game/banking/atm.md");
    await writeFile(file, (await readFile(file, "utf8")).replace(/^order: .*\n/m, ""));
    await expect(read(content)).rejects.toThrow(/game\/banking\/atm\.md: field "order"/);
  });

  it("names the file when a category is unknown or lacks its metadata or image", async () => {
    const content = await copyContent();
    await cp(path.join(content, "game/prison"), path.join(content, "game/casino"), { recursive: true });
    await expect(read(content)).rejects.toThrow(/game\/casino: unknown category/);
    await rm(path.join(content, "game/casino"), { recursive: true });

    await unlink(path.join(content, "game/housing/_category.json"));
    await expect(read(content)).rejects.toThrow(/game\/housing\/_category\.json: missing category metadata/);
  });

  it("names the field when the category image does not exist", async () => {
    const content = await copyContent();
    const file = path.join(content, "game/police/_category.json");
    const meta = JSON.parse(await readFile(file, "utf8"));
    await writeFile(file, JSON.stringify({ ...meta, image: "/img/notice/nothing.webp" }));
    await expect(read(content)).rejects.toThrow(/game\/police\/_category\.json: field "image"/);
  });

  it("refuses duplicate keys and bad key names", async () => {
    const content = await copyContent();
    await cp(path.join(content, "game/housing/home.md"), path.join(content, "game/housing/Home.md"));
    await expect(read(content)).rejects.toThrow(/field "key"/);
  });
});
