import path from "node:path";

/**
 * The rulebook file behind a site path: `/notice/game/vehicles/parking` is
 * `content/notice/game/vehicles/parking.md`, a category `/notice/game/vehicles` is its folder's
 * `_category.json`. The map's reader checks each category's link with it (./read.server.ts).
 */
export function noticeFileOf(sitePath: string, contentDir: string): string {
  const [, , type, category, key] = sitePath.split("/");
  return key === undefined
    ? path.join(contentDir, type!, category!, "_category.json")
    : path.join(contentDir, type!, category!, `${key}.md`);
}
