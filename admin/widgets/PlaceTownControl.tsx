import { Component } from "react";
import type { CmsWidgetControlProps } from "decap-cms-core";
import { placeTownProblem } from "~/map/point-rules";
import { contentIndex } from "../content-index";
import { refused, sentence, type Validity } from "./validity";

/**
 * The town of a district, harbour or airport: chosen among the places of kind « town » the editor
 * knows, never typed (the build refuses an id that is not a town's).
 */
export class PlaceTownControl extends Component<CmsWidgetControlProps<string | undefined>> {
  isValid = (): Validity => {
    const town = this.props.value;
    if (!town) return true;
    const problem = placeTownProblem(town, contentIndex.places);
    return problem ? refused(sentence("La ville", problem)) : true;
  };

  render() {
    const { forID, value, onChange, classNameWrapper } = this.props;
    const towns = contentIndex.places
      .filter((place) => place.kind === "town")
      .sort((a, b) => a.name.localeCompare(b.name, "fr"));
    return (
      <select
        id={forID}
        className={classNameWrapper}
        value={value ?? ""}
        onChange={(event) => onChange(event.target.value || undefined)}
      >
        <option value="">— Aucune —</option>
        {value && !towns.some((town) => town.id === value) ? (
          <option value={value}>{value} (ce n'est pas une ville)</option>
        ) : null}
        {towns.map((town) => (
          <option key={town.id} value={town.id}>
            {town.name} ({town.id})
          </option>
        ))}
      </select>
    );
  }
}
