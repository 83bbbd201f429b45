/** Made at build time by admin/vite-config.server.ts from the content and the schemas. */
declare module "virtual:brumes-editor" {
  import type { GlossaryTerm } from "~/lib/markdown/render";
  export const collections: (Record<string, unknown> & { name: string; label: string })[];
  export const glossary: GlossaryTerm[];
  export const pointIds: number[];
  /** Each map category's point ids, by category id ("parking"). */
  export const pointIdsByCategory: Record<string, number[]>;
  /** Each rulebook category's articles in the site's order, by "type-category" ("game-banking"). */
  export const categoryArticles: Record<string, { key: string; title: string; path: string }[]>;
}

/** decap-cms-locales ships no types: its phrases are Decap's `CmsLocalePhrases` (any). */
declare module "decap-cms-locales" {
  export const fr: Record<string, unknown>;
}

/** Decap's utilities ship no types: its localforage instance, where the local backups are kept. */
declare module "decap-cms-lib-util" {
  export const localForage: object;
}

/** `npm run edit` only (scripts/edit.ts): the development site's address, on its own port. */
interface ImportMetaEnv {
  readonly BRUMES_SITE_URL?: string;
}
