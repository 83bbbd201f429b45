import { startSiteServer } from "./start";

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "127.0.0.1";

const { url, close } = await startSiteServer({ port, host });
console.log(`Brumes RP is served at ${url}`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    void close().then(() => process.exit(0));
  });
}
