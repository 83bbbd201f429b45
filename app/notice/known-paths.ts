import noticePaths from "virtual:notice-paths";
import { NOTICE_HOME } from "./model";

const KNOWN = new Set<string>(noticePaths);

/** Whether a rulebook path exists; any other path under /notice/ goes to /notice (spec §8). */
export function isKnownNoticePath(pathname: string): boolean {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return trimmed === NOTICE_HOME || KNOWN.has(trimmed);
}
