import type { TestProject } from "vitest/node";
import { startSiteServer } from "../../server/start";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
  }
}

/** One production server for the whole run, on a free loopback port, serving the real build. */
export default async function setup(project: TestProject) {
  const server = await startSiteServer({ port: 0, host: "127.0.0.1" });
  project.provide("baseURL", server.url);
  return async () => {
    await server.close();
  };
}
