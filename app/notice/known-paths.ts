import { paths, redirects } from "virtual:notice-paths";
import { NOTICE_HOME } from "./model";

const KNOWN = new Set<string>(paths);
const MOVED = new Map(redirects.map((redirect) => [redirect.from, redirect.to]));

function trimSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

/** Whether a rulebook site path is a page; any other path under /notice/ goes elsewhere. */
export function isKnownNoticePath(sitePath: string): boolean {
  const trimmed = trimSlash(sitePath);
  return trimmed === NOTICE_HOME || KNOWN.has(trimmed);
}

/** Where an old path of a renamed or moved article leads now, if it is one. */
export function movedNoticePath(sitePath: string): string | undefined {
  return MOVED.get(trimSlash(sitePath));
}
