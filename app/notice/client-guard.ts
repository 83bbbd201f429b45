import { redirect } from "react-router";
import { isKnownNoticePath } from "./known-paths";
import { NOTICE_HOME } from "./model";

/**
 * Client-side navigation to a rulebook path that does not exist goes to /notice at once,
 * instead of asking the static host for data it does not have.
 */
export async function guardNoticeNavigation<T>(request: Request, serverLoader: () => Promise<T>): Promise<T> {
  if (!isKnownNoticePath(new URL(request.url).pathname)) throw redirect(NOTICE_HOME);
  return serverLoader();
}
