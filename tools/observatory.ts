import { SITE } from "../app/config/site";
import { localizePath } from "../app/i18n/paths";
import { EDITOR_HOME } from "../server/site-rules";
import { OBSERVATORY_ORIGIN, observatoryGrade, type ObservatoryGrade } from "../server/observatory";
import { rawRequest } from "./http";
import { PAGE_KINDS } from "./site-pages";

/**
 * Every kind of page a visitor can land on, as Mozilla's Observatory would be pointed at it: each
 * page kind, an Arabic one (right to left, other inline scripts), the rulebook's change log, the
 * editor, and a 404 page (the Observatory itself refuses to grade a 404; its rules still apply).
 */
export const OBSERVATORY_PAGES: readonly string[] = [
  ...PAGE_KINDS,
  localizePath("ar", "/"),
  localizePath("ar", "/notice/game/justice/court"),
  "/notice/changes",
  EDITOR_HOME,
  "/no/such/page",
];

/** The Observatory's grade of one page of a host: the page, its CORS preflight, graded as the public address. */
export async function observatoryGradeOf(origin: string, path: string): Promise<ObservatoryGrade> {
  const page = await rawRequest(origin, path);
  const preflight = await rawRequest(origin, path, {
    method: "OPTIONS",
    headers: { Origin: OBSERVATORY_ORIGIN, "Access-Control-Request-Method": "GET" },
  });
  return observatoryGrade(
    {
      status: page.status,
      headers: page.headers,
      body: page.body.toString("utf8"),
      preflightHeaders: preflight.headers,
    },
    new URL(SITE.origin).hostname,
  );
}

/** A grade in one line: score, grade and the tests that moved it. */
export function describeGrade({ score, grade, tests, refused }: ObservatoryGrade): string {
  const moved = tests
    .filter((test) => test.modifier !== 0)
    .map((test) => `${test.result} ${test.modifier > 0 ? "+" : ""}${test.modifier}`);
  return `${grade} (${score}): ${moved.join(", ")}${refused ? ` [${refused}]` : ""}`;
}
