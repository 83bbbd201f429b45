import autocannon from "autocannon";

export interface LoadFigures {
  target: string;
  url: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

/** A bounded load run on loopback: 10 connections for a few seconds, compressed responses. */
export async function runLoad(target: string, url: string, seconds = 5): Promise<LoadFigures> {
  const result = await autocannon({
    url,
    connections: 10,
    duration: seconds,
    headers: { "accept-encoding": "br, gzip" },
  });
  return {
    target,
    url: new URL(url).pathname,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
