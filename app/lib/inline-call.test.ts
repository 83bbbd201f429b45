import { describe, expect, it } from "vitest";
import { inlineCall } from "./inline-call";

describe("an inline script made from a function", () => {
  it("calls the function's own text with its arguments written as JSON, and runs alone", () => {
    const seen: unknown[] = [];
    const code = inlineCall(
      (name: string, limits: readonly number[]) => {
        (globalThis as { __seen?: unknown[] }).__seen?.push(name, limits.length);
      },
      'a "quoted" name',
      [1, 2, 3],
    );
    expect(code).toMatch(/^\(.*\)\("a \\"quoted\\" name",\[1,2,3\]\)$/s);
    (globalThis as { __seen?: unknown[] }).__seen = seen;
    new Function(code)();
    delete (globalThis as { __seen?: unknown[] }).__seen;
    expect(seen).toEqual(['a "quoted" name', 3]);
  });
});
