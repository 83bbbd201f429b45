import { NAVIGATION } from "./navigation";

/** Pages outside the navigation that still have a route of their own. */
const UNLISTED_PAGES = ["/release", "/quiz"] as const;

/** Path of the page that renders "page not found"; pre-rendered, then turned into a script-free 404.html. */
export const NOT_FOUND_PATH = "/404";

/** Every static page path of the site, from the navigation data. */
export const STATIC_PAGE_PATHS: readonly string[] = [
  ...NAVIGATION.flatMap((entry) => (entry.path ? [entry.path] : [])),
  ...UNLISTED_PAGES,
];
