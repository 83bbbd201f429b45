import { fr } from "decap-cms-locales";
import { describe, expect, it } from "vitest";
import { frMessages } from "./locale-fr";
import { FR_OVERRIDES } from "./locale-fr-overrides";

type Messages = { [key: string]: string | Messages };

function leaves(messages: Messages, prefix = ""): [string, string][] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === "string" ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );
}

describe("Decap's French texts", () => {
  const all = new Map(leaves(frMessages));

  it("replace only keys Decap has, and keep every other text", () => {
    const decap = new Map(leaves(fr as Messages));
    const overridden = new Set(leaves(FR_OVERRIDES).map(([key]) => key));
    for (const key of overridden) expect(decap.has(key), key).toBe(true);
    for (const [key, text] of decap) if (!overridden.has(key)) expect(all.get(key), key).toBe(text);
  });

  it("say no « Oops », and never call an entry saved", () => {
    for (const [key, text] of all) expect(text, key).not.toMatch(/oops/i);
    expect(all.get("editor.editorToolbar.changesSaved")).not.toMatch(/enregistr/i);
  });

  it("never claim a field is empty when a save is refused for any reason, and point to the fields", () => {
    const refused = all.get("ui.toast.missingRequiredField")!;
    expect(refused).not.toMatch(/vide|obligatoire|manque|requis/i);
    expect(refused).toMatch(/champs/);
  });

  it("show a pattern's French message as it is, without « schéma »", () => {
    expect(all.get("editor.editorControlPane.widget.regexPattern")).toBe("%{pattern}");
  });

  it("say after a failed write that nothing was written, then why (admin/save-problems.ts's explanation)", () => {
    for (const key of [
      "ui.toast.onFailToPersist",
      "ui.toast.onFailToPublishEntry",
      "ui.toast.onFailToUpdateStatus",
      "ui.toast.onFailToDelete",
    ]) {
      const text = all.get(key)!;
      expect(text, key).toMatch(/^L(e|')[^:]+ n'a pas été [a-zé]+\u00a0: %\{details\}$/);
    }
  });
});
