import { EventEmitter } from "node:events";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { editorDataPlugin, editorViteConfig } from "./vite-config.server";

describe("the editor's Vite config", () => {
  test("never shares the site's dependency cache, which npm run edit's site server writes at the same time", () => {
    // Both servers optimizing into node_modules/.vite overwrote each other's files: the editor
    // answered 504 "Outdated Optimize Dep" and stayed a blank page.
    const cacheDir = editorViteConfig().cacheDir;
    expect(cacheDir).toBeDefined();
    expect(path.resolve(cacheDir!)).not.toBe(path.resolve("node_modules/.vite"));
  });
});

describe("the editor's data module in npm run edit", () => {
  test("is made again after staff save content (a renamed category, a new point), and not for other files", () => {
    const watcher = Object.assign(new EventEmitter(), { add: () => {} });
    const module = { id: "\0virtual:brumes-editor" };
    const invalidated: unknown[] = [];
    const server = {
      watcher,
      moduleGraph: {
        getModuleById: (id: string) => (id === module.id ? module : undefined),
        invalidateModule: (target: unknown) => invalidated.push(target),
      },
    };
    const plugin = editorDataPlugin();
    (plugin.configureServer as (server: unknown) => void)(server);
    watcher.emit("change", path.resolve("content/notice/game/banking/_category.json"));
    watcher.emit("add", path.resolve("content/map/points/parking/4021.json"));
    expect(invalidated).toEqual([module, module]);
    watcher.emit("change", path.resolve("app/root.tsx"));
    expect(invalidated).toHaveLength(2);
  });
});
