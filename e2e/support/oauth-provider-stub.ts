import { createServer } from "node:http";
import type { RunningServer } from "../../tools/nginx";

/** What the stub was asked: the consent page's query, and each code exchange's form. */
export interface ProviderStubCalls {
  authorize: URLSearchParams[];
  token: URLSearchParams[];
}

export interface ProviderStub extends RunningServer {
  calls: ProviderStubCalls;
  authorizeUrl: string;
  tokenUrl: string;
}

/**
 * A Git provider's OAuth pages on a loopback port of their own (another origin than the site's, as
 * github.com is): the consent page agrees at once and sends the browser back to `redirect_uri` with
 * `code` and the same `state`; the token endpoint gives `token` for that code and the right secret.
 */
export async function startProviderStub({
  clientSecret,
  code,
  token,
}: {
  clientSecret: string;
  code: string;
  token: string;
}): Promise<ProviderStub> {
  const calls: ProviderStubCalls = { authorize: [], token: [] };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://stub");
    if (req.method === "GET" && url.pathname === "/login/oauth/authorize") {
      calls.authorize.push(url.searchParams);
      const back = new URL(url.searchParams.get("redirect_uri") ?? "about:blank");
      back.searchParams.set("code", code);
      back.searchParams.set("state", url.searchParams.get("state") ?? "");
      res.writeHead(302, { Location: back.toString() }).end();
      return;
    }
    if (req.method === "POST" && url.pathname === "/login/oauth/access_token") {
      let body = "";
      req.on("data", (chunk: Buffer) => (body += String(chunk)));
      req.on("end", () => {
        const form = new URLSearchParams(body);
        calls.token.push(form);
        const good = form.get("code") === code && form.get("client_secret") === clientSecret;
        res.writeHead(200, { "Content-Type": "application/json" });
        res.end(JSON.stringify(good ? { access_token: token, token_type: "bearer" } : { error: "bad_code" }));
      });
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    calls,
    authorizeUrl: `${url}/login/oauth/authorize`,
    tokenUrl: `${url}/login/oauth/access_token`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
