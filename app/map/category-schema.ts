// The schema of content/map/categories.json, each map category's rulebook link (read by ./read.server.ts).
import { z } from "zod";
import { MAP_CATEGORY_IDS, type MapCategoryId } from "./poi-types.ts";

/** A rulebook page's site path: `/notice/<type>/<category>` or `/notice/<type>/<category>/<key>`. */
export const NOTICE_PATH = /^\/notice\/(game|technical)\/[a-z0-9-]+(\/[a-z0-9-]+)?$/;

/** A rulebook page's site path (the readers check that the page exists). */
export const noticePathSchema = z.string().regex(NOTICE_PATH, {
  message:
    "doit être une adresse du règlement comme /notice/game/<catégorie>/<article> ou /notice/game/<catégorie>",
});

const categoryLinkSchema = z
  .strictObject({
    /** The rulebook page linked from a chosen point's card. */
    article: noticePathSchema,
  })
  .meta({
    title: "Lien vers le règlement",
    description: "Page de la notice liée depuis la fiche d'un point.",
  });

/** content/map/categories.json: each map category's rulebook link, by category id. */
export const mapCategoriesSchema = z
  .strictObject(
    Object.fromEntries(MAP_CATEGORY_IDS.map((id) => [id, categoryLinkSchema])) as {
      [K in MapCategoryId]: typeof categoryLinkSchema;
    },
  )
  .meta({ title: "Catégories de la carte" });
