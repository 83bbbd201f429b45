import { cp, mkdir, mkdtemp, readFile, rm, unlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  CONTENT_DIR,
  glossaryFromTree,
  PUBLIC_DIR,
  loadNoticeLibrary,
  noticePaths,
  readNoticeLibrary,
} from "./content.server";
import { listNoticeFiles, noticePagePaths } from "./content-files";
import { SPEC_ARTICLES, specArticlePaths } from "./spec-articles";
import type { NoticeTypeId } from "./schema";
import { parseMarkdown } from "../lib/markdown/render";

describe("rulebook content", () => {
  it("serves every article of the spec's table at its key, with its order", async () => {
    const library = await loadNoticeLibrary();
    for (const { path, category, order } of specArticlePaths()) {
      const article = library.articles.get(path);
      // At the spec's address itself: a renamed article would only redirect there.
      expect(article, path).toBeDefined();
      expect(article!.category, path).toBe(category);
      expect(article!.order, path).toBe(order);
    }
  });

  it("orders categories by their number, unlisted (prison) last, and articles by order then key", async () => {
    const library = await loadNoticeLibrary();
    // Staff may add categories and articles: only the required ones are checked, in their order.
    const inSpec = (type: NoticeTypeId, ids: string[]) => ids.filter((id) => id in SPEC_ARTICLES[type]);
    const game = library.types.find((type) => type.id === "game")!;
    expect(
      inSpec(
        "game",
        game.categories.map((category) => category.id),
      ),
    ).toEqual([
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
    expect(game.categories.at(-1)?.order, "an unlisted category sorts last").toBeUndefined();
    const enterprises = game.categories.find((category) => category.id === "enterprises")!;
    const specKeys = Object.keys(SPEC_ARTICLES.game.enterprises!);
    expect(
      enterprises.articles.map((article) => article.key).filter((key) => specKeys.includes(key)),
    ).toEqual([
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
    expect(
      inSpec(
        "technical",
        technical.categories.map((category) => category.id),
      ),
    ).toEqual(["installation", "repair"]);
  });

  it("lists the same pages from the folders alone as the validated loader pre-renders", async () => {
    const listed = noticePagePaths(listNoticeFiles(CONTENT_DIR));
    expect([...listed].sort()).toEqual(["/notice", ...(await noticePaths())].sort());
    expect(listed).toContain("/notice/changes");
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
});

// Each case reads a copy of the whole rulebook; under load that takes seconds.
describe("the glossary", () => {
  it("is read from the notion article's Markdown tree: each term under Glossaire and the paragraph after it", () => {
    const tree = parseMarkdown(
      "## Avant\n\n### Ignoré\n\nPas un terme.\n\n## Glossaire\n\n### Fear RP\n\nAvoir **peur** pour sa [vie](/x).\n\n### HRP {#hrp}\n\nHors du jeu.\n\n## Après\n\nFin.",
    );
    expect(glossaryFromTree(tree, "/notice/game/preamble/notion")).toEqual([
      {
        term: "Fear RP",
        id: "fear-rp",
        definition: "Avoir peur pour sa vie.",
        href: "/notice/game/preamble/notion#fear-rp",
      },
      { term: "HRP", id: "hrp", definition: "Hors du jeu.", href: "/notice/game/preamble/notion#hrp" },
    ]);
  });

  it("names a term without a definition, and a missing Glossaire section", () => {
    expect(() =>
      glossaryFromTree(parseMarkdown("## Glossaire\n\n### AFK\n\n### HRP\n\nHors jeu."), "/n"),
    ).toThrow(/le terme du glossaire « AFK » n'a pas de définition/);
    expect(() => glossaryFromTree(parseMarkdown("## Autre\n\nTexte."), "/n")).toThrow(
      /la section « ## Glossaire » manque/,
    );
  });
});

describe("content validation", { timeout: 90_000 }, () => {
  let dir = "";
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  /**
   * A copy of the rulebook whose article the cases edit (atm, a spec key) is in a known state,
   * published on 2026-11-22 without changes, whatever staff have done to it since.
   */
  async function copyContent() {
    dir = await mkdtemp(path.join(tmpdir(), "notice-"));
    await cp(CONTENT_DIR, dir, { recursive: true });
    const atm = path.join(dir, "game/banking/atm.md");
    await writeFile(
      atm,
      (await readFile(atm, "utf8"))
        .replace(/^changes:\n(?:(?: {2}|\t).*\n)+/m, "")
        .replace(/^published: .*$/m, "published: 2026-11-22"),
    );
    return dir;
  }

  const read = (content: string) => readNoticeLibrary({ content, public: PUBLIC_DIR });

  it("names the file and the field when the order is missing", async () => {
    const content = await copyContent();
    const file = path.join(content, "game/banking/atm.md");
    await writeFile(file, (await readFile(file, "utf8")).replace(/^order: .*\n/m, ""));
    await expect(read(content)).rejects.toThrow(/game\/banking\/atm\.md : champ «\u00a0order\u00a0»/);
  });

  it("takes a new category from its folder and _category.json alone, and names a missing metadata file", async () => {
    const content = await copyContent();
    await mkdir(path.join(content, "game/casino"));
    await writeFile(
      path.join(content, "game/casino/_category.json"),
      JSON.stringify({
        title: "Casino",
        image: "/img/notice/prison.webp",
        description: "Les jeux d'argent de l'île.",
      }),
    );
    await cp(path.join(content, "game/banking/atm.md"), path.join(content, "game/casino/tables.md"));
    // Every article is linked from another one.
    await edit(
      content,
      "game/banking/atm.md",
      (source) => `${source}\nVoir [les tables](/notice/game/casino/tables).\n`,
    );
    const library = await read(content);
    const game = library.types.find((type) => type.id === "game")!;
    // Unlisted order: after every numbered category, next to prison, by id.
    expect(game.categories.slice(-2).map((category) => category.id)).toEqual(["casino", "prison"]);
    expect(library.articles.has("/notice/game/casino/tables")).toBe(true);

    await unlink(path.join(content, "game/housing/_category.json"));
    await expect(read(content)).rejects.toThrow(
      /game\/housing\/_category\.json : le fichier de la catégorie manque/,
    );
  });

  it("names the field when the category image does not exist", async () => {
    const content = await copyContent();
    const file = path.join(content, "game/police/_category.json");
    const meta = JSON.parse(await readFile(file, "utf8"));
    await writeFile(file, JSON.stringify({ ...meta, image: "/img/notice/nothing.webp" }));
    await expect(read(content)).rejects.toThrow(/game\/police\/_category\.json : champ «\u00a0image\u00a0»/);
  });

  it("refuses duplicate keys and bad key names", async () => {
    const content = await copyContent();
    await cp(path.join(content, "game/housing/home.md"), path.join(content, "game/housing/Home.md"));
    await expect(read(content)).rejects.toThrow(/champ «\u00a0key \(le nom du fichier\)\u00a0»/);
  });

  /** Rewrites one article of the copy: its frontmatter lines and its body. */
  async function edit(content: string, file: string, change: (source: string) => string) {
    const full = path.join(content, file);
    await writeFile(full, change(await readFile(full, "utf8")));
  }

  /** Sets the article's change list (the lines after "changes:"), replacing any it has. */
  const setChanges = (yaml: string) => (source: string) =>
    source.replace(/^changes:\n(?: {2}.*\n)+/m, "").replace(/^(published: .*\n)/m, `$1changes:\n${yaml}\n`);

  it("requires the publication day, validates the change entries, naming the file and the field", async () => {
    const content = await copyContent();
    const file = "game/banking/atm.md";
    const cases: [string, RegExp][] = [
      [
        "  - date: 20/11/2026\n    summary: Texte.",
        /atm\.md : champ «\u00a0changes\.0\.date\u00a0» : doit être une date écrite AAAA-MM-JJ/,
      ],
      [
        "  - date: 2999-01-01\n    summary: Texte.",
        /atm\.md : champ «\u00a0changes\.0\.date\u00a0» : ne peut pas être dans le futur/,
      ],
      [
        '  - date: 2026-11-23\n    summary: "  "',
        /atm\.md : champ «\u00a0changes\.0\.summary\u00a0» : ne peut pas être vide/,
      ],
      [
        "  - date: 2026-11-23\n    summary: A.\n  - date: 2026-11-22\n    summary: B.",
        /atm\.md : champ «\u00a0changes\.1\.date\u00a0» : est plus ancienne que l'entrée d'avant/,
      ],
      [
        // Without a time a change counts as 12:00: a later entry of that day cannot be at 09:00.
        '  - date: 2026-11-23\n    summary: A.\n  - date: 2026-11-23\n    time: "09:00"\n    summary: B.',
        /atm\.md : champ «\u00a0changes\.1\.time\u00a0» : est plus ancienne que l'entrée d'avant/,
      ],
      [
        '  - date: 2026-11-23\n    time: "9h30"\n    summary: A.',
        /atm\.md : champ «\u00a0changes\.0\.time\u00a0» : doit être une heure écrite HH:MM/,
      ],
      [
        "  - date: 2026-11-01\n    summary: Texte.",
        /atm\.md : champ «\u00a0changes\.0\.date\u00a0» : est avant la publication de l'article \(published : 2026-11-22\)/,
      ],
      [
        "  - date: 2026-11-23\n    summary: Texte.\n    anchor: nulle-part",
        /atm\.md : champ «\u00a0changes\.0\.anchor\u00a0» : aucun titre de l'article n'a l'identifiant « nulle-part »/,
      ],
      [
        "  - date: 2026-11-23\n    summary: Texte.\n    author: moi",
        /atm\.md : champ «\u00a0changes\.0\.author\u00a0» : champ inconnu/,
      ],
    ];
    const original = await readFile(path.join(content, file), "utf8");
    for (const [yaml, message] of cases) {
      await edit(content, file, setChanges(yaml));
      await expect(read(content), yaml).rejects.toThrow(message);
      await writeFile(path.join(content, file), original);
    }
    await edit(content, file, (source) => source.replace(/^published: .*\n/m, ""));
    await expect(read(content)).rejects.toThrow(/atm\.md : champ «\u00a0published\u00a0»/);
    await writeFile(path.join(content, file), original);
    await edit(content, file, (source) => source.replace(/^published: .*$/m, "published: 2026-13-01"));
    await expect(read(content)).rejects.toThrow(
      /atm\.md : champ «\u00a0published\u00a0» : doit être une date écrite AAAA-MM-JJ/,
    );
  });

  it("accepts an article without changes, dated by its publication; with changes, by the latest", async () => {
    const content = await copyContent();
    let article = (await read(content)).articles.get("/notice/game/banking/atm")!;
    expect(article.changes).toEqual([]);
    expect(article.updated).toBe(article.published);
    await edit(content, "game/banking/atm.md", (source) =>
      setChanges(
        '  - date: 2026-11-22\n    summary: A.\n  - date: 2026-11-23\n    time: "08:15"\n    summary: B.\n    anchor: retrait',
      )(source).replace(/^## (.+)$/m, "## $1 {#retrait}"),
    );
    article = (await read(content)).articles.get("/notice/game/banking/atm")!;
    expect(article.updated).toBe("2026-11-23");
    expect(article.headings.some((heading) => heading.id === "retrait")).toBe(true);
  });

  it("refuses two headings with the same id in an article, naming the file and the heading", async () => {
    const content = await copyContent();
    await edit(
      content,
      "game/banking/atm.md",
      (source) => `${source}\n## Annexe {#retrait}\n\nTexte.\n\n## Autre annexe {#retrait}\n\nTexte.\n`,
    );
    await expect(read(content)).rejects.toThrow(
      /atm\.md : champ «\u00a0body\u00a0» : le titre « Autre annexe » a l'identifiant « retrait », déjà pris par le titre « Annexe »/,
    );
  });

  it("refuses a heading id that repeats another article's on the category page", async () => {
    const content = await copyContent();
    // On /notice/game/banking the heading "public" of atm becomes "atm-public", the ids of the
    // article titles are their keys: an article keyed "atm-public" would share it.
    await edit(content, "game/banking/atm.md", (source) => `${source}\n## Public {#public}\n\nTexte.\n`);
    await cp(path.join(content, "game/banking/private.md"), path.join(content, "game/banking/atm-public.md"));
    await expect(read(content)).rejects.toThrow(
      /l'identifiant « atm-public » sur la page de catégorie \/notice\/game\/banking/,
    );
  });

  it("refuses two articles of a category with the same title, naming the file and the field", async () => {
    const content = await copyContent();
    await edit(content, "game/banking/atm.md", (source) =>
      source.replace(/^title: .*$/m, "title: banques  Privées"),
    );
    await expect(read(content)).rejects.toThrow(
      /atm\.md : champ «\u00a0title\u00a0» : «\u00a0Banques privées\u00a0» est déjà le titre d'un autre article de la catégorie/,
    );
  });

  it("checks the links of the articles as it reads them, naming the file and the link", async () => {
    const content = await copyContent();
    await edit(
      content,
      "game/banking/atm.md",
      (source) => `${source}\nVoir [ce lien](/notice/game/banking/nothing).\n`,
    );
    await expect(read(content)).rejects.toThrow(
      /atm\.md : champ «\u00a0body\u00a0» : ligne \d+ : le lien «\u00a0ce lien\u00a0» \(\/notice\/game\/banking\/nothing\) : aucune page du site n'a l'adresse/,
    );
  });

  it("accepts an article that no other article links to, with a warning naming its file", async () => {
    // Staff add an article in the editor before they can link it from another one.
    const content = await copyContent();
    await cp(path.join(content, "game/banking/atm.md"), path.join(content, "game/banking/cash.md"));
    await edit(content, "game/banking/cash.md", (source) => source.replace(/^title: .*$/m, "title: Liquide"));
    const library = await read(content);
    expect(library.articles.has("/notice/game/banking/cash")).toBe(true);
    // (Other articles staff have not linked yet may be warned about too.)
    expect(library.warnings).toContainEqual(
      expect.stringMatching(
        /game\/banking\/cash\.md : aucun autre article ne fait de lien vers \/notice\/game\/banking\/cash/,
      ),
    );
  });

  it("refuses a level-1 heading in an article", async () => {
    const content = await copyContent();
    await edit(content, "game/banking/atm.md", (source) => source.replace(/\n---\n/, "\n---\n\n# Titre\n"));
    await expect(read(content)).rejects.toThrow(
      /atm\.md : champ «\u00a0body\u00a0» : le titre « Titre » est de niveau 1/,
    );
  });

  it("refuses an unknown block and an unclosed example, naming the file and the block's line in it", async () => {
    const content = await copyContent();
    const file = path.join(content, "game/banking/atm.md");
    const lineOf = async (text: string) =>
      (await readFile(file, "utf8")).split("\n").findIndex((line) => line === text) + 1;
    await edit(content, "game/banking/atm.md", (source) => `${source}\n:::exemple\nUne scène.\n:::\n`);
    const unknownLine = await lineOf(":::exemple");
    await expect(read(content)).rejects.toThrow(
      `atm.md : champ «\u00a0body\u00a0» : ligne ${unknownLine} («\u00a0:::exemple\u00a0») : bloc inconnu « :::exemple »`,
    );
    await edit(content, "game/banking/atm.md", (source) =>
      source.replace(":::exemple\nUne scène.\n:::\n", ":::mauvais[Au distributeur]\nUne scène.\n"),
    );
    const unclosedLine = await lineOf(":::mauvais[Au distributeur]");
    await expect(read(content)).rejects.toThrow(
      `atm.md : champ «\u00a0body\u00a0» : ligne ${unclosedLine} («\u00a0:::mauvais[Au distributeur]\u00a0») : le bloc « :::mauvais » n'est pas fermé`,
    );
  });

  it("refuses an old path that is a page or another article's old path", async () => {
    const content = await copyContent();
    const redirect = (paths: string[]) => (source: string) =>
      source.replace(/^---\n/, `---\nredirectFrom:\n${paths.map((p) => `  - ${p}`).join("\n")}\n`);
    const original = await readFile(path.join(content, "game/banking/atm.md"), "utf8");
    for (const [paths, message] of [
      [
        ["/notice/game/banking/public"],
        /atm\.md : champ «\u00a0redirectFrom\.0\u00a0» : \/notice\/game\/banking\/public est une page qui existe/,
      ],
      [
        ["/notice/game/banking"],
        /atm\.md : champ «\u00a0redirectFrom\.0\u00a0» : \/notice\/game\/banking est une page qui existe/,
      ],
      [
        ["/notice/changes"],
        /atm\.md : champ «\u00a0redirectFrom\.0\u00a0» : doit être une ancienne adresse du règlement/,
      ],
      [
        ["/notice/game/banking/cash/"],
        /atm\.md : champ «\u00a0redirectFrom\.0\u00a0» : doit être une ancienne adresse du règlement/,
      ],
    ] as const) {
      await edit(content, "game/banking/atm.md", redirect([...paths]));
      await expect(read(content), paths[0]).rejects.toThrow(message);
      await writeFile(path.join(content, "game/banking/atm.md"), original);
    }
    await edit(content, "game/banking/atm.md", redirect(["/notice/game/banking/cash"]));
    await edit(content, "game/banking/private.md", redirect(["/notice/game/banking/cash"]));
    await expect(read(content)).rejects.toThrow(
      /atm\.md : champ «\u00a0redirectFrom\.0\u00a0» : \/notice\/game\/banking\/cash est déjà une ancienne adresse de .*private\.md/,
    );
  });
});
