import { describe, expect, it } from "vitest";
import { contributorSchema, otherCreditSchema, teamMemberSchema } from "./schema";

// The committed credits pass the reader's rules (schema, catalogue ids, images) in
// app/data/site-data.test.ts; nothing here counts or names today's entries.

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
    const member = {
      displayName: "Test",
      image: "/img/team/test.webp",
      active: true,
      role: "developer",
      gender: "m",
    };
    expect(teamMemberSchema.safeParse({ ...member, link: "javascript:alert(1)" }).success).toBe(false);
    expect(teamMemberSchema.safeParse({ ...member, link: "http://example.org" }).success).toBe(false);
    expect(teamMemberSchema.safeParse({ ...member, link: "https://example.org" }).success).toBe(true);
  });

  it("reject texts that are not in the message catalogues, naming the key to add", () => {
    const member = { displayName: "Test", image: "/img/team/test.webp", active: true, gender: "f" };
    const unknownRole = teamMemberSchema.safeParse({ ...member, role: "Testeuse" });
    expect(unknownRole.success).toBe(false);
    expect(unknownRole.error?.issues[0]?.message).toContain("« app.credits.role.<id> »");
    expect(teamMemberSchema.safeParse({ ...member, role: "mapper" }).success).toBe(true);
    expect(
      contributorSchema.safeParse({ displayName: "Test", icon: "paint", reasonId: "Affiches de la campagne" })
        .success,
    ).toBe(false);
  });

  it("take a team photo as the site path the editor writes, in an image format, or no photo", () => {
    const member = { displayName: "Test", active: true, role: "developer", gender: "m" };
    const accepts = (image: string) => teamMemberSchema.safeParse({ ...member, image }).success;
    for (const image of [
      "/img/team/test.webp",
      "/img/team/photo-2.jpg",
      "/img/team/a.jpeg",
      "/img/team/b.png",
    ])
      expect(accepts(image), image).toBe(true);
    for (const image of [
      "test",
      "test.webp",
      "/img/team/../secret.webp",
      "/img/team/x.pdf",
      "/img/others/x.png",
    ])
      expect(accepts(image), image).toBe(false);
    expect(teamMemberSchema.safeParse(member).success).toBe(true);
    expect(teamMemberSchema.parse({ ...member, active: undefined }).active).toBe(true);
  });
});
