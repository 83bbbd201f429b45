import { readdir } from "node:fs/promises";
import path from "node:path";
import { build } from "vite";
import { editorViteConfig } from "../../admin/vite-config.server";
import { BuildStepError, type BuildStep } from "./step";

/** Where the staff editor is written in the build, served at /admin/ by every host. */
export const ADMIN_DIR = "admin";

/**
 * The staff editor (admin/, Decap CMS) on its own Vite build into `client/admin/`: none of its code
 * is in the site's bundles, and its collections are generated now from the content and the schemas.
 */
export const adminStep: BuildStep = {
  kind: "build",
  name: "admin",
  async run(context) {
    const outDir = path.join(context.clientDir, ADMIN_DIR);
    try {
      await build(editorViteConfig(outDir));
    } catch (error) {
      throw new BuildStepError("admin", "admin/main.tsx", (error as Error).message);
    }
    const files = await readdir(outDir, { recursive: true, withFileTypes: true });
    if (!files.some((file) => file.name === "index.html"))
      throw new BuildStepError("admin", "admin/index.html", "the editor's build wrote no index.html");
    return {
      count: files.filter((file) => file.isFile()).length,
      what: "files of the staff editor (/admin)",
    };
  },
};
