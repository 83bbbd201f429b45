import type { z } from "zod";
import { businessSchema } from "~/data/business-schema";
import { CREDITS_IMAGES } from "~/config/credits";
import { contributorSchema, otherCreditSchema, teamMemberSchema } from "~/data/credits/schema";
import { placeGroundProblem, pointGroundProblem, pointGroundWarnings } from "~/map/ground-rules";
import { placeSchema } from "~/map/place-schema";
import { poiSchema } from "~/map/poi-schema";
import type { MapCategoryId, PoiIcon } from "~/map/poi-types";
import type { Place, PlaceKind } from "~/map/place-types";
import { MAP_CATEGORY_IDS } from "~/map/poi-types";
import {
  nextFreeId,
  placeFile,
  placeNameProblem,
  placeTownProblem,
  pointFile,
  pointIconProblem,
  pointIdProblem,
  pointNameProblem,
  pointSpotProblem,
  tidyName,
} from "~/map/point-rules";
import { searchVocabularySchema } from "~/data/search-vocabulary-schema";
import { socialSchema } from "~/data/social-schema";
import { parsePosition } from "~/map/projection";
import { describeIssues, fieldError, frenchIssue } from "~/lib/validation";
import { escapeRegExp } from "~/lib/text";
import { articleBodyProblem, articleHeadings, categoryTitleProblem } from "~/notice/article-rules";
import { FIELD_LABELS } from "./config/labels";
import { figureEchoNotice, removedFigures, type FigurePlace } from "~/notice/figure-echoes";
import { oldPathProblem } from "~/notice/redirects";
import { articleFrontmatterSchema, categoryMetaSchema } from "~/notice/schema";
import { ruleLinkProblem, type RulebookSections } from "~/quiz/rule-link.server";
import { QUESTION_ID, quizQuestionSchema } from "~/quiz/schema";
import { termsBodyProblem, termsFrontmatterSchema } from "~/terms/terms-rules";
import { readFolder, type GuardedBackend } from "./backend-guard";
import type { EntryPlace } from "./references";
import {
  contentIndex,
  currentTargets,
  noteFile,
  pointIdsInUse,
  pointOf,
  type ContentIndex,
} from "./content-index";
import type { EditorPlace } from "./editor-data.server";
import { parseMarkdownFile } from "./config/markdown-file";
import { articlePathOf } from "./widgets/article-path";
import { SaveProblemError } from "./save-problems";

/** The entry being saved, as Decap's preSave gives it. */
export interface SavedEntry {
  collection: string;
  /** Its file's name; undefined for a new entry. */
  slug: string | undefined;
  newRecord: boolean;
  /** The files uploaded with this draft (their site paths count as existing images). */
  draftImages: ReadonlySet<string>;
  /** The file as the form was opened from (an existing entry), to tell what the save changes. */
  opened?: string;
}

const NOTICE_COLLECTION = /^notice-(game|technical)-(.+)$/;

/** The schema's problems, one per line, naming the file and the field. */
function schemaProblems(schema: z.ZodType, data: unknown, file: string): string[] {
  const result = schema.safeParse(data, { error: frenchIssue });
  return result.success ? [] : describeIssues(file, result.error).split("\n");
}

/** Reads the map's points again from the backend, into the editor's index: what colleagues saved counts. */
async function refreshPoints(backend: GuardedBackend, index: ContentIndex) {
  const read = await Promise.all(
    MAP_CATEGORY_IDS.map(async (category) => ({
      category,
      files: await readFolder(backend, `content/map/points/${category}`, "json"),
    })),
  );
  for (const { category, files } of read) {
    index.points[category] = files.flatMap((file) => {
      const id = Number(/(\d+)\.json$/.exec(file.path)?.[1]);
      const point = Number.isInteger(id) ? pointOf(file.raw, id) : undefined;
      return point ? [point] : [];
    });
  }
}

/** Reads the map's places again from the backend, into the editor's index. */
async function refreshPlaces(backend: GuardedBackend, index: ContentIndex) {
  const files = await readFolder(backend, "content/map/places", "json");
  index.places = [];
  for (const file of files) noteFile(file.path, file.raw, index);
}

/** The point ids of the changes under review (each a pull request: `map-parking/3152`). */
async function idsInReview(backend: GuardedBackend): Promise<Map<number, string>> {
  const keys = backend.unpublishedEntries ? await backend.unpublishedEntries().catch(() => []) : [];
  return new Map(
    keys.flatMap((key) => {
      const [, category, id] = /^map-([^/]+)\/(\d+)$/.exec(String(key)) ?? [];
      return category && id ? [[Number(id), `${pointFile(category, id)} (en relecture)`] as const] : [];
    }),
  );
}

function pointProblems(
  category: MapCategoryId,
  data: Record<string, unknown>,
  entry: SavedEntry,
  index: ContentIndex,
) {
  const id = Number(data.id);
  const file = pointFile(category, entry.newRecord ? id : (entry.slug ?? id));
  const problems = schemaProblems(poiSchema, data, file);
  const add = (field: string, problem: string | undefined) => {
    if (problem) problems.push(fieldError(file, field, problem));
  };
  if (typeof data.name === "string")
    add(
      "name",
      pointNameProblem(
        category,
        data.name,
        (index.points[category] ?? [])
          .filter((point) => point.id !== Number(entry.slug ?? id))
          .map((point) => ({ name: point.name, id: point.id })),
      ),
    );
  if (typeof data.position === "string")
    add(
      "position",
      pointSpotProblem(
        data.position,
        (index.points[category] ?? []).filter((point) => point.id !== Number(entry.slug ?? id)),
      ),
    );
  if (typeof data.icon === "string") add("icon", pointIconProblem(category, data.icon));
  if (!entry.newRecord && String(id) !== entry.slug)
    add(
      "id",
      `l'identifiant d'un point enregistré ne change pas (les liens l'utilisent) : remettez ${entry.slug}`,
    );
  if (typeof data.position === "string") {
    let position;
    try {
      position = parsePosition(data.position);
    } catch {
      position = undefined;
    }
    if (position) add("position", pointGroundProblem(position, String(data.icon) as PoiIcon));
  }
  return problems;
}

/** The build's warnings about a point's position, in French (none when it does not read). */
function positionWarnings(data: Record<string, unknown>, index: ContentIndex): string[] {
  try {
    const position = parsePosition(String(data.position ?? ""));
    return pointGroundWarnings(position, String(data.icon) as PoiIcon, index.places as unknown as Place[]);
  } catch {
    return [];
  }
}

function placeProblems(data: Record<string, unknown>, entry: SavedEntry, index: ContentIndex) {
  const id = String(data.id ?? "");
  const file = placeFile(entry.slug ?? id);
  const problems = schemaProblems(placeSchema, data, file);
  const add = (field: string, problem: string | undefined) => {
    if (problem) problems.push(fieldError(file, field, problem));
  };
  const others = index.places.filter((place) => place.id !== (entry.slug ?? ""));
  if (entry.newRecord && others.some((place) => place.id === id))
    add("id", `« ${id} » est déjà l'identifiant du lieu « ${id} » : choisissez-en un autre`);
  if (!entry.newRecord && id !== entry.slug)
    add("id", `l'identifiant d'un lieu enregistré ne change pas : remettez ${entry.slug}`);
  if (typeof data.name === "string")
    add(
      "name",
      placeNameProblem(
        data.name,
        others.map((place) => ({ name: place.name, id: place.id })),
      ),
    );
  if (typeof data.town === "string")
    add("town", placeTownProblem(data.town, [...others, data as unknown as EditorPlace]));
  if (typeof data.position === "string") {
    try {
      add("position", placeGroundProblem(parsePosition(data.position), String(data.kind) as PlaceKind));
    } catch {
      // The schema has said why the position does not read.
    }
  }
  return problems;
}

function articleProblems(
  data: Record<string, unknown>,
  entry: SavedEntry,
  path: string,
  imageExists: (sitePath: string) => boolean,
  index: ContentIndex,
  /** Ids of the headings this save takes away: a change naming one is said with them (sectionsStillLinked). */
  gone: ReadonlySet<string> = new Set(),
) {
  const [, type, category] = /^\/notice\/([^/]+)\/([^/]+)\//.exec(path) ?? [];
  const key = path.split("/").at(-1);
  const file = `content/notice/${type}/${category}/${entry.newRecord ? "(nouvel article)" : key}.md`;
  const { body = "", ...frontmatter } = data;
  const problems = schemaProblems(articleFrontmatterSchema, frontmatter, file);
  const targets = currentTargets(index);
  const categoryPath = `/notice/${type}/${category}`;
  const siblings = (targets.categories[categoryPath]?.articles ?? []).map((sibling) => ({
    key: sibling,
    title: targets.articles[`${categoryPath}/${sibling}`]?.title ?? "",
  }));
  if (typeof frontmatter.title === "string") {
    const titleProblem = categoryTitleProblem(key ?? "", frontmatter.title, siblings);
    if (titleProblem) problems.push(fieldError(file, "title", titleProblem));
  }
  const bodyProblem = articleBodyProblem(String(body), { path, targets, imageExists });
  if (bodyProblem) problems.push(fieldError(file, "body", bodyProblem));
  const read = articleHeadings(String(body));
  const ids = "headings" in read ? read.headings.map((heading) => heading.id) : [];
  if (Array.isArray(frontmatter.changes))
    frontmatter.changes.forEach((change: { anchor?: unknown }, index) => {
      if (typeof change?.anchor === "string" && !ids.includes(change.anchor) && !gone.has(change.anchor))
        problems.push(
          fieldError(
            file,
            `changes.${index}.anchor`,
            `aucun titre de l'article n'a l'identifiant « ${change.anchor} »`,
          ),
        );
    });
  if (Array.isArray(frontmatter.redirectFrom))
    frontmatter.redirectFrom.forEach((from, index) => {
      const problem = oldPathProblem(String(from), path, targets);
      if (problem) problems.push(fieldError(file, `redirectFrom.${index}`, problem));
    });
  return problems;
}

/**
 * The rulebook as the quiz's rule links are checked against it (app/quiz/rule-link.server.ts),
 * from what this editor knows now: an article renamed or a heading changed in this session counts.
 */
function rulebookOf(index: ContentIndex): RulebookSections {
  const { articles, categories, redirects } = index.targets;
  return {
    categories: new Map(
      Object.entries(categories)
        .filter(([path]) => path.startsWith("/notice/game/"))
        .map(([path, category]) => [path.slice("/notice/game/".length), category.title]),
    ),
    articles: new Map(
      Object.entries(articles).map(([path, article]) => [
        path,
        { title: article.title, headings: article.headings.map(({ id, text }) => ({ id, text })) },
      ]),
    ),
    redirects: Object.entries(redirects).map(([from, to]) => ({ from, to })),
  };
}

/** An image field's site path that is neither on the site nor uploaded with this draft. */
function missingImage(sitePath: unknown, imageExists: (sitePath: string) => boolean): boolean {
  return typeof sitePath === "string" && sitePath.startsWith("/img/") && !imageExists(sitePath);
}

/**
 * Everything the build would refuse in this entry, as one line per problem naming the file and the
 * field, with the build's own schemas and rules: a last check before anything is written, after
 * the fields' own (which say it on the field). The map's points and places are read again from
 * the backend first: a name or an id a colleague took meanwhile counts. A new point whose id a
 * colleague took meanwhile gets the next free one. Throws a SaveProblemError listing the problems.
 */
export async function checkBeforeSave(
  data: Record<string, unknown>,
  entry: SavedEntry,
  backend: GuardedBackend | undefined,
  index: ContentIndex = contentIndex,
  placeOf?: (path: string) => EntryPlace | undefined,
): Promise<{ data: Record<string, unknown>; notice?: string }> {
  const imageExists = (sitePath: string) => index.media.has(sitePath) || entry.draftImages.has(sitePath);
  const { collection } = entry;
  let problems: string[] = [];
  let notice: string | undefined;
  let saved = data;
  // A map name is written as the map shows it: no stray spaces (" parking  du port ").
  if (collection.startsWith("map-") && typeof saved.name === "string")
    saved = { ...saved, name: tidyName(saved.name) };
  const point = /^map-(.+)$/.exec(collection)?.[1];
  if (point && point !== "places" && (MAP_CATEGORY_IDS as readonly string[]).includes(point)) {
    if (backend) await refreshPoints(backend, index);
    if (entry.newRecord) {
      const taken = new Map([...pointIdsInUse(index), ...(backend ? await idsInReview(backend) : [])]);
      const id = Number(saved.id);
      if (Number.isInteger(id) && pointIdProblem(id, taken)) {
        const free = nextFreeId(
          taken.keys(),
          (index.points[point] ?? []).map((other) => other.id),
        );
        notice = `Ce point a reçu l'identifiant ${free} : ${id} venait d'être pris (${taken.get(id)}).`;
        saved = { ...saved, id: free };
      }
    }
    problems = pointProblems(point as MapCategoryId, saved, entry, index);
    // What the build allows but warns about (a height that is not the ground's, a boat dealer
    // inland): said once saved, as the build would say it.
    const warnings = problems.length === 0 ? positionWarnings(saved, index) : [];
    if (warnings.length > 0)
      notice = [notice, `Enregistré, mais à vérifier : ${warnings.join(" ; ")}.`].filter(Boolean).join(" ");
  } else if (collection === "map-places") {
    if (backend) await refreshPlaces(backend, index);
    problems = placeProblems(saved, entry, index);
  } else if (NOTICE_COLLECTION.test(collection)) {
    // A title is written as the menu shows it: no stray spaces (« Louer  un véhicule »).
    if (typeof saved.title === "string") saved = { ...saved, title: tidyName(saved.title) };
    const path = articlePathOf(
      { get: () => collection },
      { get: (key) => (key === "newRecord" ? entry.newRecord : entry.slug) },
    );
    const gone = entry.opened ? sectionsTakenAway(saved, entry.opened) : [];
    problems = articleProblems(saved, entry, path, imageExists, index, new Set(gone.map(({ id }) => id)));
    // Said in the same round as the rest: a renamed heading's links and change entries are one
    // problem with one fix, not three refusals in turn.
    problems.push(...(await sectionsStillLinked(saved, gone, path, backend, index)));
    if (problems.length === 0 && backend && entry.opened)
      notice = await figureEchoes(saved, entry.opened, path, backend, index);
  } else if (collection === "notice-categories") {
    const [, type, category] = /^(game|technical)-(.+)$/.exec(entry.slug ?? "") ?? [];
    const file = `content/notice/${type}/${category}/_category.json`;
    problems = schemaProblems(categoryMetaSchema, saved, file);
    if (missingImage(saved.image, imageExists))
      problems.push(fieldError(file, "image", `${String(saved.image)} n'existe pas dans public/`));
  } else if (
    collection === "credits-team" ||
    collection === "credits-contributors" ||
    collection === "credits-others"
  ) {
    const folder = collection.slice("credits-".length);
    const file = `content/credits/${folder}/${entry.slug ?? "(nouvelle entrée)"}.json`;
    const schema = { team: teamMemberSchema, contributors: contributorSchema, others: otherCreditSchema }[
      folder
    ]!;
    problems = schemaProblems(schema, saved, file);
    const hover = (saved.easterEgg as { hoverImage?: unknown } | undefined)?.hoverImage;
    for (const [field, sitePath] of [
      [
        "image",
        folder === "others" && typeof saved.image === "string"
          ? CREDITS_IMAGES.others(saved.image)
          : saved.image,
      ],
      ["easterEgg.hoverImage", hover],
    ] as const)
      if (missingImage(sitePath, imageExists))
        problems.push(fieldError(file, field, `public${String(sitePath)} : fichier introuvable`));
  } else if (collection === "site-lists") {
    const file = `content/${entry.slug}.json`;
    problems = schemaProblems(entry.slug === "business" ? businessSchema : socialSchema, saved, file);
  } else if (collection === "quiz") {
    const file = `content/quiz/${entry.slug ?? "(nouvelle question)"}.json`;
    problems = schemaProblems(quizQuestionSchema, saved, file);
    if (entry.slug && !QUESTION_ID.test(entry.slug))
      problems.push(
        `${file} : le nom du fichier doit être fait de mots en minuscules reliés par « - », comme justice-bail.json`,
      );
    const ruleProblem =
      typeof saved.rule === "string" ? ruleLinkProblem(saved.rule, rulebookOf(index)) : undefined;
    if (ruleProblem) problems.push(fieldError(file, "rule", ruleProblem));
  } else if (/^search-vocabulary-/.test(entry.slug ?? "") || collection === "search-vocabulary") {
    const locale = (entry.slug ?? "").replace(/^search-vocabulary-/, "");
    problems = schemaProblems(searchVocabularySchema, saved, `content/search-vocabulary/${locale}.json`);
  } else if (collection === "terms") {
    const { body = "", ...frontmatter } = saved;
    problems = schemaProblems(termsFrontmatterSchema, frontmatter, "content/terms/terms.md");
    const bodyProblem = termsBodyProblem(String(body));
    if (bodyProblem) problems.push(fieldError("content/terms/terms.md", "body", bodyProblem));
  }
  if (problems.length > 0) {
    const listed = problems.map((problem) => asOnTheForm(problem, placeOf));
    // Several problems, one a line: joined in one sentence they read as a paragraph of « ; ».
    const said =
      listed.length === 1 ? ` ${listed[0]}.` : `\n${listed.map((problem) => `• ${problem}.`).join("\n")}\n`;
    throw new SaveProblemError(
      "invalid",
      undefined,
      `le site refuserait ce contenu :${said} Vos modifications sont toujours dans le formulaire : corrigez ce qui est dit, puis enregistrez à nouveau.`,
    );
  }
  return { data: saved, notice };
}

/**
 * A problem as the form shows it: the field by its label (« Titre », « Nom », « Règle »), without
 * the file's path. The form is that file, and its name may not be the form's (a new article has
 * none yet; a new point's id may be the next free one). `placeOf` gives the labels of the editor's
 * collections; the common fields' labels are known without it.
 */
export function asOnTheForm(problem: string, placeOf?: (path: string) => EntryPlace | undefined): string {
  return problem.replace(
    /^(content\/.+?) : champ «\u00a0([\w.]+)\u00a0» : /,
    (_, file: string, key: string) => {
      const segments = key.split(".");
      const names = segments.filter((segment) => !/^\d+$/.test(segment));
      const labelOf = (name: string) =>
        placeOf?.(file)?.fieldLabel(name) ?? FIELD_LABELS[name]?.label ?? name;
      const label = labelOf(names.at(-1) ?? key);
      // In a list's item: which one, as the form numbers them.
      const index = segments.findLastIndex((segment) => /^\d+$/.test(segment));
      const parent = index > 0 ? segments[index - 1] : undefined;
      const item =
        parent && names.length > 1 ? ` (${labelOf(parent)}, n°\u00a0${Number(segments[index]) + 1})` : "";
      return `champ «\u00a0${label}\u00a0»${item} : `;
    },
  );
}

/** The rulebook's articles and the quiz's questions as the backend holds them now; unreadable files left out. */
async function readRulebook(backend: GuardedBackend, index: ContentIndex) {
  const [articles, questions] = await Promise.all([
    Promise.all(
      Object.entries(index.targets.categories).map(async ([categoryPath, category]) =>
        (await readFolder(backend, `content${categoryPath}`, "md")).flatMap((file) => {
          const sitePath = `${categoryPath}/${file.path.split("/").at(-1)!.replace(/\.md$/, "")}`;
          try {
            const data = parseMarkdownFile(file.raw);
            const label = `l'article «\u00a0${String(data.title ?? sitePath)}\u00a0» (${category.title})`;
            return [{ sitePath, categoryPath, label, data }];
          } catch {
            return [];
          }
        }),
      ),
    ),
    readFolder(backend, "content/quiz", "json"),
  ]);
  return {
    articles: articles.flat(),
    questions: questions.flatMap((file) => {
      try {
        return [JSON.parse(file.raw) as Record<string, unknown>];
      } catch {
        return [];
      }
    }),
  };
}

/** The body of the file the form was opened from, or undefined when it does not read. */
function openedBody(opened: string): string | undefined {
  try {
    return String(parseMarkdownFile(opened).body ?? "");
  } catch {
    return undefined;
  }
}

const joinFrench = (items: readonly string[]) =>
  new Intl.ListFormat("fr", { type: "conjunction" }).format(items);

/** The headings of the file the form was opened from that this save takes away (renamed or deleted). */
function sectionsTakenAway(saved: Record<string, unknown>, opened: string) {
  const headingsOf = (body: string) => {
    const read = articleHeadings(body);
    return "headings" in read ? read.headings : [];
  };
  const before = openedBody(opened);
  if (before === undefined) return [];
  const kept = new Set(headingsOf(String(saved.body ?? "")).map((heading) => heading.id));
  return headingsOf(before).filter((heading) => !kept.has(heading.id));
}

/**
 * The sections this save takes away (a heading renamed or deleted) that this article's own change
 * entries, another article or a quiz question link to, the latter read from the backend as
 * colleagues left them: the build would refuse those links, and every page of the rulebook with
 * them. One problem per section, naming who links to it and the one fix that keeps them all.
 */
async function sectionsStillLinked(
  saved: Record<string, unknown>,
  gone: readonly { id: string; text: string }[],
  path: string,
  backend: GuardedBackend | undefined,
  index: ContentIndex,
): Promise<string[]> {
  // The folders are read only when a section went.
  if (gone.length === 0) return [];
  const { articles, questions } = backend
    ? await readRulebook(backend, index)
    : { articles: [], questions: [] as Record<string, unknown>[] };
  const changes = Array.isArray(saved.changes) ? (saved.changes as { anchor?: unknown }[]) : [];
  const file = `content/notice${path.replace(/^\/notice/, "")}.md`;
  return gone.flatMap((heading) => {
    const target = `${path}#${heading.id}`;
    const linking = new RegExp(`\\]\\(${escapeRegExp(target)}[\\s)]`);
    const own = changes.flatMap((change, at) => (change?.anchor === heading.id ? [at + 1] : []));
    const from = [
      ...(own.length > 0
        ? [
            own.length > 1
              ? `les modifications n°\u00a0${own.join(", ")} de cet article`
              : `la modification n°\u00a0${own[0]} de cet article`,
          ]
        : []),
      ...articles.flatMap((article) =>
        article.sitePath !== path && linking.test(String(article.data.body ?? "")) ? [article.label] : [],
      ),
      ...questions.flatMap((question) =>
        question.rule === target
          ? [`la question du quiz «\u00a0${String(question.question ?? "")}\u00a0»`]
          : [],
      ),
    ];
    if (from.length === 0) return [];
    return [
      fieldError(
        file,
        "body",
        `la section «\u00a0${heading.text}\u00a0» n'a plus son adresse (#${heading.id}), et ${joinFrench(from)} y ${from.length > 1 || own.length > 1 ? "renvoient" : "renvoie"} : pour tout garder en une fois, écrivez {#${heading.id}} à la fin de son nouveau titre ; sinon, changez ${from.length > 1 || own.length > 1 ? "chacun de ces renvois" : "ce renvoi"}`,
      ),
    ];
  });
}

/**
 * After a save that changed a figure of the rules: where else the rulebook and the quiz still
 * write the old one (app/notice/figure-echoes.ts), read from the backend as colleagues left them.
 */
async function figureEchoes(
  saved: Record<string, unknown>,
  opened: string,
  path: string,
  backend: GuardedBackend,
  index: ContentIndex,
): Promise<string | undefined> {
  const body = String(saved.body ?? "");
  const before = openedBody(opened);
  // The folders are read only when a figure went.
  if (before === undefined || removedFigures(before, body).length === 0) return undefined;
  const { articles, questions } = await readRulebook(backend, index);
  const places = articles.flatMap(({ sitePath, categoryPath, label, data }): FigurePlace[] =>
    sitePath === path
      ? [
          { label: "cet article même", text: body, rank: 0, path },
          { label: "la description de cet article", text: String(saved.description ?? ""), rank: 0 },
        ]
      : [
          {
            label,
            text: `${String(data.title ?? "")}\n${String(data.description ?? "")}\n${String(data.body ?? "")}`,
            rank: path.startsWith(`${categoryPath}/`) ? 2 : 4,
            path: sitePath,
          },
        ],
  );
  const quiz = questions.map((question): FigurePlace => {
    const text = String(question.question ?? "");
    const teaches = String(question.rule ?? "").split("#")[0]!;
    return {
      label: `la question du quiz «\u00a0${text.length > 60 ? `${text.slice(0, 59)}…` : text}\u00a0»`,
      text: JSON.stringify(question),
      // A question on this very article's rules first: it teaches the figure being changed.
      rank: teaches === path ? 1 : 3,
      teaches,
    };
  });
  return figureEchoNotice(before, body, [...places, ...quiz], path);
}

/** Why a merged file would be refused by the build (French), or undefined: see the guard's `mergedProblem`. */
export function mergedFileProblem(path: string, raw: string): string | undefined {
  try {
    if (path.endsWith(".json")) JSON.parse(raw);
    else parseMarkdownFile(raw);
  } catch (error) {
    return (error as Error).message;
  }
  return undefined;
}
