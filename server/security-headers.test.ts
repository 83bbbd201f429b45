import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { STATIC_SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY } from "./security-headers";

describe("security headers", () => {
  it("are the same in nginx's snippet as in the list the other hosts use", () => {
    const snippet = readFileSync("deploy/nginx/security-headers.conf", "utf8");
    const sent = Object.fromEntries(
      [...snippet.matchAll(/^add_header ([\w-]+) "([^"]*)" always;$/gm)].map((match) => [match[1], match[2]]),
    );
    // The opener policy depends on the path (the editor's differs): a variable, like the CSP.
    const { "Cross-Origin-Opener-Policy": _perPath, ...fixed } = STATIC_SECURITY_HEADERS;
    expect(sent).toEqual(fixed);
    expect(snippet).toMatch(/^add_header Content-Security-Policy \$brumes_csp always;$/m);
    expect(snippet).toMatch(/^add_header Cross-Origin-Opener-Policy \$brumes_coop always;$/m);
    expect(snippet).toMatch(/^add_header X-Robots-Tag \$brumes_robots always;$/m);
  });

  it("pin HTTPS for at least six months, for this host only", () => {
    const maxAge = Number(/^max-age=(\d+)$/.exec(STRICT_TRANSPORT_SECURITY)?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(183 * 24 * 3600);
    expect(STRICT_TRANSPORT_SECURITY).not.toMatch(/includeSubDomains|preload/i);
  });
});
