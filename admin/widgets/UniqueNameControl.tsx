import { Component } from "react";
import type { CmsWidgetControlProps } from "decap-cms-core";
import { placeNameProblem, pointNameProblem } from "~/map/point-rules";
import { contentIndex } from "../content-index";
import { categoryOfCollection } from "./PoiIdControl";
import { refused, sentence, type Validity } from "./validity";

type Props = CmsWidgetControlProps<string | undefined> & {
  getEntry?: () => { get(key: string): unknown };
  collection?: { get(key: string): unknown };
};

/**
 * The name of a map point (unique in its category; « ??? » for an illegal spot and only there) or
 * of a place (unique on the map), refused on the field with the build's own rule
 * (app/map/point-rules.ts) against the names the editor knows now. The save checks it again
 * against what colleagues saved meanwhile (admin/save-checks.ts).
 */
export class UniqueNameControl extends Component<Props> {
  /** This entry's own file name (its id), which is not another entry. */
  private ownId(): string | undefined {
    const entry = this.props.getEntry?.();
    if (!entry || entry.get("newRecord")) return undefined;
    const slug = entry.get("slug");
    return typeof slug === "string" ? slug : undefined;
  }

  /** Why the name is refused, or undefined. */
  problem(): string | undefined {
    const name = this.props.value ?? "";
    const own = this.ownId();
    const collection = String(this.props.collection?.get("name") ?? "");
    if (collection === "map-places")
      return placeNameProblem(
        name,
        contentIndex.places
          .filter((place) => place.id !== own)
          .map((place) => ({ name: place.name, id: place.id })),
      );
    const category = categoryOfCollection(this.props.collection);
    return pointNameProblem(
      category,
      name,
      (contentIndex.points[category] ?? [])
        .filter((point) => String(point.id) !== own)
        .map((point) => ({ name: point.name, id: point.id })),
    );
  }

  isValid = (): Validity => {
    const problem = this.problem();
    return problem ? refused(sentence("Le nom", problem)) : true;
  };

  render() {
    const { forID, value, onChange, classNameWrapper } = this.props;
    return (
      <input
        id={forID}
        type="text"
        className={classNameWrapper}
        value={value ?? ""}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  }
}
