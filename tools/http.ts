import { request } from "node:http";

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** An HTTP request with the path sent exactly as given (fetch would normalize "/../" away). */
export function rawRequest(
  base: string,
  rawPath: string,
  { method = "GET", headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<RawResponse> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request(
      { host: url.hostname, port: url.port, method, path: rawPath, headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end();
  });
}

/**
 * Waits until a server started as a child process answers on `url`, trying every `intervalMs`.
 * False if the process exits first or the attempts run out.
 */
export async function answersSoon(
  url: string,
  child: { exitCode: number | null },
  { attempts, intervalMs }: { attempts: number; intervalMs: number },
): Promise<boolean> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    if (child.exitCode !== null) return false;
    try {
      await rawRequest(url, "/");
      return true;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  }
  return false;
}
