import path from "node:path";
import { describe, expect, test } from "vitest";
import { editorViteConfig } from "./vite-config.server";

describe("the editor's Vite config", () => {
  test("never shares the site's dependency cache, which npm run edit's site server writes at the same time", () => {
    // Both servers optimizing into node_modules/.vite overwrote each other's files: the editor
    // answered 504 "Outdated Optimize Dep" and stayed a blank page.
    const cacheDir = editorViteConfig().cacheDir;
    expect(cacheDir).toBeDefined();
    expect(path.resolve(cacheDir!)).not.toBe(path.resolve("node_modules/.vite"));
  });
});
