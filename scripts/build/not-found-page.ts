import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { LOCALES } from "../../app/i18n/locales";
import { NOT_FOUND_PATH } from "../../app/data/pages";

const KEYS = [
  "app.title.notFound",
  "app.notFound.heading",
  "app.notFound.text",
  "app.notFound.back",
  "app.notFound.imageAlt",
] as const;

async function readCatalogue(locale: string): Promise<Record<string, string>> {
  const file = path.resolve("app/i18n/messages", `${locale}.json`);
  return JSON.parse(await readFile(file, "utf8")) as Record<string, string>;
}

/** A script-free page cannot localize itself through React; this small file does it from the stored choice. */
async function notFoundScript(): Promise<string> {
  const texts: Record<string, Record<string, string>> = {};
  for (const locale of LOCALES) {
    const catalogue = await readCatalogue(locale);
    texts[locale] = Object.fromEntries(KEYS.map((key) => [key, catalogue[key] ?? ""]));
  }
  return `(function () {
  var texts = ${JSON.stringify(texts)};
  var locale;
  try { locale = localStorage.getItem("brumes.locale"); } catch (e) { return; }
  if (!locale || locale === "fr") return;
  var t = texts[locale] || texts.en;
  document.documentElement.lang = texts[locale] ? locale : "en";
  document.documentElement.dir = locale === "ar" ? "rtl" : "ltr";
  document.title = t["app.title.notFound"];
  document.querySelectorAll("[data-i18n]").forEach(function (el) { el.textContent = t[el.getAttribute("data-i18n")]; });
  document.querySelectorAll("[data-i18n-alt]").forEach(function (el) { el.setAttribute("alt", t[el.getAttribute("data-i18n-alt")]); });
})();
`;
}

/**
 * Turns the pre-rendered not-found route into a script-free 404.html. Served at any unknown path,
 * a hydrating page would mount against another route and fail, so the React scripts are removed.
 */
export async function writeNotFoundPage(outDir: string): Promise<void> {
  const clientDir = path.resolve(outDir.endsWith("client") ? outDir : path.join(outDir, "client"));
  const source = path.join(clientDir, NOT_FOUND_PATH.slice(1), "index.html");
  const html = await readFile(source, "utf8");
  const stripped = html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<link rel="modulepreload"[^>]*>/g, "")
    .replace(/<div class="language-switcher"/, '<div hidden class="language-switcher"')
    .replace("</body>", '<script src="/not-found.js" defer></script></body>');
  if (/<script(?![^>]*src="\/not-found\.js")/.test(stripped)) {
    throw new Error(`${source}: an inline script survived in 404.html`);
  }
  await writeFile(path.join(clientDir, "404.html"), stripped);
  await writeFile(path.join(clientDir, "not-found.js"), await notFoundScript());
  await rm(path.dirname(source), { recursive: true, force: true });
  await rm(path.join(clientDir, `${NOT_FOUND_PATH.slice(1)}.data`), { force: true });
  await mkdir(clientDir, { recursive: true });
}
