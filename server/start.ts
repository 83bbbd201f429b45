import { existsSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { createSiteHandler } from "./app";
import { BUILD_FILES } from "./site-rules";

export interface StartOptions {
  port?: number;
  host?: string;
  buildDir?: string;
}

/** Starts the production server; port 0 picks a free port (tests). */
export async function startSiteServer({
  port = 3000,
  host = "127.0.0.1",
  buildDir = path.resolve("build"),
}: StartOptions = {}) {
  if (!existsSync(path.join(buildDir, BUILD_FILES.buildRecord))) {
    // `react-router build` alone, or a build that failed in one of its steps, is not a site to serve.
    throw new Error(`No complete build in ${buildDir}: run "npm run build" first.`);
  }
  const handler = createSiteHandler({ buildDir });
  const server = createServer((req, res) => {
    try {
      handler(req, res);
    } catch (error) {
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
      res.end("Internal Server Error\n");
    }
  });
  server.on("clientError", (_error, socket) => {
    if (socket.writable) socket.end("HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n");
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const address = server.address() as AddressInfo;
  const shownHost = address.family === "IPv6" ? `[${address.address}]` : address.address;
  return {
    url: `http://${shownHost}:${address.port}`,
    port: address.port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
