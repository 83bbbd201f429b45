// @vitest-environment happy-dom
import { fromJS } from "immutable";
import { describe, expect, it } from "vitest";
import { points } from "virtual:brumes-editor";
import { parsePosition } from "~/map/projection";
import { PositionControl } from "./PositionControl";
import { formatPosition } from "./position";

/** The position field of a new point of the car parks, as Decap gives it its props. */
function field(value: string, slug?: string) {
  const entry = fromJS({ newRecord: slug === undefined, slug, data: { icon: "parking" } });
  const props = {
    value,
    collection: fromJS({ name: "map-parking" }),
    getEntry: () => entry,
  } as unknown as ConstructorParameters<typeof PositionControl>[0];
  return new PositionControl(props);
}

describe("the position of a map point", () => {
  const [first] = points.parking!;
  const there = parsePosition(first!.position);

  it("is refused on the field at the spot of another point of its category, naming it", () => {
    const validity = field(formatPosition({ ...there, x: there.x + 1 })).isValid();
    expect(validity).not.toBe(true);
    const message = validity === true ? "" : validity.error.message;
    expect(message).toContain(`n° ${first!.id}`);
    expect(message).toMatch(/^Le point/);
  });

  it("is valid at its own spot when it is that point", () => {
    expect(field(formatPosition(there), String(first!.id)).isValid()).toBe(true);
  });
});
