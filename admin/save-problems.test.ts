import { describe, expect, it } from "vitest";
import { explainSaveFailure, SAVE_PROBLEM_TEXT, SaveProblemError, saveProblemOf } from "./save-problems";

/** Decap's APIError, as its GitHub and proxy backends throw it. */
function apiError(message: string, status: number) {
  return Object.assign(new Error(message), { name: "API_ERROR", status });
}

describe("why a write failed", () => {
  it("tells an expired login, a missing right, a lost network and a refusal apart", () => {
    expect(saveProblemOf(apiError("Bad credentials", 401))).toBe("expired-login");
    expect(saveProblemOf(apiError("Resource not accessible by integration", 403))).toBe("no-write-access");
    expect(saveProblemOf(apiError("API rate limit exceeded for user", 403))).toBe("refused");
    // fetch's own errors, and GitHub's backend turning them into a 500.
    expect(saveProblemOf(new TypeError("Failed to fetch"))).toBe("network");
    expect(saveProblemOf(apiError("Failed to fetch", 500))).toBe("network");
    expect(saveProblemOf(apiError("NetworkError when attempting to fetch resource.", 500))).toBe("network");
    expect(saveProblemOf(apiError("Update is not a fast forward", 422))).toBe("refused");
    expect(saveProblemOf(undefined)).toBe("refused");
  });

  it("reads as a sentence after « n'a pas été enregistrée : », without « Error: », and says the draft is kept", () => {
    const explained = explainSaveFailure(apiError("Bad credentials", 401));
    expect(String(explained)).toBe(SAVE_PROBLEM_TEXT["expired-login"]);
    expect(String(explained)).toMatch(/^[a-zé']/);
    for (const problem of ["conflict", "expired-login", "no-write-access", "network", "refused"] as const)
      expect(SAVE_PROBLEM_TEXT[problem], problem).toMatch(/gardées dans ce navigateur/);
    expect(SAVE_PROBLEM_TEXT["publish-conflict"]).toMatch(/reste enregistrée dans le flux éditorial/);
  });

  it("adds the server's own words only when it refused for a reason it names", () => {
    expect(String(explainSaveFailure(apiError("Update is not a fast forward", 422)))).toMatch(
      /\(Détail technique\u00a0: Update is not a fast forward\)$/,
    );
    expect(String(explainSaveFailure(new TypeError("Failed to fetch")))).not.toMatch(/Détail/);
    const conflict = new SaveProblemError("conflict");
    expect(explainSaveFailure(conflict)).toBe(conflict);
  });
});
