import { redirect } from "react-router";
import { localizePath, splitLocalePath } from "~/i18n/paths";
import { isKnownNoticePath, movedNoticePath } from "./known-paths";
import { NOTICE_HOME } from "./model";

/**
 * The hash of the page being loaded. Requests carry no hash; it is only known when the browser is
 * already at that address (a first load of an old link), which is when a citation's hash matters.
 */
function hashOf(pathname: string): string {
  return typeof window !== "undefined" && window.location.pathname === pathname ? window.location.hash : "";
}

/**
 * Client-side navigation to a rulebook path that does not exist goes at once to the article it
 * was renamed to (keeping the section's hash), or else to /notice, instead of asking the static
 * host for data it does not have.
 */
export async function guardNoticeNavigation<T>(request: Request, serverLoader: () => Promise<T>): Promise<T> {
  const { pathname } = new URL(request.url);
  const { locale, sitePath } = splitLocalePath(pathname);
  if (isKnownNoticePath(sitePath)) return serverLoader();
  const moved = movedNoticePath(sitePath);
  throw redirect(localizePath(locale, moved ? `${moved}${hashOf(pathname)}` : NOTICE_HOME));
}
