import { redirect } from "react-router";
import { noticeHomeFor } from "~/notice/client-guard";
import type { Route } from "./+types/fallback";

// Any other path under /notice/ goes to the rulebook's home (the servers answer it with a 302).
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  throw redirect(noticeHomeFor(request));
}

export default function NoticeFallback() {
  return null;
}
