import { describe, expect, it } from "vitest";
import { renderMarkdown } from "../render";
import { frenchTypography } from "./typography";

const NBSP = "\u00a0";
const NARROW = "\u202f";

describe("French typography", () => {
  it("puts a non-breaking space before a colon and a narrow one before ; ? !", () => {
    expect(frenchTypography("Attention : un choix ; une question ? Oui !")).toBe(
      `Attention${NBSP}: un choix${NARROW}; une question${NARROW}? Oui${NARROW}!`,
    );
  });

  it("joins numbers to their unit and groups thousands with a narrow space", () => {
    expect(frenchTypography("18 000 $ par semaine, 40 % du chiffre et 10000 $ en liquide")).toBe(
      `18${NARROW}000${NBSP}$ par semaine, 40${NARROW}% du chiffre et 10${NARROW}000${NBSP}$ en liquide`,
    );
    expect(frenchTypography("3 semaines")).toBe(`3${NBSP}semaines`);
  });

  it("leaves phone numbers, versions and hardware names alone", () => {
    expect(frenchTypography("555-0142, i5 3470, FX-8350")).toBe("555-0142, i5 3470, FX-8350");
  });

  it("puts narrow non-breaking spaces inside guillemets", () => {
    expect(frenchTypography("le « fear RP » du joueur")).toBe(`le «${NARROW}fear RP${NARROW}» du joueur`);
  });

  it("leaves URLs in the text alone", () => {
    expect(frenchTypography("Voir https://altv.mp/#/downloads?x=1 : la page")).toBe(
      `Voir https://altv.mp/#/downloads?x=1${NBSP}: la page`,
    );
  });
});

describe("typography in rendered Markdown", () => {
  it("applies to the text across inline elements, never inside code, attributes or URLs", async () => {
    const { html } = await renderMarkdown(
      [
        "**À retenir :** « [la carte](/board?category=parking) » coûte 1 500 $ !",
        "",
        "Tapez `/me : salut ?` puis ```x ; y```.",
        "",
        "```",
        "Bloc : code ; brut ?",
        "```",
        "",
        "![Plan : carte ?](/img/notice/diagrams/court-process.webp)",
      ].join("\n"),
    );
    expect(html).toContain(
      `<strong>À retenir${NBSP}:</strong> «${NARROW}<a href="/board?category=parking">la carte</a>${NARROW}» coûte 1${NARROW}500${NBSP}$${NARROW}!`,
    );
    expect(html).toContain("<code>/me : salut ?</code>");
    expect(html).toContain("<code>x ; y</code>");
    expect(html).toContain("Bloc : code ; brut ?");
    expect(html).toContain('alt="Plan : carte ?"');
  });

  it("keeps headings' ids and the text of search sections readable", async () => {
    const { headings, sections } = await renderMarkdown("## Le principe : 20 points ?\n\nTexte : oui.");
    expect(headings[0]).toEqual({
      depth: 2,
      text: `Le principe${NBSP}: 20${NBSP}points${NARROW}?`,
      id: "le-principe-20-points",
    });
    expect(sections[0]?.text).toBe(`Texte${NBSP}: oui.`);
  });
});
