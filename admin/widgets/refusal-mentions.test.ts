import { describe, expect, it } from "vitest";
import { linkNamed } from "~/notice/article-rules";
import { linkMentionAt } from "./refusal-mentions";

const first = linkNamed({ words: "la location", href: "/notice/game/vehicles/loc" });
const second = linkNamed({ words: "", href: "/notice/game/nowhere" });
const MESSAGE = `2 liens ne mènent nulle part : ${first} : aucune page ; ${second} : aucune page ; refaites chacun.`;

describe("the link a click on a refusal names", () => {
  it("is the mention under the click, in the message's order", () => {
    expect(linkMentionAt(MESSAGE, MESSAGE.indexOf("location"))).toBe(0);
    expect(linkMentionAt(MESSAGE, MESSAGE.indexOf("/notice/game/nowhere"))).toBe(1);
    // After the last mention, its explanation: still that link.
    expect(linkMentionAt(MESSAGE, MESSAGE.indexOf("refaites"))).toBe(1);
  });

  it("is the first before any mention, and none in a message that names no link", () => {
    expect(linkMentionAt(MESSAGE, 0)).toBe(0);
    expect(linkMentionAt("Le titre ne peut pas être vide.", 3)).toBe(-1);
    // At the start of the field's sentence, with its capital.
    expect(linkMentionAt(`L${first.slice(1)} : aucune page.`, 5)).toBe(0);
  });
});
