import { redirect } from "react-router";
import { localizePath, splitLocalePath } from "~/i18n/paths";
import { isKnownNoticePath, movedNoticePath } from "./known-paths";
import { NOTICE_HOME } from "./model";

/** The rulebook's home in the language of a request's URL. */
export function noticeHomeFor(request: Request): string {
  return localizePath(splitLocalePath(new URL(request.url).pathname).locale, NOTICE_HOME);
}

/**
 * The hash of the page being loaded. Requests carry no hash; it is only known when the browser is
 * already at that address (a first load of an old link), which is when a citation's hash matters.
 */
function hashOf(pathname: string): string {
  return typeof window !== "undefined" && window.location.pathname === pathname ? window.location.hash : "";
}

/**
 * Client-side navigation to a rulebook path that does not exist goes at once, in the same
 * language, to the article it was renamed to (keeping the section's hash), or else to the
 * rulebook's home, instead of asking the static host for data it does not have.
 */
export async function guardNoticeNavigation<T>(request: Request, serverLoader: () => Promise<T>): Promise<T> {
  const { pathname } = new URL(request.url);
  const { locale, sitePath } = splitLocalePath(pathname);
  if (isKnownNoticePath(sitePath)) return serverLoader();
  const moved = movedNoticePath(sitePath);
  throw redirect(moved ? localizePath(locale, `${moved}${hashOf(pathname)}`) : noticeHomeFor(request));
}
