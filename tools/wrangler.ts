import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { CLOUDFLARE_COMPATIBILITY_DATE } from "../scripts/postbuild/cloudflare";
import { answersSoon } from "./http";
import { freePort, type RunningServer } from "./nginx";

export interface WranglerOptions {
  /** Variables and secrets of the worker's `env` (`--binding NAME=VALUE`). */
  bindings?: Record<string, string>;
}

/** A running wrangler and everything it printed so far (the worker's console included). */
export interface RunningWrangler extends RunningServer {
  output: () => string;
}

/**
 * `wrangler pages dev` serving the build's client folder offline on workerd, as Cloudflare Pages
 * would (with its _headers, _redirects, _routes.json and _worker.js). It runs in its own process
 * group, which closing stops as a whole (wrangler starts workerd as a child).
 */
export async function startWrangler(
  buildDir = "build",
  { bindings = {} }: WranglerOptions = {},
): Promise<RunningWrangler> {
  const port = await freePort();
  // Each wrangler has its own debugger port: two workers start theirs at the same time.
  const inspectorPort = await freePort();
  const state = await mkdtemp(path.join(tmpdir(), "brumes-wrangler-"));
  const child = spawn(
    "./node_modules/.bin/wrangler",
    [
      "pages",
      "dev",
      path.join(buildDir, "client"),
      "--ip",
      "127.0.0.1",
      "--port",
      String(port),
      `--compatibility-date=${CLOUDFLARE_COMPATIBILITY_DATE}`,
      "--persist-to",
      state,
      "--inspector-port",
      String(inspectorPort),
      "--show-interactive-dev-session=false",
      ...Object.entries(bindings).flatMap(([name, value]) => ["--binding", `${name}=${value}`]),
    ],
    {
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
      // No telemetry; the failed fetch of Request.cf it logs offline is harmless.
      env: { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "true" },
    },
  );
  let stderr = "";
  let output = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr = `${stderr}${chunk}`.slice(-4000);
    output += String(chunk);
  });
  child.stdout?.on("data", (chunk: Buffer) => (output += String(chunk)));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, "SIGTERM");
    await exited;
    await rm(state, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  if (await answersSoon(url, child, { attempts: 300, intervalMs: 100 }))
    return { url, close, output: () => output };
  await close();
  throw new Error(`wrangler pages dev did not start on port ${port}:\n${stderr}`);
}
