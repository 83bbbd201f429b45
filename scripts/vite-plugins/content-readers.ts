import { readFile } from "node:fs/promises";
import path from "node:path";
import { readBusiness } from "../../app/data/business.server.ts";
import { readCredits } from "../../app/data/credits/read.server.ts";
import { checkMapGround } from "../../app/map/ground-rules.ts";
import { readMapData } from "../../app/map/read.server.ts";
import { readSearchVocabularies } from "../../app/data/search-vocabulary.server.ts";
import { readSocialLinks } from "../../app/data/social.server.ts";
import { readNoticeLibrary } from "../../app/notice/content.server.ts";
import { readQuiz } from "../../app/quiz/read.server.ts";
import { rulebookSections } from "../../app/quiz/rule-link.server.ts";
import { parseTerms } from "../../app/terms/terms.server.ts";

/** The content sets a page shows, each read by its own reader. */
export type ContentSet =
  "rulebook" | "vocabulary" | "quiz" | "map" | "credits" | "business" | "social" | "terms";

export type ContentReaders = Record<ContentSet, (root: string) => Promise<unknown>>;

const readRulebook = (root: string) =>
  readNoticeLibrary({ content: path.join(root, "content/notice"), public: path.join(root, "public"), root });

/**
 * Each set's reader (the build's own), for ./content-errors.ts: resolves when the set is valid,
 * throws its French error naming the file and the field when not.
 */
export const READERS: ContentReaders = {
  rulebook: readRulebook,
  vocabulary: async (root) => readSearchVocabularies(root),
  // A question's rule link must lead to a current section: the quiz is read against the rulebook.
  quiz: async (root) => readQuiz(root, rulebookSections(await readRulebook(root))),
  map: async (root) => checkMapGround(readMapData(root)),
  credits: async (root) => readCredits(root),
  business: async (root) => readBusiness(root),
  social: async (root) => readSocialLinks(root),
  terms: async (root) => {
    const file = path.join(root, "content/terms/terms.md");
    return parseTerms(await readFile(file, "utf8"), file);
  },
};
