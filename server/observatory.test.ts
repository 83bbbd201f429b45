import { describe, expect, it } from "vitest";
import { gradeForScore, observatoryGrade, parseCsp, type ObservedAnswer } from "./observatory";
import { EDITOR_PATH, securityHeadersFor } from "./site-rules";
import { editorContentSecurityPolicy } from "./security-headers";
import { DECAP_LOCAL_PORT, GIT_PROVIDERS } from "../app/config/editor";

const HOST = "www.brumes-rp.fr";
const html = (headers: Record<string, string>, body = "<!doctype html><title>x</title>"): ObservedAnswer => ({
  status: 200,
  headers: Object.fromEntries(
    Object.entries({ "content-type": "text/html; charset=utf-8", ...headers }).map(([name, value]) => [
      name.toLowerCase(),
      value,
    ]),
  ),
  body,
});
const resultOf = (answer: ObservedAnswer, test: string) =>
  observatoryGrade(answer, HOST).tests.find((candidate) => candidate.name === test)!.result;
const cspResult = (policy: string) =>
  resultOf(html({ "Content-Security-Policy": policy }), "content-security-policy");

describe("the Observatory's CSP rules (cases of its own tests, test/csp.test.js)", () => {
  it.each([
    ["", "csp-header-invalid"],
    ["default-src 'none'; default-src 'none'", "csp-header-invalid"],
    ["default-src 'none'; script-src 'strict-dynamic'", "csp-header-invalid"],
    ["defa", "csp-header-invalid"],
    ["default-src 'none'; script-src https://*", "csp-implemented-with-unsafe-inline"],
    ["script-src data:", "csp-implemented-with-unsafe-inline"],
    ["upgrade-insecure-requests", "csp-implemented-with-unsafe-inline"],
    ["default-src 'none'; script-src 'none'; object-src *", "csp-implemented-with-unsafe-inline"],
    ["default-src http://mozilla.org", "csp-implemented-with-insecure-scheme"],
    ["default-src 'none'; script-src ftp://mozilla.org", "csp-implemented-with-insecure-scheme"],
    ["default-src 'none'; script-src 'unsafe-eval'", "csp-implemented-with-unsafe-eval"],
    ["default-src 'self'; img-src http:", "csp-implemented-with-insecure-scheme-in-passive-content-only"],
    ["default-src 'none'; style-src https:", "csp-implemented-with-unsafe-inline-in-style-src-only"],
    [
      "default-src 'unsafe-inline'; script-src https://mozilla.org",
      "csp-implemented-with-unsafe-inline-in-style-src-only",
    ],
    [
      "object-src 'none'; style-src 'self'; script-src 'unsafe-inline' 'sha256-hqBEA/HXB3aJU2FgOnYN8rkAgEVgyfi3Vs1j2/XMPBA='",
      "csp-implemented-with-no-unsafe",
    ],
    ["default-src https://mozilla.org;;; ;;;script-src 'none'", "csp-implemented-with-no-unsafe"],
    ["default-src", "csp-implemented-with-no-unsafe-default-src-none"],
    [
      "default-src 'none'; script-src 'strict-dynamic' 'sha256-abc123' https://*",
      "csp-implemented-with-no-unsafe-default-src-none",
    ],
    ["default-src 'none'; object-src https://mozilla.org", "csp-implemented-with-no-unsafe-default-src-none"],
  ])("%j → %s", (policy, expected) => {
    expect(cspResult(policy)).toBe(expected);
  });

  it("merges several policies: a source counts only when every policy allows it", () => {
    const merged = parseCsp([
      "default-src https://mozilla.org https://example.com",
      "default-src https://mozilla.org",
    ]);
    expect([...merged.get("default-src")!]).toEqual(["https://mozilla.org"]);
    expect(cspResult("default-src http:, default-src 'none'")).toBe(
      "csp-implemented-with-no-unsafe-default-src-none",
    );
  });

  it("reads a policy from <meta http-equiv> as well, but not frame-ancestors alone", () => {
    const meta = html(
      {},
      `<head><meta http-equiv="Content-Security-Policy" content="default-src 'none'"></head>`,
    );
    expect(resultOf(meta, "content-security-policy")).toBe("csp-implemented-with-no-unsafe-default-src-none");
    expect(resultOf(html({}), "content-security-policy")).toBe("csp-not-implemented");
  });
});

describe("the Observatory's score and grade", () => {
  it("maps scores to grades as its chart does (multiples of 5, 100 and over is A+)", () => {
    expect([135, 100, 99, 90, 85, 80, 79, 65, 50, 25, 24, 0, -10].map(gradeForScore)).toEqual([
      "A+",
      "A+",
      "A",
      "A",
      "A-",
      "B+",
      "B",
      "B-",
      "C",
      "D-",
      "F",
      "F",
      "F",
    ]);
  });

  it("counts bonuses only when the score without them is 90 or more", () => {
    // unsafe-eval (-10) leaves 90: the bonuses count.
    const eval90 = observatoryGrade(
      html({
        "Content-Security-Policy":
          "default-src 'self'; script-src 'self' 'unsafe-eval'; frame-ancestors 'none'",
        "Strict-Transport-Security": "max-age=63072000",
        "X-Content-Type-Options": "nosniff",
        "Referrer-Policy": "no-referrer",
      }),
      HOST,
    );
    expect(eval90.score).toBe(100);
    // Without X-Content-Type-Options (-5) as well, 85: no bonus at all.
    const without = observatoryGrade(
      html({
        "Content-Security-Policy":
          "default-src 'self'; script-src 'self' 'unsafe-eval'; frame-ancestors 'none'",
        "Strict-Transport-Security": "max-age=63072000",
        "Referrer-Policy": "no-referrer",
      }),
      HOST,
    );
    expect([without.score, without.grade]).toEqual([85, "A-"]);
  });

  it("grades an answer with no security header F, and says it would not scan a 404", () => {
    const bare = observatoryGrade({ ...html({}), status: 404 }, HOST);
    // CSP -25, HSTS -20, X-Content-Type-Options -5, X-Frame-Options -20.
    expect([bare.score, bare.grade]).toEqual([30, "D"]);
    expect(bare.refused).toMatch(/404/);
  });

  it("penalizes scripts from another site without integrity, not the site's own", () => {
    const page = (src: string) =>
      resultOf(html({}, `<script src="${src}"></script><script>inline()</script>`), "subresource-integrity");
    expect(page("/assets/app.js")).toBe("sri-not-implemented-but-all-scripts-loaded-from-secure-origin");
    expect(page("https://platform.twitter.com/widgets.js")).toBe(
      "sri-not-implemented-but-external-scripts-loaded-securely",
    );
    expect(page("http://platform.twitter.com/widgets.js")).toBe(
      "sri-not-implemented-and-external-scripts-not-loaded-securely",
    );
  });
});

describe("the site's own headers under these rules", () => {
  const pageBody = '<!doctype html><script type="module" src="/assets/entry.js"></script>';

  it("give a page A+", () => {
    const page = observatoryGrade(html(securityHeadersFor("/notice", ["sha256-abc"]), pageBody), HOST);
    expect(page.grade).toBe("A+");
  });

  it("give the editor A+; local mode's decap-server on this machine would cost it its grade (B+, 80)", () => {
    const editor = observatoryGrade(html(securityHeadersFor(`${EDITOR_PATH}/`), pageBody), HOST);
    expect([
      editor.grade,
      resultOf(html(securityHeadersFor(`${EDITOR_PATH}/`)), "content-security-policy"),
    ]).toEqual(["A+", "csp-implemented-with-unsafe-eval"]);
    const local = observatoryGrade(
      html(
        {
          ...securityHeadersFor(`${EDITOR_PATH}/`),
          "Content-Security-Policy": editorContentSecurityPolicy(GIT_PROVIDERS.github, [], {
            backendPort: DECAP_LOCAL_PORT,
          }),
        },
        pageBody,
      ),
      HOST,
    );
    expect([local.score, local.grade]).toEqual([80, "B+"]);
  });
});
