/**
 * The source of an inline script: `run` called with `args`, each written as JSON. `run` is real
 * TypeScript (type-checked, linted, tested), not a string. It runs alone while the page is parsed,
 * before any module, so it must be self-contained: it may use its arguments and the browser's
 * globals, nothing else of its module (the compiled function's own text is what the page gets).
 */
export function inlineCall<A extends readonly unknown[]>(run: (...args: A) => void, ...args: A): string {
  return `(${run.toString()})(${args.map((arg) => JSON.stringify(arg)).join(",")})`;
}
