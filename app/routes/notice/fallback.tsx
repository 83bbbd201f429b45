import { redirect } from "react-router";
import { NOTICE_HOME } from "~/notice/model";

// Any other path under /notice/ goes to the rulebook's home (the servers answer it with a 302).
export function clientLoader() {
  throw redirect(NOTICE_HOME);
}

export default function NoticeFallback() {
  return null;
}
