/** Made at build time by admin/vite-config.server.ts from the content and the schemas. */
declare module "virtual:brumes-editor" {
  import type { GlossaryTerm } from "~/lib/markdown/render";
  import type { SiteLinkTargets } from "~/notice/site-links";
  import type { EditorPlace, EditorPoint } from "./editor-data.server";
  export const collections: (Record<string, unknown> & { name: string; label: string })[];
  export const glossary: GlossaryTerm[];
  /** Each rulebook category's articles in the site's order, by "type-category" ("game-banking"). */
  export const categoryArticles: Record<string, { key: string; title: string; path: string }[]>;
  /** Each map category's points, by category id ("parking"), as the files say them. */
  export const points: Record<string, EditorPoint[]>;
  /** The map's places. */
  export const places: EditorPlace[];
  /** What a site link may lead to (app/notice/site-links.ts). */
  export const linkTargets: SiteLinkTargets;
  /** The site paths of the images under public/img/notice, team and others. */
  export const media: string[];
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

/**
 * Decap's internals the editor reaches (admin/decap-internals.ts, the only importer): its Redux
 * store and two of its actions. Their shape is checked at start-up and in
 * admin/decap-internals.test.ts, not by these declarations.
 */
declare module "decap-cms-core/dist/esm/redux" {
  export const store: {
    dispatch(action: unknown): unknown;
    getState(): unknown;
    subscribe(listener: () => void): () => void;
  };
}
declare module "decap-cms-core/dist/esm/actions/entries" {
  export const loadEntry: (collection: unknown, slug: string) => unknown;
  export const persistLocalBackup: (entry: unknown, collection: unknown) => unknown;
}
declare module "decap-cms-core/dist/esm/actions/deploys" {
  export const loadDeployPreview: (
    collection: unknown,
    slug: string,
    entry: unknown,
    published: boolean,
  ) => unknown;
}
