import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { poiSchema } from "~/map/poi-schema";
import { editorFields } from "./fields";
import { jsonFileFormatter } from "./json-file";

describe("a JSON file as the editor writes it", () => {
  it("has a new point's keys in the order of every point file, whatever order the form was filled in", () => {
    const order = editorFields(poiSchema).map((field) => field.name);
    const filledIn = { name: "Parking d'essai", position: "100,200,30", icon: "parking", id: 3152 };
    const written = jsonFileFormatter.toFile(filledIn, order);
    expect(written).toBe(
      '{\n  "id": 3152,\n  "name": "Parking d\'essai",\n  "position": "100,200,30",\n  "icon": "parking"\n}\n',
    );
    // The order of the content's own files.
    const existing = readFileSync("test/fixtures/site/content/map/points/parking/3.json", "utf8");
    expect(Object.keys(JSON.parse(written) as object)).toEqual(Object.keys(JSON.parse(existing) as object));
  });

  it("reads back what it writes", () => {
    const data = { id: 1, name: "Garage" };
    expect(jsonFileFormatter.fromFile(jsonFileFormatter.toFile(data, ["id", "name"]))).toEqual(data);
  });
});
