import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { CONTRIBUTORS } from "./contributors";
import { OTHER_CREDITS } from "./others";
import { contributorSchema, creditIconSchema, otherCreditSchema, teamMemberSchema } from "./schema";
import { TEAM } from "./team";

const publicFile = (sitePath: string): string =>
  fileURLToPath(new URL(`../../../public${sitePath}`, import.meta.url));

describe("team", () => {
  it.each(TEAM.map((member) => [member.displayName, member] as const))(
    "%s matches the schema",
    (_, member) => {
      expect(teamMemberSchema.safeParse(member).error).toBeUndefined();
    },
  );

  it("has exactly one easter egg, drawn from the member's own avatar", () => {
    const withEgg = TEAM.filter((member) => member.easterEgg);
    expect(withEgg).toHaveLength(1);
    expect(withEgg[0]?.easterEgg?.hoverImage).toBe(`/img/team/${withEgg[0]?.image}-egg.webp`);
  });

  it("has unique names and images", () => {
    expect(new Set(TEAM.map((m) => m.displayName)).size).toBe(TEAM.length);
    expect(new Set(TEAM.map((m) => m.image)).size).toBe(TEAM.length);
  });

  it("has an avatar file for every member, and the hover image for the easter egg", () => {
    for (const member of TEAM) {
      expect(existsSync(publicFile(`/img/team/${member.image}.webp`)), member.image).toBe(true);
      if (member.easterEgg)
        expect(existsSync(publicFile(member.easterEgg.hoverImage)), member.easterEgg.hoverImage).toBe(true);
    }
  });
});

describe("contributors", () => {
  it.each(CONTRIBUTORS.map((c) => [c.displayName, c] as const))("%s matches the schema", (_, contributor) => {
    expect(contributorSchema.safeParse(contributor).error).toBeUndefined();
  });

  it("covers every icon kind", () => {
    expect(new Set(CONTRIBUTORS.map((c) => c.icon))).toEqual(new Set(creditIconSchema.options));
  });
});

describe("other credits", () => {
  it.each(OTHER_CREDITS.map((o) => [o.displayName, o] as const))("%s matches the schema", (_, other) => {
    expect(otherCreditSchema.safeParse(other).error).toBeUndefined();
  });

  it("has a badge file for every entry that uses an image", () => {
    for (const other of OTHER_CREDITS) {
      if (other.image)
        expect(existsSync(publicFile(`/img/others/${other.image}.png`)), other.image).toBe(true);
    }
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
