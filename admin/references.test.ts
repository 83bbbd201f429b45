import { describe, expect, it } from "vitest";
import {
  entryLabel,
  entryPlaces,
  mediaUsedBy,
  referencesTo,
  usedMessage,
  type ContentFile,
} from "./references";

const FILES: ContentFile[] = [
  {
    path: "content/notice/game/banking/atm.md",
    raw: "---\ntitle: Distributeurs\n---\n\n![Plan](/img/notice/diagrams/plan.webp)\n\nVoir [la banque](/notice/game/banking/public#taux) et [le parking](/board?category=parking&poi=3004).\n",
  },
  {
    path: "content/notice/game/banking/_category.json",
    raw: '{\n  "image": "/img/notice/banking.webp"\n}\n',
  },
  {
    path: "content/credits/team/nora.json",
    raw: '{\n  "displayName": "Nora",\n  "image": "/img/team/nora.webp"\n}\n',
  },
  { path: "content/credits/others/alt-v.json", raw: '{\n  "displayName": "alt:V",\n  "image": "alt-v"\n}\n' },
  {
    path: "content/map/categories.json",
    raw: '{\n  "parking": { "article": "/notice/game/vehicles/parking" }\n}\n',
  },
  {
    path: "content/map/places/vieux-port.json",
    raw: '{\n  "id": "vieux-port",\n  "town": "port-brume"\n}\n',
  },
];

describe("what uses an image", () => {
  it("finds an article's text, a category's image, a photo and a tool's badge", () => {
    expect(mediaUsedBy("/img/notice/diagrams/plan.webp", FILES)).toEqual([
      { file: "content/notice/game/banking/atm.md", what: "son texte" },
    ]);
    expect(mediaUsedBy("/img/notice/banking.webp", FILES)).toEqual([
      { file: "content/notice/game/banking/_category.json", what: "le champ « image »", key: "image" },
    ]);
    expect(mediaUsedBy("/img/team/nora.webp", FILES)).toEqual([
      { file: "content/credits/team/nora.json", what: "le champ « image »", key: "image" },
    ]);
    expect(mediaUsedBy("/img/others/alt-v.png", FILES)).toHaveLength(1);
  });

  it("finds nothing for an image no entry shows", () => {
    expect(referencesTo("public/img/team/ancien.webp", FILES)).toEqual([]);
  });

  it("says in French which entry uses it and what to do, naming files only when it must", () => {
    expect(
      usedMessage("public/img/team/nora.webp", referencesTo("public/img/team/nora.webp", FILES), FILES),
    ).toBe(
      "«\u00a0/img/team/nora.webp\u00a0» est utilisé par la fiche « Nora » (l'équipe) (le champ « image ») : le supprimer casserait cette entrée. Changez d'abord cette entrée pour ne plus l'utiliser.",
    );
  });

  it("names the entry where staff find it in the editor's menu, and the field by the form's label", () => {
    const placeOf = entryPlaces([
      {
        label: "Crédits · Équipe",
        folder: "content/credits/team",
        fields: [{ name: "image", label: "Photo" }],
      },
      {
        label: "Règlement · Catégories",
        files: [
          {
            label: "Aide technique · Dépannage",
            file: "content/notice/game/banking/_category.json",
            fields: [{ name: "image", label: "Image" }],
          },
        ],
      },
      { label: "Règlement du jeu · Banque", folder: "content/notice/game/banking", fields: [] },
    ]);
    const message = (deleted: string) => usedMessage(deleted, referencesTo(deleted, FILES), FILES, placeOf);
    expect(message("public/img/team/nora.webp")).toContain(
      "est utilisé par «\u00a0Nora\u00a0» (Crédits · Équipe, champ «\u00a0Photo\u00a0») :",
    );
    expect(message("public/img/notice/banking.webp")).toContain(
      "est utilisé par «\u00a0Aide technique · Dépannage\u00a0» (Règlement · Catégories, champ «\u00a0Image\u00a0») :",
    );
    expect(message("public/img/notice/diagrams/plan.webp")).toContain(
      "est utilisé par «\u00a0Distributeurs\u00a0» (Règlement du jeu · Banque, son texte) :",
    );
  });

  it("names each kind of entry by its title or name, never by its file", () => {
    const label = (path: string, raw: string) => entryLabel({ path, raw });
    expect(label("content/notice/game/banking/atm.md", "---\ntitle: Distributeurs\n---\n")).toBe(
      "l'article « Distributeurs » du règlement",
    );
    expect(label("content/notice/game/banking/_category.json", '{"title":"Banque"}')).toBe(
      "la catégorie « Banque » du règlement",
    );
    expect(label("content/map/points/parking/3001.json", '{"name":"Parking du Port"}')).toBe(
      "le point « Parking du Port » n° 3001 de la carte",
    );
    expect(label("content/map/places/vieux-port.json", '{"name":"Vieux-Port"}')).toBe(
      "le lieu « Vieux-Port » de la carte",
    );
    expect(label("content/terms/terms.md", "---\ntitle: CGU\n---\n")).toBe("les conditions d'utilisation");
    // A file that does not read still gets a name.
    expect(label("content/map/points/parking/3002.json", "{")).toBe("le point n° 3002 de la carte");
  });
});

describe("what refers to an entry about to be deleted", () => {
  it("finds the articles linking to an article, and the map's category link", () => {
    expect(referencesTo("content/notice/game/banking/public.md", FILES)).toEqual([
      { file: "content/notice/game/banking/atm.md", what: "un lien de son texte" },
    ]);
    expect(referencesTo("content/notice/game/vehicles/parking.md", FILES)).toEqual([
      { file: "content/map/categories.json", what: "un lien vers l'article" },
    ]);
  });

  it("finds the articles linking to a map point, of that category only", () => {
    expect(referencesTo("content/map/points/parking/3004.json", FILES)).toHaveLength(1);
    expect(referencesTo("content/map/points/enterprise/3004.json", FILES)).toEqual([]);
  });

  it("finds the places that name a town", () => {
    expect(referencesTo("content/map/places/port-brume.json", FILES)).toEqual([
      { file: "content/map/places/vieux-port.json", what: "sa ville (« town »)" },
    ]);
  });
});
