import { fileURLToPath } from "node:url";
import type { Connect, Plugin, ViteDevServer } from "vite";
import { DEFAULT_LOCALE, LOCALES } from "../../app/i18n/locales.ts";
import { contentGeneration } from "../../app/lib/content-generation.ts";
import type { ContentSet, ContentReaders } from "./content-readers.ts";

export type { ContentSet } from "./content-readers.ts";

/**
 * The readers, loaded through the development server (as the pages' modules are): the config
 * file must not import the site's modules, which Vite's config loader cannot resolve.
 */
const READERS_MODULE = fileURLToPath(new URL("./content-readers.ts", import.meta.url));

/**
 * The content sets the page at `pathname` (with or without its language prefix) shows: the social
 * links are in every page's footer; the rulebook, the map, the credits, the business page, the
 * practice quiz and the terms each on their pages; the rulebook's search vocabulary on the rulebook's
 * pages in every language but French (whose search needs none). Undefined for what is not a page.
 */
export function setsOfPage(pathname: string): ContentSet[] | undefined {
  const prefix = LOCALES.find((locale) => pathname === `/${locale}` || pathname.startsWith(`/${locale}/`));
  const page = prefix ? pathname.slice(prefix.length + 1) || "/" : pathname;
  if (page.startsWith("/@") || page.startsWith("/node_modules/") || /\.[a-z0-9]+$/i.test(page))
    return undefined;
  const own: ContentSet[] = page.startsWith("/notice")
    ? prefix && prefix !== DEFAULT_LOCALE
      ? ["rulebook", "vocabulary"]
      : ["rulebook"]
    : page === "/quiz" || page === "/quiz/"
      ? ["quiz"]
      : page === "/board" || page === "/board/"
        ? ["map"]
        : page.startsWith("/credits")
          ? ["credits"]
          : page.startsWith("/business")
            ? ["business"]
            : page.startsWith("/cgu")
              ? ["terms"]
              : [];
  return [...own, "social"];
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The French page shown in place of a page whose content has a mistake: the file and the field,
 * what to do, and Vite's client, which reloads it as soon as a file of content/ changes.
 */
export function contentErrorPage(problems: readonly string[]): string {
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Contenu à corriger · Brumes RP</title>
<script type="module" src="/@vite/client"></script>
<style>
body { margin: 0; font: 17px/1.5 system-ui, sans-serif; background: #0b1020; color: #f4f6fb; }
main { max-inline-size: 46rem; margin: 0 auto; padding: 2rem 1rem; }
h1 { font-size: 1.5rem; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; padding: 1rem; border-radius: 6px; background: #1d2540; border-inline-start: 4px solid #ff8a7a; }
</style>
</head>
<body>
<main>
<h1>Une erreur dans le contenu empêche d'afficher cette page</h1>
<p>Le fichier et le champ en cause, et pourquoi :</p>
${problems.map((problem) => `<pre>${escapeHtml(problem)}</pre>`).join("\n")}
<p>Corrigez-le dans l'éditeur (ou dans le fichier) : cette page se recharge d'elle-même dès que le contenu est valide. Les autres pages du site fonctionnent.</p>
</main>
</body>
</html>
`;
}

/**
 * `npm run dev` and `npm run edit`: a mistake in content/ takes down only the pages that show it.
 * Those answer a French page naming the file and the field (status 500), every other page works,
 * and the next valid save brings the page back, without a restart (content-reload.ts reloads the
 * page). The build still stops on the first mistake (app/prerender-paths.server.ts), and
 * `npm run check:content` names it too.
 */
export function contentErrorsPlugin(): Plugin {
  // Each set's verdict for the content's generation it was read at.
  const verdicts = new Map<ContentSet, { generation: number; problem: Promise<string | undefined> }>();
  let loadReaders: () => Promise<ContentReaders> = () => Promise.reject(new Error("server not started"));
  const problemOf = (set: ContentSet, root: string) => {
    const generation = contentGeneration();
    const known = verdicts.get(set);
    if (known && known.generation === generation) return known.problem;
    const problem = loadReaders()
      .then((readers) => readers[set](root))
      .then(
        () => undefined,
        (error: unknown) => (error instanceof Error ? error.message : String(error)),
      );
    verdicts.set(set, { generation, problem });
    return problem;
  };
  return {
    name: "brumes-content-errors",
    apply: "serve",
    configureServer(server: ViteDevServer) {
      const root = server.config.root;
      loadReaders = async () =>
        ((await server.ssrLoadModule(READERS_MODULE)) as { READERS: ContentReaders }).READERS;
      const middleware: Connect.NextHandleFunction = (request, response, next) => {
        const url = new URL(request.url ?? "/", "http://localhost");
        const sets =
          request.method === "GET" && request.headers.accept?.includes("text/html")
            ? setsOfPage(url.pathname)
            : undefined;
        if (!sets) return next();
        void Promise.all(sets.map((set) => problemOf(set, root))).then((found) => {
          const problems = found.filter((problem): problem is string => problem !== undefined);
          if (problems.length === 0) return next();
          response.statusCode = 500;
          response.setHeader("Content-Type", "text/html; charset=utf-8");
          response.setHeader("Cache-Control", "no-store");
          response.end(contentErrorPage(problems));
        }, next);
      };
      // Before React Router's handler, which would render the page with the content's error.
      server.middlewares.use(middleware);
    },
  };
}
