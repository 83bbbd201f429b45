import { z } from "zod";

/**
 * A word or a short phrase, as a reader types it, with at least two letters or digits in a row (the
 * search ignores single letters). Written without Unicode classes, so that the editor, which reads
 * the pattern, checks it as the build does.
 */
const wordSchema = z
  .string()
  .trim()
  .min(2)
  .max(60)
  .regex(/[^\s\-.,;:!?'"()«»[\]{}/]{2}/, { message: "doit contenir un mot d'au moins deux lettres" });

const topicSchema = z
  .strictObject({
    /** Words of the rulebook (French) about the topic; a search finds what any of them finds. */
    french: z.array(wordSchema).min(1).meta({
      title: "Mots de la notice (en français)",
      description:
        "Les mots de la notice qui parlent de ce sujet, tels que les articles les écrivent (amende, caution…).",
    }),
    /** Words and short phrases of the file's language that readers type for the topic. */
    words: z.array(wordSchema).min(1).meta({
      title: "Mots de la langue",
      description:
        "Les mots et courtes expressions que les joueurs de cette langue tapent pour ce sujet (en allemand : Geldstrafe, Bußgeld).",
    }),
  })
  .meta({ title: "Sujet" });

/**
 * content/search-vocabulary/<language>.json: the topics of the rulebook in one language. A word
 * may belong to several topics: it then finds what each of them finds.
 */
export const searchVocabularySchema = z
  .strictObject({
    topics: z
      .array(topicSchema)
      .meta({ title: "Sujets", description: "Un sujet par règle ou notion que les joueurs cherchent." }),
  })
  .meta({ title: "Vocabulaire de la recherche" });
