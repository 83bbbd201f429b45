import { describe, expect, it } from "vitest";
import { contributorSchema, otherCreditSchema, teamMemberSchema } from "./schema";
import { TEAM } from "./team";

// The committed credits pass the reader's rules (schema, catalogue ids, images) in
// app/data/site-data.test.ts; nothing here counts or names today's entries.
describe("team", () => {
  it("draws each easter egg from the member's own avatar", () => {
    for (const member of TEAM.filter((entry) => entry.easterEgg))
      expect(member.easterEgg?.hoverImage).toBe(`/img/team/${member.image}-egg.webp`);
  });
});

describe("schemas", () => {
  it("reject an other credit with both an image and an icon, or neither", () => {
    const base = {
      displayName: "Outil",
      links: [{ kind: "website", url: "https://example.org" }],
      favorite: false,
      descriptionId: "leaflet",
    };
    expect(otherCreditSchema.safeParse({ ...base, image: "outil", icon: "paint" }).success).toBe(false);
    expect(otherCreditSchema.safeParse(base).success).toBe(false);
    expect(otherCreditSchema.safeParse({ ...base, icon: "paint" }).success).toBe(true);
  });

  it("reject links that are not https URLs", () => {
    const member = { displayName: "Test", image: "test", active: true, role: "developer", gender: "m" };
    expect(teamMemberSchema.safeParse({ ...member, link: "javascript:alert(1)" }).success).toBe(false);
    expect(teamMemberSchema.safeParse({ ...member, link: "http://example.org" }).success).toBe(false);
    expect(teamMemberSchema.safeParse({ ...member, link: "https://example.org" }).success).toBe(true);
  });

  it("reject texts that are not in the message catalogues, naming the key to add", () => {
    const member = { displayName: "Test", image: "test", active: true, gender: "f" };
    const unknownRole = teamMemberSchema.safeParse({ ...member, role: "Testeuse" });
    expect(unknownRole.success).toBe(false);
    expect(unknownRole.error?.issues[0]?.message).toContain('"app.credits.role.<id>"');
    expect(teamMemberSchema.safeParse({ ...member, role: "mapper" }).success).toBe(true);
    expect(
      contributorSchema.safeParse({ displayName: "Test", icon: "paint", reasonId: "Affiches de la campagne" })
        .success,
    ).toBe(false);
  });

  it("reject image names with an extension or a path", () => {
    const member = { displayName: "Test", active: true, role: "developer", gender: "m" };
    expect(teamMemberSchema.safeParse({ ...member, image: "test.webp" }).success).toBe(false);
    expect(teamMemberSchema.safeParse({ ...member, image: "../test" }).success).toBe(false);
  });
});
