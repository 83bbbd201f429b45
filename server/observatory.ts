/**
 * Mozilla's HTTP Observatory scoring rules, applied to one answer of one of the site's hosts, so that
 * the grade of each kind of page is measured on every host rather than guessed. A port of
 * mdn/mdn-http-observatory 1.6 (algorithm version 6): src/analyzer/tests/*.js and cspParser.js for
 * the twelve tests, src/grader/charts.js for their score modifiers and the grade chart,
 * src/scanner/index.js for how they add up (a test's bonus counts only when the score without
 * bonuses is already 90 or more). `observatory.test.ts` replays cases of the Observatory's own tests.
 *
 * What a local host cannot show is stated rather than measured: the answer stands for the public
 * HTTPS address (the TLS front sends the host's headers through), the front redirects plain HTTP to
 * HTTPS on the same host (`redirection-to-https`, worth 0), and the site is not on the HSTS preload
 * list (deliberately: see STRICT_TRANSPORT_SECURITY in security-headers.ts).
 */

/** One answer as the Observatory sees it after following redirects (its `responses.auto`). */
export interface ObservedAnswer {
  status: number;
  /** Header names in lower case, as Node gives them. */
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** The headers of the answer to its CORS preflight (OPTIONS with an Origin), when asked. */
  preflightHeaders?: Record<string, string | string[] | undefined>;
}

export interface ObservatoryTest {
  name: string;
  result: string;
  modifier: number;
  pass: boolean;
}

export interface ObservatoryGrade {
  score: number;
  grade: string;
  tests: ObservatoryTest[];
  /** Why the Observatory itself would not grade this answer (it scans only 2xx, 3xx, 401 and 403). */
  refused?: string;
}

const MODIFIERS: Record<string, number> = {
  "csp-implemented-with-no-unsafe-default-src-none": 10,
  "csp-implemented-with-no-unsafe": 5,
  "csp-implemented-with-unsafe-inline-in-style-src-only": 0,
  "csp-implemented-with-insecure-scheme-in-passive-content-only": -10,
  "csp-implemented-with-unsafe-eval": -10,
  "csp-implemented-with-unsafe-inline": -20,
  "csp-implemented-with-insecure-scheme": -20,
  "csp-header-invalid": -25,
  "csp-not-implemented": -25,
  "csp-not-implemented-but-reporting-enabled": -25,
  "csp-implemented-but-duplicate-directives": 0,
  "cookies-secure-with-httponly-sessions-and-samesite": 5,
  "cookies-secure-with-httponly-sessions": 0,
  "cookies-not-found": 0,
  "cookies-without-secure-flag-but-protected-by-hsts": -5,
  "cookies-session-without-secure-flag-but-protected-by-hsts": -10,
  "cookies-without-secure-flag": -20,
  "cookies-samesite-flag-invalid": -20,
  "cookies-anticsrf-without-samesite-flag": -20,
  "cookies-session-without-httponly-flag": -30,
  "cookies-session-without-secure-flag": -40,
  "cross-origin-resource-sharing-not-implemented": 0,
  "cross-origin-resource-sharing-implemented-with-public-access": 0,
  "cross-origin-resource-sharing-implemented-with-restricted-access": 0,
  "cross-origin-resource-sharing-implemented-with-universal-access": -50,
  "redirection-all-redirects-preloaded": 0,
  "redirection-to-https": 0,
  "redirection-not-needed-no-http": 0,
  "redirection-off-host-from-http": -5,
  "redirection-not-to-https-on-initial-redirection": -10,
  "redirection-not-to-https": -20,
  "redirection-missing": -20,
  "redirection-invalid-cert": -20,
  "referrer-policy-private": 5,
  "referrer-policy-not-implemented": 0,
  "referrer-policy-unsafe": -5,
  "referrer-policy-header-invalid": -5,
  "hsts-preloaded": 5,
  "hsts-implemented-max-age-at-least-six-months": 0,
  "hsts-implemented-max-age-less-than-six-months": -10,
  "hsts-not-implemented": -20,
  "hsts-header-invalid": -20,
  "hsts-not-implemented-no-https": -20,
  "hsts-invalid-cert": -20,
  "sri-implemented-and-all-scripts-loaded-securely": 5,
  "sri-implemented-and-external-scripts-loaded-securely": 5,
  "sri-not-implemented-response-not-html": 0,
  "sri-not-implemented-but-no-scripts-loaded": 0,
  "sri-not-implemented-but-all-scripts-loaded-from-secure-origin": 0,
  "sri-not-implemented-but-external-scripts-loaded-securely": -5,
  "sri-implemented-but-external-scripts-not-loaded-securely": -20,
  "sri-not-implemented-and-external-scripts-not-loaded-securely": -50,
  "x-content-type-options-nosniff": 0,
  "x-content-type-options-not-implemented": -5,
  "x-content-type-options-header-invalid": -5,
  "x-frame-options-implemented-via-csp": 5,
  "x-frame-options-sameorigin-or-deny": 5,
  "x-frame-options-allow-from-origin": 0,
  "x-frame-options-not-implemented": -20,
  "x-frame-options-header-invalid": -20,
  "corp-header-invalid": -5,
  "corp-implemented-with-cross-origin": 0,
  "corp-implemented-with-same-origin": 10,
  "corp-implemented-with-same-site": 10,
  "corp-not-implemented": 0,
  "coep-implemented-with-require-corp": 10,
  "coep-implemented-with-credentialless": 10,
  "coep-implemented-with-unsafe-none": 0,
  "coep-not-implemented": 0,
  "coep-header-invalid": -5,
  "coop-implemented-with-same-origin": 10,
  "coop-implemented-with-same-origin-allow-popups": 10,
  "coop-implemented-with-noopener-allow-popups": 10,
  "coop-implemented-with-unsafe-none": 0,
  "coop-not-implemented": 0,
  "coop-header-invalid": -5,
  "html-not-parseable": -20,
};

const GRADES: [number, string][] = [
  [100, "A+"],
  [90, "A"],
  [85, "A-"],
  [80, "B+"],
  [70, "B"],
  [65, "B-"],
  [60, "C+"],
  [50, "C"],
  [45, "C-"],
  [40, "D+"],
  [30, "D"],
  [25, "D-"],
  [0, "F"],
];
const MINIMUM_SCORE_FOR_EXTRA_CREDIT = 90;
const SIX_MONTHS = 15_552_000;

/** The grade of a score: rounded down to a multiple of 5, 100 and over being A+. */
export function gradeForScore(score: number): string {
  const key = Math.min(Math.max(score, 0) - (Math.max(score, 0) % 5), 100);
  return GRADES.find(([floor]) => key >= floor)![1];
}

type Headers = Record<string, string | string[] | undefined>;

function headerValues(headers: Headers | undefined, name: string): string[] {
  const value = headers?.[name.toLowerCase()];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

/** Start tags of one element in an HTML document, their attributes in lower case and decoded. */
export function collectElements(html: string, tag: string): Record<string, string>[] {
  const decode = (text: string) =>
    text
      .replace(/&quot;/g, '"')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&amp;/g, "&");
  // Script and style contents are text, not markup: a "<script" inside a script is not a tag.
  const markup = html.replace(/(<(script|style)\b[^>]*>)[\s\S]*?(<\/\2\s*>)/gi, "$1$3");
  return [...markup.matchAll(new RegExp(`<${tag}\\b((?:[^>"']|"[^"]*"|'[^']*')*)>`, "gi"))].map((match) =>
    Object.fromEntries(
      [...(match[1] ?? "").matchAll(/([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)].map(
        (attribute) => [
          attribute[1]!.toLowerCase(),
          decode(attribute[2] ?? attribute[3] ?? attribute[4] ?? ""),
        ],
      ),
    ),
  );
}

const isHtml = (answer: ObservedAnswer) =>
  ["text/html", "application/xhtml+xml"].includes(
    (headerValues(answer.headers, "content-type")[0] ?? "").split(";", 1)[0]!.trim(),
  );

/** `<meta http-equiv>` policies the Observatory reads from an HTML answer (its parseHttpEquivHeaders). */
function httpEquiv(answer: ObservedAnswer): { csp: string[]; referrer: string[] } {
  const found = { csp: [] as string[], referrer: [] as string[] };
  if (!isHtml(answer) || !answer.body) return found;
  for (const meta of collectElements(answer.body, "meta")) {
    if ("http-equiv" in meta && "content" in meta) {
      if (meta["http-equiv"]!.toLowerCase().trim() === "content-security-policy" && meta.content)
        found.csp.push(meta.content);
    } else if (meta.name?.toLowerCase().trim() === "referrer" && meta.content) {
      found.referrer = [meta.content];
    }
  }
  return found;
}

// --- Content Security Policy (cspParser.js and tests/csp.js) ---

const DANGEROUSLY_BROAD = new Set([
  "ftp:",
  "http:",
  "https:",
  "*",
  "http://*",
  "http://*.*",
  "https://*",
  "https://*.*",
]);
const UNSAFE_INLINE = new Set(["'unsafe-inline'", "data:"]);
const BROAD_OR_UNSAFE_INLINE = new Set([...DANGEROUSLY_BROAD, ...UNSAFE_INLINE]);
const PASSIVE_DIRECTIVES = new Set(["img-src", "media-src"]);
const NONCES_HASHES = ["'sha256-", "'sha384-", "'sha512-", "'nonce-"];
const DUPLICATE_WARNINGS = "_observatory_duplicate_key_warnings";

type Csp = Map<string, Set<string>>;

/**
 * The policies of one answer merged as the Observatory merges them: a directive twice in one policy
 * is invalid (report-uri and report-to excepted), and with several policies a source counts only
 * when every policy that sets the directive allows it. Throws on an invalid policy.
 */
export function parseCsp(policies: readonly string[]): Csp {
  const clean = policies.map((policy) => policy.replace(/[\r\n]/g, "").trim());
  if (clean.length === 0) return new Map();
  for (const policy of clean)
    if (policy.length < "img-src".length - 1) throw new Error(`Invalid policy: ${policy}`);
  type Source = { source: string; index: number; keep: boolean };
  const csp = new Map<string, Source[]>();
  const duplicates = new Set<string>();
  const collator = new Intl.Collator("en").compare;
  clean.forEach((policy, policyIndex) => {
    const seen = new Set<string>();
    for (const [entry, ...values] of policy.split(";").map((part) => part.trim().split(/\s+/))) {
      if (!entry) continue;
      const directive = entry.toLowerCase();
      if (seen.has(directive)) {
        if (directive === "report-uri" || directive === "report-to") duplicates.add(directive);
        else throw new Error(`Duplicate directive ${directive} in policy ${policyIndex}`);
      } else seen.add(directive);
      const keep = policyIndex === 0;
      const sources: Source[] = values.length
        ? values.map((raw) => ({ source: raw.trim().toLocaleLowerCase(), index: policyIndex, keep }))
        : directive.endsWith("-src")
          ? [{ source: "'none'", index: policyIndex, keep }]
          : [];
      const combined = policyIndex === 0 ? [...sources] : [...(csp.get(directive) ?? []), ...sources];
      combined.sort((a, b) => collator(a.source, b.source));
      for (let index = 1; index < combined.length; index++) {
        const source = combined[index]!;
        const previous = combined[index - 1]!;
        if (source.index === previous.index && source.source.startsWith(previous.source)) source.keep = false;
        if (source.index !== previous.index && pathPartMatch(previous.source, source.source))
          source.keep = true;
      }
      csp.set(
        directive,
        combined.filter((source) => source.keep),
      );
      if (policyIndex === 0 && policies.length > 1)
        for (const source of csp.get(directive) ?? []) source.keep = false;
    }
  });
  const merged: Csp = new Map(
    [...csp].map(([directive, sources]) => [
      directive,
      new Set(sources.length ? sources.map((source) => source.source) : ["'none'"]),
    ]),
  );
  if (duplicates.size) merged.set(DUPLICATE_WARNINGS, duplicates);
  return merged;
}

function pathPartMatch(pathA: string, pathB: string): boolean {
  if (pathA.length === 0) return true;
  if (pathA === "/" && pathB.length === 0) return true;
  const exact = !pathA.endsWith("/");
  const partsA = pathA.split("/");
  const partsB = pathB.split("/");
  if (partsA.length > partsB.length) return false;
  if (exact && partsA.length !== partsB.length) return false;
  if (!exact) partsA.pop();
  return partsA.every((part, index) => {
    const other = partsB[index];
    if (other === undefined) return false;
    try {
      return decodeURIComponent(part) === decodeURIComponent(other);
    } catch {
      return false;
    }
  });
}

/** The merged CSP of an answer (headers and `<meta http-equiv>`), or why it counts as none. */
function cspOf(answer: ObservedAnswer): { csp: Csp } | "invalid" | "none" {
  const split = (values: string[]) => values.flatMap((value) => value.split(",").map((part) => part.trim()));
  const fromHeaders = split(headerValues(answer.headers, "content-security-policy"));
  const fromMeta = split(httpEquiv(answer).csp);
  let csp: Csp;
  try {
    csp = parseCsp([...fromHeaders, ...fromMeta]);
  } catch {
    return "invalid";
  }
  const safely = (policies: string[]) => {
    try {
      return parseCsp(policies);
    } catch {
      return new Map() as Csp;
    }
  };
  const headerOnly = safely(fromHeaders);
  const meta = safely(fromMeta);
  for (const directive of ["frame-ancestors", "report-uri", "sandbox"]) meta.delete(directive);
  if (headerOnly.size + meta.size === 0) return "none";
  return { csp };
}

function cspTest(answer: ObservedAnswer): { result: string; pass: boolean; frameAncestors: boolean } {
  const parsed = cspOf(answer);
  if (parsed === "invalid") return { result: "csp-header-invalid", pass: false, frameAncestors: false };
  if (parsed === "none")
    return {
      result: headerValues(answer.headers, "content-security-policy-report-only").length
        ? "csp-not-implemented-but-reporting-enabled"
        : "csp-not-implemented",
      pass: false,
      frameAncestors: false,
    };
  const { csp } = parsed;
  let result: string | null = null;
  const sourcesOf = (directive: string) =>
    new Set(csp.get(directive) ?? csp.get("default-src") ?? new Set(["*"]));
  const objectSrc = sourcesOf("object-src");
  const scriptSrc = sourcesOf("script-src");
  const styleSrc = sourcesOf("style-src");
  const hasNonceOrHash = (sources: Set<string>) =>
    [...sources].some((source) => NONCES_HASHES.some((prefix) => source.startsWith(prefix)));
  for (const sources of [scriptSrc, styleSrc])
    if (hasNonceOrHash(sources) && sources.has("'unsafe-inline'")) sources.delete("'unsafe-inline'");
  if (hasNonceOrHash(scriptSrc) && scriptSrc.has("'strict-dynamic'")) {
    for (const source of scriptSrc)
      if (
        [...DANGEROUSLY_BROAD].some((broad) => source.startsWith(broad)) ||
        source === "'self'" ||
        source === "'unsafe-inline'"
      )
        scriptSrc.delete(source);
  } else if (scriptSrc.has("'strict-dynamic'")) result = "csp-header-invalid";

  const active = [...csp]
    .filter(([directive]) => !PASSIVE_DIRECTIVES.has(directive) && directive !== "script-src")
    .flatMap(([, sources]) => [...sources]);
  active.push(...scriptSrc);
  const passive = [...PASSIVE_DIRECTIVES].flatMap((directive) => [
    ...(csp.get(directive) ?? csp.get("default-src") ?? new Set<string>()),
  ]);
  const insecure = (source: string) => source.startsWith("http:") || source.startsWith("ftp:");

  if (
    [...scriptSrc].some((source) => BROAD_OR_UNSAFE_INLINE.has(source)) ||
    [...objectSrc].some((source) => DANGEROUSLY_BROAD.has(source))
  )
    result ??= "csp-implemented-with-unsafe-inline";
  // The answers stand for the site's HTTPS address.
  if (active.some(insecure)) result ??= "csp-implemented-with-insecure-scheme";
  if (scriptSrc.has("'unsafe-eval'") || styleSrc.has("'unsafe-eval'"))
    result ??= "csp-implemented-with-unsafe-eval";
  if (passive.some(insecure)) result ??= "csp-implemented-with-insecure-scheme-in-passive-content-only";
  if ([...styleSrc].some((source) => BROAD_OR_UNSAFE_INLINE.has(source)))
    result ??= "csp-implemented-with-unsafe-inline-in-style-src-only";
  const defaultSrc = csp.get("default-src");
  if (defaultSrc?.has("'none'") && defaultSrc.size === 1)
    result ??= "csp-implemented-with-no-unsafe-default-src-none";
  else result ??= "csp-implemented-with-no-unsafe";

  const pass = [
    "csp-implemented-with-no-unsafe",
    "csp-implemented-with-no-unsafe-default-src-none",
    "csp-implemented-with-unsafe-inline-in-style-src-only",
    "csp-implemented-with-insecure-scheme-in-passive-content-only",
  ].includes(result);
  if (pass && csp.has(DUPLICATE_WARNINGS)) result = "csp-implemented-but-duplicate-directives";
  return { result, pass, frameAncestors: csp.has("frame-ancestors") };
}

// --- The other tests (tests/*.js) ---

function hstsTest(answer: ObservedAnswer): string {
  const header = headerValues(answer.headers, "strict-transport-security")[0];
  if (header === undefined) return "hsts-not-implemented";
  const value = header.slice(0, 1024);
  if (value.includes(",")) return "hsts-header-invalid";
  const maxAge = value
    .split(";")
    .map((part) => part.trim().toLowerCase())
    .filter((part) => part.startsWith("max-age="))
    .at(-1);
  if (maxAge === undefined) return "hsts-header-invalid";
  // As the Observatory does: an unreadable number is not "less than six months".
  const seconds = Number.parseInt(maxAge.slice(8, 128), 10);
  return seconds < SIX_MONTHS
    ? "hsts-implemented-max-age-less-than-six-months"
    : "hsts-implemented-max-age-at-least-six-months";
}

const worse = (order: readonly string[]) => (next: string, current: string | null) =>
  current === null || order.indexOf(next) > order.indexOf(current) ? next : current;

function cookiesTest(answer: ObservedAnswer, hstsPasses: boolean): string {
  const worseOf = worse([
    "cookies-without-secure-flag-but-protected-by-hsts",
    "cookies-without-secure-flag",
    "cookies-session-without-secure-flag-but-protected-by-hsts",
    "cookies-samesite-flag-invalid",
    "cookies-anticsrf-without-samesite-flag",
    "cookies-session-without-httponly-flag",
    "cookies-session-without-secure-flag",
  ]);
  const raw = headerValues(answer.headers, "set-cookie");
  let result: string | null = null;
  let missingSameSite = false;
  for (const cookie of raw) {
    const [pair = "", ...attributes] = cookie.split(";").map((part) => part.trim());
    const name = pair.split("=", 1)[0]!.toLowerCase();
    const attribute = (key: string) =>
      attributes
        .map((part) => part.split("="))
        .find(([candidate]) => candidate!.trim().toLowerCase() === key);
    const sameSite = attribute("samesite");
    const sameSiteValue = sameSite?.[1]?.trim().toLowerCase();
    if (sameSite && !["lax", "strict", "none"].includes(sameSiteValue ?? ""))
      result = worseOf("cookies-samesite-flag-invalid", result);
    const secure = Boolean(attribute("secure"));
    const httpOnly = Boolean(attribute("httponly"));
    const session = ["login", "sess"].some((part) => name.includes(part));
    if (!secure && sameSiteValue === "none") result = worseOf("cookies-samesite-flag-invalid", result);
    if (!secure)
      result = worseOf(
        hstsPasses ? "cookies-without-secure-flag-but-protected-by-hsts" : "cookies-without-secure-flag",
        result,
      );
    if (name.includes("csrf") && !sameSite)
      result = worseOf("cookies-anticsrf-without-samesite-flag", result);
    if (session && !secure)
      result = worseOf(
        hstsPasses
          ? "cookies-session-without-secure-flag-but-protected-by-hsts"
          : "cookies-session-without-secure-flag",
        result,
      );
    if (session && !httpOnly) result = worseOf("cookies-session-without-httponly-flag", result);
    if (!sameSite) missingSameSite = true;
  }
  if (raw.length === 0) return "cookies-not-found";
  return (
    result ??
    (missingSameSite
      ? "cookies-secure-with-httponly-sessions"
      : "cookies-secure-with-httponly-sessions-and-samesite")
  );
}

/** A structured-field token (RFC 8941) with its parameters dropped; null for anything else. */
function structuredToken(value: string): string | null {
  const match = /^([A-Za-z*][A-Za-z0-9:/!#$%&'*+.^_`|~-]*)((?:\s*;\s*[a-z*][a-z0-9_.*-]*(?:=[^;]*)?)*)$/.exec(
    value.trim(),
  );
  return match ? match[1]! : null;
}

function policyHeaderTest(
  answer: ObservedAnswer,
  header: string,
  prefix: string,
  values: readonly string[],
): string {
  const found = headerValues(answer.headers, header);
  if (found.length > 1) return `${prefix}-header-invalid`;
  if (found.length === 0) return `${prefix}-not-implemented`;
  const token = structuredToken(found[0]!.slice(0, 1024).trim());
  return token !== null && values.includes(token)
    ? `${prefix}-implemented-with-${token}`
    : `${prefix}-header-invalid`;
}

function corsTest(answer: ObservedAnswer): string {
  const headers = answer.preflightHeaders;
  const allowOrigin = headerValues(headers, "access-control-allow-origin")[0];
  if (!allowOrigin) return "cross-origin-resource-sharing-not-implemented";
  if (allowOrigin.slice(0, 256).trim().toLowerCase() === "*")
    return "cross-origin-resource-sharing-implemented-with-public-access";
  const credentials = headerValues(headers, "access-control-allow-credentials")[0];
  return allowOrigin === OBSERVATORY_ORIGIN && credentials?.trim().toLowerCase() === "true"
    ? "cross-origin-resource-sharing-implemented-with-universal-access"
    : "cross-origin-resource-sharing-implemented-with-restricted-access";
}

/** The Origin the Observatory sends in its CORS preflight. */
export const OBSERVATORY_ORIGIN = "https://http-observatory.security.mozilla.org";

function referrerTest(answer: ObservedAnswer): string {
  const good = ["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"];
  const bad = ["origin", "origin-when-cross-origin", "unsafe-url", "no-referrer-when-downgrade"];
  const values = [...headerValues(answer.headers, "referrer-policy"), ...httpEquiv(answer).referrer];
  if (values.length === 0) return "referrer-policy-not-implemented";
  const policy =
    values
      .join(", ")
      .split(",")
      .map((value) => value.toLowerCase().trim())
      .filter((value) => good.includes(value) || bad.includes(value))
      .at(-1) ?? "";
  return good.includes(policy)
    ? "referrer-policy-private"
    : bad.includes(policy)
      ? "referrer-policy-unsafe"
      : "referrer-policy-header-invalid";
}

function sriTest(answer: ObservedAnswer, siteHost: string): string {
  if (!isHtml(answer) && headerValues(answer.headers, "content-type").length)
    return "sri-not-implemented-response-not-html";
  const worseOf = worse([
    "sri-implemented-and-all-scripts-loaded-securely",
    "sri-implemented-and-external-scripts-loaded-securely",
    "sri-implemented-but-external-scripts-not-loaded-securely",
    "sri-not-implemented-but-external-scripts-loaded-securely",
    "sri-not-implemented-and-external-scripts-not-loaded-securely",
    "sri-not-implemented-response-not-html",
  ]);
  const scripts = collectElements(answer.body, "script");
  // The registrable domain, roughly: the last two labels (enough for the site's own origin).
  const domain = (host: string) => host.split(".").slice(-2).join(".");
  let result: string | null = null;
  let foreign = false;
  for (const script of scripts) {
    const src = script.src;
    if (!src) continue;
    const integrity = script.integrity || null;
    const relativeProtocol = /^(\/\/)[^/]/.test(src);
    const full = /^https?:\/\//.test(src);
    const relativeOrigin = !relativeProtocol && !full;
    const sameDomain =
      relativeProtocol || relativeOrigin || domain(new URL(src).hostname) === domain(siteHost);
    const secureOrigin = relativeOrigin || (sameDomain && !relativeProtocol);
    if (!secureOrigin) foreign = true;
    const secureScheme = full ? new URL(src).protocol === "https:" : relativeOrigin;
    if (!secureOrigin) {
      if (integrity && !secureScheme)
        result = worseOf("sri-implemented-but-external-scripts-not-loaded-securely", result);
      else if (!integrity && secureScheme)
        result = worseOf("sri-not-implemented-but-external-scripts-loaded-securely", result);
      else if (!integrity)
        result = worseOf("sri-not-implemented-and-external-scripts-not-loaded-securely", result);
    } else if (integrity && secureScheme && !result)
      result = "sri-implemented-and-all-scripts-loaded-securely";
  }
  if (scripts.length === 0) return "sri-not-implemented-but-no-scripts-loaded";
  return (
    result ??
    (foreign
      ? "sri-implemented-and-external-scripts-loaded-securely"
      : "sri-not-implemented-but-all-scripts-loaded-from-secure-origin")
  );
}

function xContentTypeOptionsTest(answer: ObservedAnswer): string {
  const header = headerValues(answer.headers, "x-content-type-options")[0];
  if (header === undefined) return "x-content-type-options-not-implemented";
  return header.slice(0, 256).trim().toLowerCase() === "nosniff"
    ? "x-content-type-options-nosniff"
    : "x-content-type-options-header-invalid";
}

function xFrameOptionsTest(answer: ObservedAnswer, viaCsp: boolean): string {
  if (viaCsp) return "x-frame-options-implemented-via-csp";
  const header = headerValues(answer.headers, "x-frame-options")[0];
  if (header === undefined) return "x-frame-options-not-implemented";
  const value = header.slice(0, 1024).trim().toLowerCase();
  if (value === "deny" || value === "sameorigin") return "x-frame-options-sameorigin-or-deny";
  return value.startsWith("allow-from")
    ? "x-frame-options-allow-from-origin"
    : "x-frame-options-header-invalid";
}

function corpTest(answer: ObservedAnswer): string {
  const header = headerValues(answer.headers, "cross-origin-resource-policy").join(", ");
  if (!header) return "corp-not-implemented";
  const value = header.slice(0, 256).trim().toLowerCase();
  return ["same-site", "same-origin", "cross-origin"].includes(value)
    ? `corp-implemented-with-${value}`
    : "corp-header-invalid";
}

/** What a test's result must be to pass (its `pass`), by test: the Observatory's own lists. */
const PASSING: Record<string, (result: string) => boolean> = {
  "content-security-policy": () => false, // set from cspTest
  cookies: (result) =>
    [
      "cookies-not-found",
      "cookies-secure-with-httponly-sessions-and-samesite",
      "cookies-secure-with-httponly-sessions",
    ].includes(result),
  "cross-origin-embedder-policy": (result) => result !== "coep-header-invalid",
  "cross-origin-opener-policy": (result) => result !== "coop-header-invalid",
  "cross-origin-resource-sharing": (result) =>
    result !== "cross-origin-resource-sharing-implemented-with-universal-access",
  redirection: (result) => result === "redirection-to-https",
  "referrer-policy": (result) =>
    ["referrer-policy-private", "referrer-policy-not-implemented"].includes(result),
  "strict-transport-security": (result) =>
    ["hsts-implemented-max-age-at-least-six-months", "hsts-preloaded"].includes(result),
  "subresource-integrity": (result) =>
    [
      "sri-implemented-and-all-scripts-loaded-securely",
      "sri-implemented-and-external-scripts-loaded-securely",
      "sri-not-implemented-response-not-html",
      "sri-not-implemented-but-all-scripts-loaded-from-secure-origin",
      "sri-not-implemented-but-no-scripts-loaded",
    ].includes(result),
  "x-content-type-options": (result) => result === "x-content-type-options-nosniff",
  "x-frame-options": (result) =>
    !["x-frame-options-not-implemented", "x-frame-options-header-invalid"].includes(result),
  "cross-origin-resource-policy": (result) => result !== "corp-header-invalid",
};

/**
 * The Observatory's score and grade of one answer, standing for `https://{siteHost}{path}`: every
 * test's result and modifier, the penalties first, the bonuses only on a score of 90 or more.
 */
export function observatoryGrade(answer: ObservedAnswer, siteHost: string): ObservatoryGrade {
  const csp = cspTest(answer);
  const hsts = hstsTest(answer);
  const hstsPasses = PASSING["strict-transport-security"]!(hsts);
  const results: [string, string][] = [
    ["content-security-policy", csp.result],
    ["cookies", cookiesTest(answer, hstsPasses)],
    [
      "cross-origin-embedder-policy",
      policyHeaderTest(answer, "cross-origin-embedder-policy", "coep", [
        "require-corp",
        "credentialless",
        "unsafe-none",
      ]),
    ],
    [
      "cross-origin-opener-policy",
      policyHeaderTest(answer, "cross-origin-opener-policy", "coop", [
        "same-origin",
        "same-origin-allow-popups",
        "noopener-allow-popups",
        "unsafe-none",
      ]),
    ],
    ["cross-origin-resource-sharing", corsTest(answer)],
    // Made by the TLS front, not by the host under test (see the module's comment).
    ["redirection", "redirection-to-https"],
    ["referrer-policy", referrerTest(answer)],
    ["strict-transport-security", hsts],
    ["subresource-integrity", sriTest(answer, siteHost)],
    ["x-content-type-options", xContentTypeOptionsTest(answer)],
    ["x-frame-options", xFrameOptionsTest(answer, csp.frameAncestors)],
    ["cross-origin-resource-policy", corpTest(answer)],
  ];
  const tests = results.map(([name, result]) => ({
    name,
    result,
    modifier: MODIFIERS[result] ?? 0,
    pass: name === "content-security-policy" ? csp.pass : PASSING[name]!(result),
  }));
  const penalties = 100 + tests.reduce((sum, test) => sum + Math.min(test.modifier, 0), 0);
  const withBonuses = 100 + tests.reduce((sum, test) => sum + test.modifier, 0);
  const score = Math.max(penalties >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withBonuses : penalties, 0);
  const scannable = (answer.status >= 200 && answer.status < 400) || [401, 403].includes(answer.status);
  return {
    score,
    grade: gradeForScore(score),
    tests,
    ...(scannable
      ? {}
      : { refused: `status ${answer.status}: the Observatory scans only 2xx, 3xx, 401 and 403 answers` }),
  };
}
