import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { renderNginxConfig } from "../scripts/nginx/render-config";
import { answersSoon } from "./http";

export interface RunningServer {
  url: string;
  close: () => Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}

/**
 * nginx in the foreground (daemon off) with deploy/nginx's config around the build, on a free
 * loopback port. It is this process's own child: closing stops it by its PID and waits for it.
 */
export async function startNginx(buildDir = "build"): Promise<RunningServer> {
  const port = await freePort();
  const prefix = await mkdtemp(path.join(tmpdir(), "brumes-nginx-"));
  const { confFile } = await renderNginxConfig(buildDir, port, prefix);
  const child = spawn(process.env.NGINX_PATH ?? "/usr/sbin/nginx", ["-p", prefix, "-c", confFile], {
    stdio: ["ignore", "inherit", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
    await rm(prefix, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  if (await answersSoon(url, child, { attempts: 100, intervalMs: 50 })) return { url, close };
  await close();
  throw new Error(`nginx did not start on port ${port} (config ${confFile})`);
}
