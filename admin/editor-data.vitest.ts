import { editorContentData } from "./editor-data.server";

/**
 * `virtual:brumes-editor` in unit tests (vitest.config.ts), made from the working copy's content.
 * Its collections are tested where they are made (admin/config/collections.test.ts): building them
 * needs the message parser, which a browser-like test environment does not have.
 */
export const { glossary, categoryArticles, points, places, linkTargets, media } = editorContentData(
  process.cwd(),
);
