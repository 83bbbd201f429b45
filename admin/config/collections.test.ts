import { describe, expect, it } from "vitest";
import { contributorSchema, otherCreditSchema, teamMemberSchema } from "../../app/data/credits/schema";
import { placeSchema } from "../../app/map/place-schema";
import { CATEGORY_ICONS, MAP_CATEGORY_IDS, poiSchema } from "../../app/map/poi-schema";
import { articleFrontmatterSchema, categoryMetaSchema } from "../../app/notice/schema";
import { termsFrontmatterSchema } from "../../app/terms/terms.server";
import { MARKDOWN_FORMAT } from "./markdown-file";
import { articleDataToSave, changeEntryProblem, CHANGE_ENTRY_FIELD_NAME } from "./change-entry";
import { editorCollections, type EditorCollection } from "./collections.server";
import { editorConfig, MAX_SHRUNK_UPLOAD_BYTES } from "./editor-config";
import { jsonSchemaOf, type EditorField, type SelectOption } from "./fields";
import { creditDataToSave } from "./credit-save";
import { businessSchema } from "../../app/data/business-schema";
import { socialSchema } from "../../app/data/social-schema";
import { readQuiz } from "../../app/quiz/read.server";
import { rulebookSections } from "../../app/quiz/rule-link.server";
import { quizQuestionSchema } from "../../app/quiz/schema";
import { searchVocabularySchema } from "../../app/data/search-vocabulary-schema";
import { readFileSync } from "node:fs";
import { SITE } from "../../app/config/site";
import type { z } from "zod";
import { listNoticeFiles } from "../../app/notice/content-files";

const readCategoryTitle = (folder: string) =>
  (JSON.parse(readFileSync(`content/notice/${folder}/_category.json`, "utf8")) as { title: string }).title;

const collections = editorCollections();
const byName = (name: string) => collections.find((collection) => collection.name === name)!;
const fieldsOf = (collection: EditorCollection) => collection.fields as EditorField[];

interface PropertySchema {
  type?: string;
  format?: string;
  pattern?: string;
  minimum?: number;
  exclusiveMinimum?: number;
  enum?: unknown[];
  default?: unknown;
  properties?: Record<string, PropertySchema>;
  required?: string[];
  items?: PropertySchema;
}

/**
 * Every property of the schema has an editor field of the same name, required as the schema
 * requires it, with the schema's constraint: its pattern, its whole-number minimum, its choices, a
 * day widget for dates (not in the future), and the same for nested objects and lists.
 */
function expectSameRules(
  schema: PropertySchema,
  fields: readonly EditorField[],
  where: string,
  /** Decap checks an optional block's fields even when the block is left empty: none is required there. */
  optionalBlock = false,
) {
  const required = new Set(schema.required ?? []);
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const field = fields.find((candidate) => candidate.name === name);
    expect(field, `${where}.${name} has an editor field`).toBeDefined();
    if (!field) continue;
    // A switch is never "missing": it has a default and is not required (see fields.ts).
    if (property.type === "boolean")
      expect(field).toMatchObject({ required: false, default: expect.any(Boolean) });
    else expect(field.required, `${where}.${name} required`).toBe(required.has(name) && !optionalBlock);
    if (property.format === "date") expect(["day"], `${where}.${name} widget`).toContain(field.widget);
    else if (property.pattern && field.widget === "string") expect(field.pattern?.[0]).toBe(property.pattern);
    if (property.type === "integer") {
      expect(field.value_type, `${where}.${name} whole number`).toBe("int");
      const min = property.minimum ?? (property.exclusiveMinimum ?? -1) + 1;
      expect(field.widget, `${where}.${name} typed as a whole number`).toMatch(/^(whole-number|poi-id)$/);
      if (field.widget === "whole-number") expect(field.min, `${where}.${name} minimum`).toBe(min);
    }
    // A category's points offer that category's icons: a subset of the schema's choices.
    const values = (field.options ?? ["?"]).map((option) =>
      typeof option === "string" ? option : option.value,
    );
    if (property.enum)
      expect(property.enum, `${where}.${name} choices`).toEqual(expect.arrayContaining(values));
    if (property.type === "array" && property.items?.enum)
      expect(property.items.enum, `${where}.${name} choices`).toEqual(expect.arrayContaining(values));
    if (property.type === "object" && property.properties)
      expectSameRules(property, field.fields ?? [], `${where}.${name}`, !required.has(name));
    if (property.type === "array" && property.items?.properties)
      expectSameRules(property.items, field.fields ?? [], `${where}.${name}[]`);
  }
  const names = new Set(Object.keys(schema.properties ?? {}));
  for (const field of fields) {
    // The editor's own controls never reach the file (the change entry, the Markdown body).
    if (field.name === CHANGE_ENTRY_FIELD_NAME || field.name === "body") continue;
    expect(names.has(field.name), `${where}: editor field ${field.name} is in the schema`).toBe(true);
  }
}

const check = (schema: z.ZodType, collection: EditorCollection, where: string) =>
  expectSameRules(jsonSchemaOf(schema) as PropertySchema, fieldsOf(collection), where);

describe("the editor's collections, generated from the schemas", () => {
  it("give every rulebook category a collection of articles with the schema's fields and rules", () => {
    const articles = collections.filter(
      (collection) => collection.name.startsWith("notice-") && "folder" in collection,
    );
    expect(articles.length).toBeGreaterThan(0);
    for (const collection of articles) {
      check(articleFrontmatterSchema, collection, collection.name);
      expect(collection.folder).toMatch(/^content\/notice\/(game|technical)\/[a-z][a-z0-9-]*$/);
      expect(collection).toMatchObject({
        extension: "md",
        format: MARKDOWN_FORMAT,
        create: true,
        slug: "{{slug}}",
      });
    }
    const changes = fieldsOf(articles[0]!).find((field) => field.name === "changes")!;
    expect(changes.fields?.find((field) => field.name === "anchor")?.widget).toBe("anchor");
    // A closed row of old addresses shows its address: Decap names a list's one field by the list's name.
    const oldPaths = fieldsOf(articles[0]!).find((field) => field.name === "redirectFrom")!;
    expect(oldPaths.summary).toBe(`{{fields.${oldPaths.field!.name}}}`);
  });

  it("list the categories as the site's menu does, and their articles by their order", async () => {
    const { loadNoticeLibrary } = await import("../../app/notice/content.server");
    const library = await loadNoticeLibrary();
    const site = library.types.flatMap((type) =>
      type.categories.map((category) => `notice-${type.id}-${category.id}`),
    );
    const editor = collections
      .filter((collection) => collection.name.startsWith("notice-") && "folder" in collection)
      .map((collection) => collection.name);
    expect(editor).toEqual(site);
    expect(byName(site[0]!).sortable_fields).toContainEqual(
      expect.objectContaining({ field: "order", default_sort: "asc" }),
    );
  });

  it("let staff edit every category's settings", () => {
    const files = byName("notice-categories").files as { file: string; fields: EditorField[] }[];
    expect(files.length).toBe(
      collections.filter((collection) => collection.name.startsWith("notice-") && "folder" in collection)
        .length,
    );
    for (const file of files) {
      expect(file.file).toMatch(/\/_category\.json$/);
      expectSameRules(jsonSchemaOf(categoryMetaSchema) as PropertySchema, file.fields, file.file);
    }
  });

  it("give each map category its points, with its own icons, unique ids and the position widget", () => {
    for (const category of MAP_CATEGORY_IDS) {
      const collection = byName(`map-${category}`);
      check(poiSchema, collection, collection.name);
      const fields = fieldsOf(collection);
      expect(fields.find((field) => field.name === "icon")?.options).toEqual([...CATEGORY_ICONS[category]]);
      expect(fields.find((field) => field.name === "id")?.widget).toBe("poi-id");
      expect(fields.find((field) => field.name === "position")?.widget).toBe("position");
      expect(collection.folder).toBe(`content/map/points/${category}`);
      // A point's own article is chosen among the rulebook's pages, named as staff know them.
      const article = fields.find((field) => field.name === "article")!;
      expect(article).toMatchObject({ widget: "select", required: false, label: "Article de la notice" });
      const options = article.options as SelectOption[];
      expect(options).toContainEqual({
        value: "/notice/game/vehicles",
        label: `${readCategoryTitle("game/vehicles")} (toute la catégorie)`,
      });
      for (const { value } of options)
        expect(value).toMatch(/^\/notice\/(game|technical)\/[a-z0-9-]+(\/[a-z0-9-]+)?$/);
      expect(options.filter(({ value }) => value.split("/").length === 5)).toHaveLength(
        listNoticeFiles().reduce(
          (sum, type) => sum + type.categories.reduce((count, c) => count + c.articles.length, 0),
          0,
        ),
      );
    }
    check(placeSchema, byName("map-places"), "map-places");
  });

  it("cover the credits and the terms", () => {
    check(teamMemberSchema, byName("credits-team"), "credits-team");
    check(contributorSchema, byName("credits-contributors"), "credits-contributors");
    check(otherCreditSchema, byName("credits-others"), "credits-others");
    const terms = (byName("terms").files as { fields: EditorField[] }[])[0]!;
    expectSameRules(jsonSchemaOf(termsFrontmatterSchema) as PropertySchema, terms.fields, "terms");
  });

  it("let staff write quiz questions: 2 or 3 wrong answers, and a rule chosen among the game rulebook's sections", async () => {
    const collection = byName("quiz");
    check(quizQuestionSchema, collection, "quiz");
    expect(collection).toMatchObject({
      folder: "content/quiz",
      extension: "json",
      format: "json",
      create: true,
    });
    const fields = fieldsOf(collection);
    expect(fields.find((field) => field.name === "wrongAnswers")).toMatchObject({
      widget: "list",
      min: 2,
      max: 3,
    });
    const rule = fields.find((field) => field.name === "rule")!;
    expect(rule.widget).toBe("select");
    const values = (rule.options as SelectOption[]).map((option) => option.value);
    // Every section of the game rulebook, nothing else: what the build accepts as a question's rule.
    const { loadNoticeLibrary } = await import("../../app/notice/content.server");
    const library = await loadNoticeLibrary();
    const sections = [...library.articles.values()]
      .filter((article) => article.type === "game")
      .flatMap((article) => article.headings.map((heading) => `${article.path}#${heading.id}`));
    expect(values).toEqual(sections);
    for (const question of readQuiz(process.cwd(), rulebookSections(library)).questions)
      expect(values).toContain(question.rule.href);
    const penal = (rule.options as SelectOption[]).find((option) =>
      option.value.startsWith("/notice/game/justice/"),
    );
    expect(penal?.label).toMatch(/^[^·]+ · [^›]+ › .+$/);
  });

  it("offer the credits' catalogue ids as choices labelled with their French text, from the catalogue", () => {
    // The catalogue's text as translators write it (not as Vite's plugin pre-parses it).
    const french = JSON.parse(readFileSync("app/i18n/messages/fr.json", "utf8")) as Record<string, string>;
    const choices = (collection: string, field: string) => {
      const find = (fields: EditorField[]): EditorField | undefined =>
        fields.find((candidate) => candidate.name === field) ??
        fields.map((candidate) => find(candidate.fields ?? [])).find(Boolean);
      return find(fieldsOf(byName(collection)))?.options as SelectOption[];
    };
    const idsUnder = (prefix: string) =>
      Object.keys(french)
        .filter((key) => key.startsWith(prefix))
        .map((key) => key.slice(prefix.length));
    for (const [collection, field, prefix] of [
      ["credits-team", "role", "app.credits.role."],
      ["credits-contributors", "reasonId", "app.credits.reason."],
      ["credits-others", "descriptionId", "app.credits.tool."],
      ["credits-others", "kind", "app.credits.link."],
    ] as const) {
      const options = choices(collection, field);
      expect(
        options.map((option) => option.value),
        `${collection}.${field}`,
      ).toEqual(idsUnder(prefix));
      for (const option of options) {
        expect(option.label).not.toMatch(/[{}]/);
        expect(french[`${prefix}${option.value}`]).toContain(option.label.split(" / ")[0]);
      }
    }
    const founder = choices("credits-team", "role").find((option) => option.value === "founder")!;
    expect(french["app.credits.role.founder"]).toContain(founder.label.split(" / ")[1]);
  });

  it("let staff upload a team photo as their phone took it (shrunk to 256 px), leave it out, switch a member off, skip the surprise", () => {
    const fields = fieldsOf(byName("credits-team"));
    const field = (name: string) => fields.find((candidate) => candidate.name === name)!;
    expect(field("image")).toMatchObject({
      widget: "image",
      required: false,
      media_folder: "/public/img/team",
      public_folder: "/img/team",
      // Over 1 MB is fine: the editor writes a 256 px WebP of a few kB, under the site's 1 MB.
      media_library: { config: { max_file_size: MAX_SHRUNK_UPLOAD_BYTES } },
      media_processing: {
        enabled: true,
        format: { enabled: true, default: "webp" },
        width: 256,
        height: 256,
      },
    });
    expect(field("active")).toMatchObject({ widget: "boolean", required: false, default: true });
    expect(field("easterEgg")).toMatchObject({ required: false });
    expect(field("easterEgg").fields?.[0]).toMatchObject({ widget: "image", required: false });
  });

  it("give image fields a pattern of the file name only (Decap tests the name, not the path), and no typed address", () => {
    const images: EditorField[] = [];
    const walk = (fields: EditorField[]) => {
      for (const field of fields) {
        if (field.widget === "image") images.push(field);
        walk(field.fields ?? []);
      }
    };
    for (const collection of collections) {
      walk((collection.fields as EditorField[] | undefined) ?? []);
      for (const file of (collection.files as { fields: EditorField[] }[] | undefined) ?? [])
        walk(file.fields);
    }
    expect(images.length).toBeGreaterThan(2);
    for (const field of images) {
      expect(field.choose_url, field.name).toBe(false);
      if (field.pattern) expect(new RegExp(field.pattern[0]).test("photo-2.webp"), field.name).toBe(true);
    }
  });

  it("count a text's length without the spaces at its ends, as the schemas do: a title of spaces is refused on the field", () => {
    const article = collections.find(
      (collection) => collection.name.startsWith("notice-") && "folder" in collection,
    )!;
    const field = (name: string) => fieldsOf(article).find((candidate) => candidate.name === name)!;
    const title = new RegExp(field("title").pattern![0]);
    expect(title.test("   ")).toBe(false);
    expect(title.test(" A ")).toBe(false);
    expect(title.test("Le bail")).toBe(true);
    expect(title.test("  Le bail ")).toBe(true);
    const description = new RegExp(field("description").pattern![0]);
    expect(description.test(` ${"x".repeat(39)} `)).toBe(false);
    expect(description.test("x".repeat(40))).toBe(true);
  });

  it("explain every pattern in a plain French sentence, since Decap shows the message alone", () => {
    const messages = new Set<string>();
    const walk = (fields: EditorField[]) => {
      for (const field of fields) {
        if (field.pattern) messages.add(field.pattern[1]);
        walk([...(field.fields ?? []), ...(field.field ? [field.field] : [])]);
      }
    };
    for (const collection of collections) {
      walk((collection.fields as EditorField[] | undefined) ?? []);
      for (const file of (collection.files as { fields: EditorField[] }[] | undefined) ?? [])
        walk(file.fields);
    }
    expect(messages.size).toBeGreaterThan(3);
    for (const message of messages) {
      // A sentence with a verb: not a bare description (« Une adresse qui commence par https:// »).
      expect(message, message).toMatch(/^[A-ZÀ-Ý].* (doit|ne|n'a|prend|s'écrit|est)\b.*\.$/u);
      expect(message, message).not.toMatch(/schéma|format incorrect/i);
      // French typography: no ordinary space before « : ; ! ? » or inside « ».
      expect(message, message).not.toMatch(/ [:;!?»]|« /);
    }
    const social = (byName("site-lists").files as { name: string; fields: EditorField[] }[]).find(
      (file) => file.name === "social",
    )!;
    const link = social.fields[0]!.fields!.find((field) => field.name === "link")!;
    expect(link.pattern?.[1]).toBe("Le lien doit commencer par https://.");
  });

  it("name a list's item in the singular, with its article on the add button (« Ajouter une modification »)", () => {
    const lists: EditorField[] = [];
    const walk = (fields: EditorField[]) => {
      for (const field of fields) {
        if (field.widget === "list") lists.push(field);
        walk([...(field.fields ?? []), ...(field.field ? [field.field] : [])]);
      }
    };
    for (const collection of collections) {
      walk((collection.fields as EditorField[] | undefined) ?? []);
      for (const file of (collection.files as { fields: EditorField[] }[] | undefined) ?? [])
        walk(file.fields);
    }
    expect(lists.length).toBeGreaterThan(3);
    for (const list of lists) {
      expect(list.label_singular, list.name).toEqual(expect.any(String));
      expect(list.label_singular, list.name).not.toBe(list.label);
      expect(list.add_label, list.name).toBe(
        `${/^(un|une) /.exec(String(list.add_label))?.[0] ?? "?"}${String(list.label_singular)}`,
      );
    }
  });

  it("show staff no developer's path: collection texts name things, not folders", () => {
    const texts = collections.flatMap((collection) => [
      collection.label,
      String(collection.description ?? ""),
      String(collection.label_singular ?? ""),
    ]);
    for (const text of texts) expect(text, text).not.toMatch(/content\/|\(.*\/.*\)/);
  });

  it("cover the search vocabulary, one file per language but French, from its schema", () => {
    const files = byName("search-vocabulary").files as {
      name: string;
      file: string;
      fields: EditorField[];
    }[];
    expect(files.map((file) => file.file)).toEqual(
      ["en", "de", "es", "ru", "ar"].map((locale) => `content/search-vocabulary/${locale}.json`),
    );
    for (const file of files)
      expectSameRules(jsonSchemaOf(searchVocabularySchema) as PropertySchema, file.fields, file.name);
    // A list of words, each a text with the schema's rule and a French message.
    const words = files[0]!.fields[0]!.fields!.find((field) => field.name === "words")!;
    expect(words).toMatchObject({ widget: "list", field: { widget: "string" } });
    expect(words.field!.pattern).toEqual([expect.any(String), expect.stringMatching(/deux lettres/)]);
  });

  it("cover the business page's games and the social links, as files, from their schemas", () => {
    const files = byName("site-lists").files as { name: string; file: string; fields: EditorField[] }[];
    const business = files.find((file) => file.name === "business")!;
    const social = files.find((file) => file.name === "social")!;
    expect(business.file).toBe("content/business.json");
    expect(social.file).toBe("content/social.json");
    expectSameRules(jsonSchemaOf(businessSchema) as PropertySchema, business.fields, "business");
    expectSameRules(jsonSchemaOf(socialSchema) as PropertySchema, social.fields, "social");
    const platforms = business.fields[0]!.fields!.find((field) => field.name === "platforms")!;
    expect(platforms).toMatchObject({ widget: "select", multiple: true, min: 1 });
    expect(platforms.options).toContainEqual({ value: "switch", label: "Nintendo Switch" });
  });

  it("make accent-free keys, a French interface, the editorial workflow in production and the local backend here", () => {
    const production = editorConfig(collections, {
      hostname: "brumes-rp.fr",
      search: "",
      publishMode: "editorial_workflow",
    });
    expect(production).toMatchObject({
      locale: "fr",
      publish_mode: "editorial_workflow",
      load_config_file: false,
    });
    expect(production.slug).toEqual({ encoding: "ascii", clean_accents: true, sanitize_replacement: "-" });
    const local = editorConfig(collections, { hostname: "127.0.0.1", search: "?decap-port=9000" });
    expect(local).not.toHaveProperty("publish_mode");
    expect(local.local_backend?.url).toBe("http://127.0.0.1:9000/api/v1");
    // The top bar links to the site by its address (Decap shows it), never as a lone « / ».
    expect(production.display_url).toBe(SITE.origin);
    const beside = editorConfig(collections, {
      hostname: "127.0.0.1",
      search: "?decap-port=8081",
      origin: "http://127.0.0.1:3000",
    });
    expect(beside.display_url).toBe("http://127.0.0.1:3000/");
    const dev = editorConfig(collections, {
      hostname: "127.0.0.1",
      search: "",
      development: true,
      origin: "http://127.0.0.1:5174",
      siteUrl: "http://127.0.0.1:5173/",
    });
    expect(dev).toMatchObject({ display_url: "http://127.0.0.1:5173/", site_url: "http://127.0.0.1:5173/" });
    expect(dev.local_backend?.url).toBe("http://127.0.0.1:8081/api/v1");
    // A built editor merely opened on this machine logs in as in production: no decap-server to
    // knock on, which production's CSP would refuse.
    const opened = editorConfig(collections, {
      hostname: "127.0.0.1",
      search: "",
      origin: "http://127.0.0.1:3000",
      publishMode: "editorial_workflow",
    });
    expect(opened).not.toHaveProperty("local_backend");
    expect(opened).toMatchObject({ publish_mode: "editorial_workflow", display_url: SITE.origin });
    // A backend without a review step (Gitea) publishes on save: no publish mode Decap would refuse.
    expect(editorConfig(collections, { hostname: "brumes-rp.fr", search: "" })).not.toHaveProperty(
      "publish_mode",
    );
  });

  it("prefill a new article's publication day with today (Decap's default: new entries only)", () => {
    const config = editorConfig(collections, { hostname: "127.0.0.1", search: "", today: "2026-11-24" });
    const articles = config.collections.filter(
      (collection) => collection.name.startsWith("notice-") && collection.name !== "notice-categories",
    );
    expect(articles.length).toBeGreaterThan(0);
    for (const collection of articles) {
      const published = (collection.fields as EditorField[]).find((field) => field.name === "published");
      expect(published).toMatchObject({ widget: "day", default: "2026-11-24" });
    }
  });
});

describe("the change entry on save", () => {
  const article = {
    title: "Prêts",
    order: 1,
    changes: [{ date: "2026-01-02", summary: "Avant." }],
    body: "x",
  };

  it("appends a ticked entry to the changes and never writes the control itself", () => {
    const saved = articleDataToSave({
      ...article,
      [CHANGE_ENTRY_FIELD_NAME]: { add: true, date: "2026-02-03", summary: " Après. ", anchor: "" },
    });
    expect(saved).toEqual({
      ...article,
      changes: [...article.changes, { date: "2026-02-03", summary: "Après." }],
    });
  });

  it("adds nothing when the entry is not ticked, and leaves empty optional values and lists out", () => {
    const saved = articleDataToSave({
      ...article,
      redirectFrom: [],
      changes: [{ date: "2026-01-02", summary: "Avant.", anchor: "", time: null }],
      [CHANGE_ENTRY_FIELD_NAME]: { add: false, summary: "x" },
    });
    expect(saved).toEqual(article);
    expect(saved).not.toHaveProperty("redirectFrom");
  });

  it("requires a summary once ticked and refuses a day in the future", () => {
    expect(changeEntryProblem({ add: false }, "2026-11-24")).toBeUndefined();
    expect(changeEntryProblem({ add: true, date: "2026-11-24", summary: " " }, "2026-11-24")).toMatch(
      /résumé/,
    );
    expect(changeEntryProblem({ add: true, date: "2026-11-25", summary: "x" }, "2026-11-24")).toMatch(
      /futur/,
    );
    expect(changeEntryProblem({ add: true, date: "2026-11-24", summary: "x" }, "2026-11-24")).toBeUndefined();
  });

  it("says every problem of a ticked entry at once, so one correction is enough", () => {
    const problem = changeEntryProblem({ add: true, date: "2026-11-25", summary: "" }, "2026-11-24")!;
    expect(problem).toMatch(/futur/);
    expect(problem).toMatch(/résumé/);
  });
});

describe("a credit on save", () => {
  it("leaves out an empty photo and link, and an opened but empty surprise", () => {
    const member = { displayName: "Ana", role: "founder", gender: "f", active: false };
    expect(creditDataToSave({ ...member, image: "", link: "", easterEgg: { hoverImage: "" } })).toEqual(
      member,
    );
    expect(creditDataToSave({ ...member, easterEgg: { hoverImage: "/img/team/a.webp" } })).toEqual({
      ...member,
      easterEgg: { hoverImage: "/img/team/a.webp" },
    });
  });
});
