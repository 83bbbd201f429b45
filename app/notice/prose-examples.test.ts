import { describe, expect, it } from "vitest";
import { proseExampleWarnings } from "./prose-examples";

const article = (body: string) => ({ file: "content/notice/game/banking/atm.md", body, bodyLine: 7 });

describe("examples left in prose", () => {
  it("are named with their file and line, once per article", () => {
    const body = "Texte.\n\n- **Bon RP :** un geste.\n- **Mauvais RP :** un autre.\n";
    expect(proseExampleWarnings([article(body)])).toEqual([
      "content/notice/game/banking/atm.md, ligne 9 : un exemple est écrit dans le texte ; écrivez-le dans un bloc « :::bon » ou « :::mauvais » pour qu'il s'affiche comme un exemple",
    ]);
    expect(proseExampleWarnings([article("*Exemple de mauvaise scène :* une scène.")])).toHaveLength(1);
    expect(proseExampleWarnings([article("*Exemple :* une scène.")])).toHaveLength(1);
  });

  it("leave alone the blocks and prose that only mentions examples", () => {
    const body =
      ":::bon\nUn geste.\n:::\n\nPar exemple, une amende de 4 000 $.\n\n| Type | Exemple |\n|---|---|\n\n## Exemples de répartition\n";
    expect(proseExampleWarnings([article(body)])).toEqual([]);
  });
});
