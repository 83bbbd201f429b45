import { redirect } from "react-router";
import { localizePath, splitLocalePath } from "~/i18n/paths";
import { isKnownNoticePath } from "./known-paths";
import { NOTICE_HOME } from "./model";

/** The rulebook's home in the language of a request's URL. */
export function noticeHomeFor(request: Request): string {
  return localizePath(splitLocalePath(new URL(request.url).pathname).locale, NOTICE_HOME);
}

/**
 * Client-side navigation to a rulebook path that does not exist goes to the rulebook's home at
 * once, in the same language, instead of asking the static host for data it does not have.
 */
export async function guardNoticeNavigation<T>(request: Request, serverLoader: () => Promise<T>): Promise<T> {
  if (!isKnownNoticePath(splitLocalePath(new URL(request.url).pathname).sitePath)) {
    throw redirect(noticeHomeFor(request));
  }
  return serverLoader();
}
