/** The key a new article is shown under until it is saved (its file's name comes from its title). */
export const NEW_ARTICLE_KEY = "nouvel-article";

const NOTICE_COLLECTION = /^notice-(game|technical)-(.+)$/;

/**
 * The site path of the article open in the form, from its collection (« notice-game-prison ») and
 * its file's name; a new article is `…/nouvel-article` until saved. Undefined outside the rulebook.
 */
export function articlePathOf(
  collection: { get(key: string): unknown } | undefined,
  entry: { get(key: string): unknown } | undefined,
): string {
  const [, type, category] = NOTICE_COLLECTION.exec(String(collection?.get("name") ?? "")) ?? [];
  const slug = entry && !entry.get("newRecord") ? entry.get("slug") : undefined;
  return `/notice/${type ?? "game"}/${category ?? ""}/${typeof slug === "string" && slug ? slug : NEW_ARTICLE_KEY}`;
}
