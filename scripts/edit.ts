import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { createServer } from "vite";
import { editorViteConfig, sitePublicPlugin } from "../admin/vite-config.server";
import { DECAP_LOCAL_PORT } from "../app/config/editor";
import { localEditorSecurityHeaders } from "../server/site-rules";

/**
 * `npm run edit`: the staff editor on this machine. Starts the site's development server, Decap's
 * local backend (decap-server, which writes the working copy: no Git login) and the editor's own
 * Vite server, then prints the two addresses. Ctrl+C stops all three.
 */
const SITE_PORT = Number(process.env.SITE_PORT ?? 5173);
const EDITOR_PORT = Number(process.env.EDITOR_PORT ?? 5174);
const BACKEND_PORT = Number(process.env.DECAP_PORT ?? DECAP_LOCAL_PORT);
const HOST = "127.0.0.1";

const children: ChildProcess[] = [];
function start(command: string, args: string[], env: NodeJS.ProcessEnv = {}): ChildProcess {
  const child = spawn(path.resolve("node_modules/.bin", command), args, {
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, ...env },
  });
  child.on("exit", (code) => {
    if (code !== null && code !== 0) {
      console.error(`edit: ${command} stopped (exit code ${code}); stopping the editor.`);
      stop(1);
    }
  });
  children.push(child);
  return child;
}

start("decap-server", [], { PORT: String(BACKEND_PORT), BIND_HOST: HOST, GIT_REPO_DIRECTORY: process.cwd() });
start("react-router", ["dev", "--host", HOST, "--port", String(SITE_PORT), "--strictPort"]);

const config = editorViteConfig();
// The editor runs under production's headers, its decap-server allowed; Vite's inline scripts (React's
// refresh preamble) carry this nonce. One per run: the server listens on this machine only.
const nonce = randomBytes(18).toString("base64");
const editor = await createServer({
  ...config,
  html: { cspNonce: nonce },
  // The site's images and map tiles, under the same paths as on the site.
  plugins: [...(config.plugins ?? []), sitePublicPlugin(path.resolve("public"))],
  define: {
    "process.env.NODE_ENV": JSON.stringify("development"),
    // Decap's TOML reader reads Node's `global`; the build's CommonJS transform maps it, the
    // development server's dependency bundling does not (the editor stayed blank).
    global: "globalThis",
    // The editor's link to the site and its « Voir en direct » open the development site.
    "import.meta.env.BRUMES_SITE_URL": JSON.stringify(`http://${HOST}:${SITE_PORT}/`),
  },
  server: {
    ...config.server,
    host: HOST,
    port: EDITOR_PORT,
    strictPort: true,
    headers: localEditorSecurityHeaders({ backendPort: BACKEND_PORT, scriptNonce: nonce }),
  },
});
await editor.listen();

const search = BACKEND_PORT === DECAP_LOCAL_PORT ? "" : `?decap-port=${BACKEND_PORT}`;
console.log(`
  Éditeur (Decap, fichiers de cette copie) : http://${HOST}:${EDITOR_PORT}/admin/${search}
  Site (rechargé à chaque enregistrement) : http://${HOST}:${SITE_PORT}/
  Ctrl+C pour tout arrêter.
`);

function stop(code = 0) {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  void editor.close().finally(() => process.exit(code));
}
process.on("SIGINT", () => stop());
process.on("SIGTERM", () => stop());
