import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { renderNginxConfig } from "../scripts/nginx/render-config";
import { describeServerContract } from "./server-contract";
import { rawRequest } from "./support/http";

let nginx: ChildProcess | undefined;
let base = "";

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

beforeAll(async () => {
  const port = await freePort();
  const prefix = await mkdtemp(path.join(tmpdir(), "brumes-nginx-"));
  const { confFile } = await renderNginxConfig("build", port, prefix);
  nginx = spawn(process.env.NGINX_PATH ?? "/usr/sbin/nginx", ["-p", prefix, "-c", confFile], {
    stdio: "inherit",
  });
  base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      await rawRequest(base, "/");
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error("nginx did not start");
});

afterAll(() => {
  nginx?.kill("SIGTERM");
});

describeServerContract("nginx deploy config", () => base);
