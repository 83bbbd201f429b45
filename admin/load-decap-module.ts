import { createRequire } from "node:module";
import path from "node:path";
import { build } from "esbuild";

const require = createRequire(import.meta.url);

/**
 * Loads modules of Decap's installed packages as they are, for the tests that check what the
 * editor relies on (admin/decap-internals.test.ts, admin/widgets/markdown-blocks.test.ts). Their
 * ES builds import files without extensions, which Node cannot load, and some (Gitea's, Forgejo's)
 * ship an empty browser bundle: the named packages' files are bundled into one module, every
 * other package is left to Node. `source` is the module's text (`export … from "…"`).
 */
export async function loadDecapModules<T>(source: string, packages: readonly string[]): Promise<T> {
  const root = path.dirname(require.resolve("decap-cms-app/package.json"));
  const { outputFiles } = await build({
    stdin: { contents: source, resolveDir: root, loader: "js" },
    bundle: true,
    format: "cjs",
    platform: "node",
    write: false,
    logLevel: "silent",
    plugins: [
      {
        name: "other-packages-outside",
        setup(builder) {
          builder.onResolve({ filter: /^[^./]/ }, (args) => {
            if (packages.some((name) => args.path === name || args.path.startsWith(`${name}/`)))
              return undefined;
            // As the importing file would find it: a package's own copy of a library (Decap's
            // Markdown field has its own unified 9 under it) before the project's.
            try {
              return {
                path: createRequire(path.join(args.resolveDir, "index.js")).resolve(args.path),
                external: true,
              };
            } catch {
              return { path: args.path, external: true };
            }
          });
        },
      },
    ],
  });
  const Module = require("node:module") as {
    new (id: string): {
      filename: string;
      paths: string[];
      exports: unknown;
      _compile(code: string, file: string): void;
    };
    _nodeModulePaths(dir: string): string[];
  };
  const file = path.join(root, "decap-modules-under-test.js");
  const loaded = new Module(file);
  loaded.filename = file;
  loaded.paths = Module._nodeModulePaths(root);
  loaded._compile(outputFiles[0]!.text, file);
  return loaded.exports as T;
}
