import { spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import sirv from "sirv";
import { EDITOR_HOME, localEditorSecurityHeaders } from "../server/site-rules";

/**
 * What the editor's browser tests run against: the built editor (build/client, /admin/ in it)
 * served statically, and decap-server writing a temporary copy of the repository's content, never
 * the working copy. The map points are written as content files there (the layout the editor's
 * collections expect), from the data modules.
 */
export interface EditorServers {
  /** The editor's address, with the local backend's port. */
  editorUrl: string;
  /** Origins the test's browser context must reach (the fixtures answer other origins with nothing). */
  origins: string[];
  /** The temporary repository copy decap-server writes. */
  repo: string;
  close(): Promise<void>;
}

/** A port free on the loopback now, for a server the test starts. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => resolve(socket.end() && true));
    socket.once("error", () => resolve(false));
  });
}

/**
 * A copy of content/ and the media folders the content names (with their images, so that
 * `npm run check:content` can run in the copy): the editor writes there, never in the working copy.
 */
function repositoryCopy(): string {
  const repo = mkdtempSync(path.join(tmpdir(), "brumes-editor-"));
  cpSync("content", path.join(repo, "content"), { recursive: true });
  for (const media of ["public/img/notice", "public/img/team", "public/img/others"]) {
    mkdirSync(path.join(repo, media), { recursive: true });
    if (existsSync(media)) cpSync(media, path.join(repo, media), { recursive: true });
  }
  return repo;
}

/** `npm run check:content` run in the repository copy: its exit code and what it printed. */
export function checkContentIn(repo: string): { code: number | null; output: string } {
  const result = spawnSync(
    path.resolve("node_modules/.bin/tsx"),
    ["--tsconfig", path.resolve("tsconfig.json"), path.resolve("scripts/check-content.ts")],
    { cwd: repo, encoding: "utf8" },
  );
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

export async function startEditorServers(): Promise<EditorServers> {
  if (!existsSync("build/client/admin/index.html"))
    throw new Error('No built editor in build/client/admin: run "npm run build" first.');
  const repo = repositoryCopy();
  const backendPort = await freePort();
  const backend = spawn(path.resolve("node_modules/.bin/decap-server"), [], {
    env: {
      ...process.env,
      PORT: String(backendPort),
      BIND_HOST: "127.0.0.1",
      GIT_REPO_DIRECTORY: repo,
      LOG_LEVEL: "error",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const serve = sirv(path.resolve("build/client"), { dev: true, extensions: ["html"] });
  // The editor under local mode's headers, as `npm run edit` serves it: production's, its decap-server allowed.
  const editorHeaders = localEditorSecurityHeaders({ backendPort });
  const site: Server = createServer((request, response) => {
    if (request.url?.startsWith(EDITOR_HOME))
      for (const [name, value] of Object.entries(editorHeaders)) response.setHeader(name, value);
    serve(request, response, () => {
      response.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  const sitePort = (site.address() as AddressInfo).port;
  for (let attempt = 0; !(await listening(backendPort)); attempt += 1) {
    if (attempt > 100 || backend.exitCode !== null) throw new Error("decap-server did not start");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    editorUrl: `http://127.0.0.1:${sitePort}/admin/?decap-port=${backendPort}`,
    origins: [`http://127.0.0.1:${sitePort}`, `http://127.0.0.1:${backendPort}`],
    repo,
    async close() {
      backend.kill("SIGTERM");
      await new Promise((resolve) => site.close(resolve));
      rmSync(repo, { recursive: true, force: true });
    },
  };
}
