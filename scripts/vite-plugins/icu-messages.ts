import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { TYPE } from "@formatjs/icu-messageformat-parser";
import type { Plugin } from "vite";
import { compileCatalogue } from "../../app/i18n/format-typography.server.ts";

const CATALOGUE = /[\\/]app[\\/]i18n[\\/]messages[\\/]([a-z]{2})\.json$/;
const PREFIX = "\0icu-catalogue:";
const NO_PARSER = "\0icu-no-parser";

/** Written next to the browser build (`build/catalogue-chunks.json`): each language's catalogue chunk URL. */
export const CATALOGUE_CHUNKS_FILE = "catalogue-chunks.json";
export type CatalogueChunks = Partial<Record<string, string>>;

/**
 * Message catalogues are compiled at build time by `compileCatalogue` (app/i18n/format-typography.server.ts):
 * parsed into ICU syntax trees, French ones set in French typography. The browser build, the
 * pre-rendering build and the unit tests (vitest.config.ts) all import them through this plugin, so
 * they format the same text. In the browser build the ICU parser is also replaced by a module
 * with its element types and a `parse` that refuses: the page's JavaScript carries no message
 * parser (app/i18n/format.ts formats the trees itself).
 * It records where each language's catalogue chunk went, for the step that preloads it
 * (scripts/postbuild/defer-hydration.ts).
 */
export function icuMessagesPlugin(): Plugin {
  return {
    name: "brumes-icu-messages",
    enforce: "pre",
    async resolveId(source, importer, options) {
      const server = options?.ssr || this.environment?.config.consumer === "server";
      if (source === "@formatjs/icu-messageformat-parser" && !server) return NO_PARSER;
      if (importer && source.endsWith(".json")) {
        const file = path.resolve(path.dirname(importer), source);
        // The id must not end in ".json", or the bundler's JSON plugin would parse the module again.
        if (CATALOGUE.test(file)) return `${PREFIX}${file.slice(0, -".json".length)}`;
      }
      return null;
    },
    async load(id) {
      if (id === NO_PARSER) {
        // The element types as a plain object: the parser's enum module cannot be tree-shaken.
        const types = Object.fromEntries(
          Object.entries(TYPE).filter(([, value]) => typeof value === "number"),
        );
        return [
          `export const TYPE = ${JSON.stringify(types)};`,
          "export function parse() {",
          '  throw new Error("ICU messages are parsed at build time; the browser build has no parser.");',
          "}",
        ].join("\n");
      }
      if (!id.startsWith(PREFIX)) return null;
      const file = `${id.slice(PREFIX.length)}.json`;
      this.addWatchFile(file);
      const messages = JSON.parse(await readFile(file, "utf8")) as Record<string, string>;
      const locale = CATALOGUE.exec(file)?.[1] ?? "";
      return `export default ${JSON.stringify(compileCatalogue(locale, messages))};`;
    },
    async writeBundle(options, bundle) {
      if (this.environment?.config.consumer !== "client" || !options.dir) return;
      const chunks: CatalogueChunks = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        const locale = output.facadeModuleId?.startsWith(PREFIX)
          ? CATALOGUE.exec(`${output.facadeModuleId}.json`)?.[1]
          : undefined;
        if (locale) chunks[locale] = `/${output.fileName}`;
      }
      await writeFile(
        path.join(options.dir, "..", CATALOGUE_CHUNKS_FILE),
        `${JSON.stringify(chunks, null, 2)}\n`,
      );
    },
  };
}
