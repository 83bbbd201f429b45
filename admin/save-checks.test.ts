import { describe, expect, it } from "vitest";
import type { GuardedBackend } from "./backend-guard";
import { checkBeforeSave, type SavedEntry } from "./save-checks";
import type { ContentIndex } from "./content-index";
import { SaveProblemError } from "./save-problems";

/** On the island's land, at ground height or near it (the fixture's car park). */
const ON_LAND = "740,-3140,3.12";

/** Each car park of these tests at a spot of its own, 10 m apart, on the same ground. */
function spotOf(id: number): string {
  const [x, y, z] = ON_LAND.split(",").map(Number) as [number, number, number];
  return `${x + (id - 3000) * 10},${y},${z}`;
}

/** The index this editor started with: two car parks. */
function index(): ContentIndex {
  return {
    targets: { articles: {}, categories: {}, redirects: {}, pages: [], mapPoints: {} },
    points: {
      enterprise: [],
      dealer: [],
      parking: [
        { id: 3001, name: "Parking du Quai", position: spotOf(3001), icon: "parking" },
        { id: 3002, name: "Parking de la Gare", position: spotOf(3002), icon: "parking" },
      ],
      illegal: [],
    },
    // A town around the car parks, as every inhabited spot of the map has one.
    places: [{ id: "port-brume", name: "Port-Brume", kind: "town", position: ON_LAND, radius: 800 }],
    media: new Set(),
  };
}

/** A backend whose points folders are what colleagues have saved by now. */
function backend(saved: Record<string, Record<string, unknown>>): GuardedBackend {
  return {
    async getEntry() {
      throw Object.assign(new Error("Not Found"), { status: 404 });
    },
    async persistEntry() {},
    async entriesByFolder(folder) {
      return Object.entries(saved)
        .filter(([path]) => path.startsWith(`${folder}/`))
        .map(([path, data]) => ({ file: { path }, data: `${JSON.stringify(data, null, 2)}\n` }));
    },
  };
}

const NEW: SavedEntry = {
  collection: "map-parking",
  slug: undefined,
  newRecord: true,
  draftImages: new Set(),
};
const point = (id: number, name: string) => ({ id, name, position: spotOf(id), icon: "parking" });
const folder = (...points: ReturnType<typeof point>[]) =>
  Object.fromEntries(points.map((saved) => [`content/map/points/parking/${saved.id}.json`, saved]));

describe("a new map point saved while a colleague saved one", () => {
  it("gets the next free id when the colleague took the one it was offered, and says so", async () => {
    // Each placed their own car park, at its own spot.
    const offered = { ...point(3003, "Parking du Port"), position: spotOf(3009) };
    const colleague = point(3003, "Parking de la Mairie");
    const { data, notice } = await checkBeforeSave(
      offered,
      NEW,
      backend(folder(point(3001, "Parking du Quai"), point(3002, "Parking de la Gare"), colleague)),
      index(),
    );
    expect(data.id).toBe(3004);
    expect(notice).toBe(
      "Ce point a reçu l'identifiant 3004 : 3003 venait d'être pris (content/map/points/parking/3003.json).",
    );
  });

  it("keeps its id when nobody took it", async () => {
    const { data, notice } = await checkBeforeSave(
      point(3003, "Parking du Port"),
      NEW,
      backend(folder()),
      index(),
    );
    expect(data.id).toBe(3003);
    expect(notice).toBeUndefined();
  });

  it("never takes an id a change under review holds", async () => {
    const reviewing = { ...backend(folder()), unpublishedEntries: async () => ["map-dealer/3003"] };
    const { data } = await checkBeforeSave(point(3003, "Parking du Port"), NEW, reviewing, index());
    expect(data.id).toBe(3004);
  });

  it("is refused on the form's « Nom », naming the colleague's point, when they gave the same name meanwhile", async () => {
    const error = await checkBeforeSave(
      point(3004, "parking de la mairie"),
      NEW,
      backend(folder(point(3003, "Parking de la Mairie"))),
      index(),
    ).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(SaveProblemError);
    expect(String(error)).toContain(
      "champ «\u00a0Nom\u00a0» : « parking de la mairie » est déjà le nom du point n° 3003 de cette catégorie",
    );
    // Not the file of an id the form may not show (a colleague took the one offered).
    expect(String(error)).not.toContain("content/");
  });

  it("is refused when its name differs from another's only by case and spaces, even inside it", async () => {
    const error = await checkBeforeSave(
      point(3004, "  parking  de la MAIRIE "),
      NEW,
      backend(folder(point(3003, "Parking de la Mairie"))),
      index(),
    ).catch((thrown: unknown) => thrown);
    expect(String(error)).toContain("« parking de la MAIRIE » est déjà le nom du point n° 3003");
  });

  it("is refused on the form's « Position » at the spot of another point of its category, naming it", async () => {
    const error = await checkBeforeSave(
      { ...point(3004, "Parking de la Mairie"), position: spotOf(3003) },
      NEW,
      backend(folder(point(3003, "Parking du Marché"))),
      index(),
    ).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(SaveProblemError);
    expect(String(error)).toContain(
      "champ «\u00a0Position\u00a0» : le point n° 3003 «\u00a0Parking du Marché\u00a0» de cette catégorie est à 0 m",
    );
  });

  it("is saved with its name tidied: no spaces at its ends, one between words", async () => {
    const { data } = await checkBeforeSave(
      point(3003, "  Parking   du Port "),
      NEW,
      backend(folder()),
      index(),
    );
    expect(data.name).toBe("Parking du Port");
  });

  it("is saved with a height that is not the ground's, and staff hear of it as the build warns", async () => {
    const [x, y] = ON_LAND.split(",");
    const { notice } = await checkBeforeSave(
      { ...point(3003, "Parking volant"), position: `${x},${y},9999` },
      NEW,
      backend(folder()),
      index(),
    );
    expect(notice).toMatch(/^Enregistré, mais à vérifier : .*la hauteur z 9999 n'est pas celle du sol/);
  });

  it("is refused in the sea, with the build's sentence", async () => {
    const error = await checkBeforeSave(
      { ...point(3003, "Parking flottant"), position: "-5000,-5000,0" },
      NEW,
      backend(folder()),
      index(),
    ).catch((thrown: unknown) => thrown);
    expect(String(error)).toContain("champ «\u00a0Position\u00a0» : la position est en mer");
  });
});

describe("a quiz question and a search vocabulary, as the build reads them", () => {
  const withRulebook = (): ContentIndex => ({
    ...index(),
    targets: {
      articles: {
        "/notice/game/banking/public": {
          title: "La banque publique",
          headings: [{ id: "les-formules", text: "Les formules", depth: 2 }],
        },
      },
      categories: { "/notice/game/banking": { title: "Banque", articles: ["public"] } },
      redirects: { "/notice/game/banking/old": "/notice/game/banking/public" },
      pages: [],
      mapPoints: {},
    },
  });
  const question = (rule: string) => ({
    question: "Quel est le plafond d'un compte Classique ?",
    answer: "20 000 $",
    wrongAnswers: ["5 000 $", "50 000 $"],
    explanation: "La formule Classique plafonne à 20 000 $, bien en dessous des autres.",
    rule,
  });
  const QUIZ_ENTRY: SavedEntry = {
    collection: "quiz",
    slug: "banking-ceiling",
    newRecord: false,
    draftImages: new Set(),
  };

  it("accepts a rule that leads to a current section", async () => {
    const { data } = await checkBeforeSave(
      question("/notice/game/banking/public#les-formules"),
      QUIZ_ENTRY,
      undefined,
      withRulebook(),
    );
    expect(data.rule).toBe("/notice/game/banking/public#les-formules");
  });

  it.each([
    [
      "/notice/game/banking/public#absente",
      "l'article /notice/game/banking/public n'a pas de section « absente »",
    ],
    ["/notice/game/banking/old#les-formules", "est une ancienne adresse de l'article"],
    [
      "/notice/game/banking/disparu#x",
      "aucun article du règlement n'a l'adresse /notice/game/banking/disparu",
    ],
  ])("refuses the rule %s, naming the field as the form labels it", async (rule, reason) => {
    const placeOf = (path: string) =>
      path === "content/quiz/banking-ceiling.json"
        ? { collection: "Quiz", fieldLabel: (key: string) => (key === "rule" ? "Règle" : undefined) }
        : undefined;
    const error = await checkBeforeSave(question(rule), QUIZ_ENTRY, undefined, withRulebook(), placeOf).catch(
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(SaveProblemError);
    expect(String(error)).toContain("champ «\u00a0Règle\u00a0» : ");
    expect(String(error)).not.toContain("content/");
    expect(String(error)).toContain(reason);
  });

  it("refuses a vocabulary topic without French words, naming the field and the topic", async () => {
    const error = await checkBeforeSave(
      { topics: [{ french: [], words: ["fine"] }] },
      {
        collection: "search-vocabulary",
        slug: "search-vocabulary-en",
        newRecord: false,
        draftImages: new Set(),
      },
      undefined,
      index(),
    ).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(SaveProblemError);
    expect(String(error)).toMatch(/champ «\u00a0[^»]+\u00a0» \([^)]+, n°\u00a01\) : /);
    expect(String(error)).not.toContain("topics.0.french");
  });
});

/** An article's file as the rulebook writes it. */
const articleFile = (title: string, body: string) =>
  `---\ntitle: ${title}\ndescription: Une description assez longue pour le schéma du règlement.\norder: 1\n---\n\n${body}\n`;
/** An article's form data, as Decap gives it to the save. */
const articleData = (title: string, body: string) => ({
  title,
  description: "Une description assez longue pour le schéma du règlement.",
  order: 1,
  published: "2023-01-01",
  body,
});
/** A backend whose folders hold these files. */
const filesBackend = (files: Record<string, string>): GuardedBackend => ({
  ...backend({}),
  async entriesByFolder(folder) {
    return Object.entries(files)
      .filter(([path]) => path.startsWith(`${folder}/`))
      .map(([path, data]) => ({ file: { path }, data }));
  },
});

describe("an article saved with a figure changed", () => {
  const rulebook = (): ContentIndex => ({
    ...index(),
    targets: {
      articles: {
        "/notice/game/banking/public": { title: "La banque publique", headings: [] },
        "/notice/game/justice/penal": { title: "Code pénal", headings: [] },
      },
      categories: {
        "/notice/game/banking": { title: "Banque", articles: ["public"] },
        "/notice/game/justice": { title: "Justice", articles: ["penal"] },
      },
      redirects: {},
      pages: [],
      mapPoints: {},
    },
  });
  const files: Record<string, string> = {
    "content/notice/game/banking/public.md": articleFile(
      "La banque publique",
      "Au-delà de 10 000 $, déclarez.",
    ),
    "content/notice/game/justice/penal.md": articleFile(
      "Code pénal",
      "## L'argent liquide : la règle des 10 000 $",
    ),
    "content/quiz/banking-cash.json": JSON.stringify({
      question: "Jusqu'où garder du liquide ?",
      answer: "10 000 $",
      rule: "/notice/game/banking/public#le-liquide",
    }),
    // Another subject with the same figure: not this rule.
    "content/quiz/prison-bail.json": JSON.stringify({
      question: "Quelle caution pour sortir ?",
      answer: "10 000 $",
      rule: "/notice/game/prison/enter#caution",
    }),
  };
  const rawBackend = filesBackend(files);
  const ENTRY: SavedEntry = {
    collection: "notice-game-banking",
    slug: "public",
    newRecord: false,
    draftImages: new Set(),
    opened: files["content/notice/game/banking/public.md"],
  };
  const data = (body: string) => articleData("La banque publique", body);

  it("is saved, with a notice naming the other article and the quiz question that still state it", async () => {
    const saved = await checkBeforeSave(
      data("Au-delà de 15 000 $, déclarez."),
      ENTRY,
      rawBackend,
      rulebook(),
    );
    expect(saved.notice).toContain("«\u00a010 000 $\u00a0» est encore écrit dans");
    expect(saved.notice).toContain("l'article «\u00a0Code pénal\u00a0» (Justice)");
    expect(saved.notice).toContain("la question du quiz «\u00a0Jusqu'où garder du liquide ?\u00a0»");
    expect(saved.notice).not.toContain("Quelle caution");
  });

  it("names the article's own description when it still states the old figure", async () => {
    const saved = await checkBeforeSave(
      {
        ...data("Au-delà de 15 000 $, déclarez."),
        description: "Le liquide au-delà de 10 000 $ se déclare à la banque.",
      },
      ENTRY,
      rawBackend,
      rulebook(),
    );
    expect(saved.notice).toContain("est encore écrit dans la description de cet article, ");
  });

  it("says nothing when no figure changed", async () => {
    const saved = await checkBeforeSave(
      data("Au-delà de 10 000 $, déclarez vite."),
      ENTRY,
      rawBackend,
      rulebook(),
    );
    expect(saved.notice).toBeUndefined();
  });
});

describe("an article titled like another of its category", () => {
  const rulebook = (): ContentIndex => ({
    ...index(),
    targets: {
      articles: { "/notice/game/prison/visits": { title: "Visites au pénitencier", headings: [] } },
      categories: { "/notice/game/prison": { title: "Prison", articles: ["visits"] } },
      redirects: {},
      pages: [],
      mapPoints: {},
    },
  });
  const NEW_ARTICLE: SavedEntry = {
    collection: "notice-game-prison",
    slug: undefined,
    newRecord: true,
    draftImages: new Set(),
  };

  it("is refused on the form's « Titre », naming the other by its title, whatever its case and spaces", async () => {
    const refusal = await checkBeforeSave(
      articleData("  visites au  Pénitencier", "Les visites."),
      NEW_ARTICLE,
      undefined,
      rulebook(),
    ).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(SaveProblemError);
    expect((refusal as Error).message).toContain(
      "champ «\u00a0Titre\u00a0» : «\u00a0Visites au pénitencier\u00a0» est déjà le titre d'un autre article de la catégorie",
    );
  });

  it("is saved with a title of its own, and an article keeps its own title", async () => {
    await expect(
      checkBeforeSave(articleData("Visites au parloir", "Les visites."), NEW_ARTICLE, undefined, rulebook()),
    ).resolves.toBeDefined();
    await expect(
      checkBeforeSave(
        articleData("Visites au pénitencier", "Les visites, le dimanche."),
        { ...NEW_ARTICLE, slug: "visits", newRecord: false },
        undefined,
        rulebook(),
      ),
    ).resolves.toBeDefined();
  });

  it("is saved with its title tidied: no spaces at its ends, one between words", async () => {
    const { data } = await checkBeforeSave(
      articleData("  Visites   au parloir ", "Les visites."),
      NEW_ARTICLE,
      undefined,
      rulebook(),
    );
    expect(data.title).toBe("Visites au parloir");
  });
});

describe("an article saved with a section renamed", () => {
  const rulebook = (): ContentIndex => ({
    ...index(),
    targets: {
      articles: {
        "/notice/game/prison/freedom": { title: "Libération", headings: [] },
        "/notice/game/prison/activity": { title: "Activités", headings: [] },
      },
      categories: { "/notice/game/prison": { title: "Prison", articles: ["freedom", "activity"] } },
      redirects: {},
      pages: [],
      mapPoints: {},
    },
  });
  const FREEDOM = articleFile("Libération", "## La fouille\n\nTexte.\n\n## La sortie\n\nTexte.");
  const files: Record<string, string> = {
    "content/notice/game/prison/freedom.md": FREEDOM,
    "content/notice/game/prison/activity.md": articleFile(
      "Activités",
      "Voir [la fouille](/notice/game/prison/freedom#la-fouille).",
    ),
    "content/quiz/prison-search.json": JSON.stringify({
      question: "Quand est-on fouillé ?",
      rule: "/notice/game/prison/freedom#la-fouille",
    }),
  };
  const rawBackend = filesBackend(files);
  const ENTRY: SavedEntry = {
    collection: "notice-game-prison",
    slug: "freedom",
    newRecord: false,
    draftImages: new Set(),
    opened: FREEDOM,
  };
  const data = (body: string) => articleData("Libération", body);

  it("is refused when another article and a quiz question link to it, saying how to keep its address", async () => {
    const error = await checkBeforeSave(
      data("## Fouiller à la sortie\n\nTexte.\n\n## La sortie\n\nTexte."),
      ENTRY,
      rawBackend,
      rulebook(),
    ).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(SaveProblemError);
    expect(String(error)).toContain("champ «\u00a0Texte\u00a0» : la section «\u00a0La fouille\u00a0»");
    expect(String(error)).toContain("l'article «\u00a0Activités\u00a0» (Prison)");
    expect(String(error)).toContain("la question du quiz «\u00a0Quand est-on fouillé ?\u00a0»");
    expect(String(error)).toContain("écrivez {#la-fouille} à la fin de son nouveau titre");
  });

  it("says in the same round that its own change entries name the section, with the one fix for all", async () => {
    const renamed = {
      ...data("## Fouiller à la sortie\n\nTexte.\n\n## La sortie\n\nTexte."),
      // A problem elsewhere in the form does not hold the section's back for a later round.
      title: "",
      changes: [
        { date: "2024-01-02", summary: "Fouille précisée.", anchor: "la-fouille" },
        { date: "2024-01-03", summary: "Sortie précisée.", anchor: "la-sortie" },
      ],
    };
    const error = String(
      await checkBeforeSave(renamed, ENTRY, rawBackend, rulebook()).catch((thrown: unknown) => thrown),
    );
    expect(error).toContain("champ «\u00a0Titre\u00a0»");
    expect(error).toContain(
      "la modification n°\u00a01 de cet article, l'article «\u00a0Activités\u00a0» (Prison) et la question du quiz",
    );
    expect(error).toContain("écrivez {#la-fouille} à la fin de son nouveau titre");
    // Said once, with the section, not again on the entry's own field.
    expect(error).not.toContain("aucun titre de l'article n'a l'identifiant");
    await expect(
      checkBeforeSave(
        {
          ...renamed,
          title: "Libération",
          body: "## Fouiller à la sortie {#la-fouille}\n\nTexte.\n\n## La sortie\n\nTexte.",
        },
        ENTRY,
        rawBackend,
        rulebook(),
      ),
    ).resolves.toMatchObject({ data: expect.any(Object) });
  });

  it("refuses a change entry naming a section the article never had", async () => {
    const error = String(
      await checkBeforeSave(
        {
          ...data("## La fouille\n\nTexte.\n\n## La sortie\n\nTexte."),
          changes: [{ date: "2024-01-02", summary: "Rien.", anchor: "ailleurs" }],
        },
        ENTRY,
        rawBackend,
        rulebook(),
      ).catch((thrown: unknown) => thrown),
    );
    expect(error).toContain(
      "aucun titre de l'article n'a l'identifiant «\u00a0ailleurs\u00a0»".replace(/\u00a0/g, " "),
    );
  });

  it("is saved when the renamed title keeps its address, or when nothing links to the section", async () => {
    await expect(
      checkBeforeSave(
        data("## Fouiller à la sortie {#la-fouille}\n\nTexte.\n\n## La sortie\n\nTexte."),
        ENTRY,
        rawBackend,
        rulebook(),
      ),
    ).resolves.toMatchObject({ data: expect.any(Object) });
    await expect(
      checkBeforeSave(
        data("## La fouille\n\nTexte.\n\n## Quitter la prison\n\nTexte."),
        ENTRY,
        rawBackend,
        rulebook(),
      ),
    ).resolves.toMatchObject({ data: expect.any(Object) });
  });
});
