import { Component } from "react";
import type { CmsWidgetControlProps } from "decap-cms-core";
import { pointIds } from "virtual:brumes-editor";
import { refused, type Validity } from "./validity";

type Props = CmsWidgetControlProps<number | string | undefined> & {
  getEntry?: () => { get(key: string): unknown };
};

/** The smallest id above every point's: what a new point gets unless staff choose another. */
export function nextFreeId(ids: readonly number[]): number {
  return ids.reduce((highest, id) => Math.max(highest, id), 0) + 1;
}

/**
 * A point's id, unique across the map's categories (the points' links, /board?poi=<id>, name it):
 * a new point is offered the next free id; an id another point has is refused with a message.
 */
export class PoiIdControl extends Component<Props> {
  componentDidMount() {
    if (this.props.value === undefined || this.props.value === "") this.props.onChange(nextFreeId(pointIds));
  }

  /** The id this entry was saved with (its file name), which is its own and not a duplicate. */
  private savedId(): string | undefined {
    const entry = this.props.getEntry?.();
    if (!entry || entry.get("newRecord")) return undefined;
    const slug = entry.get("slug");
    return typeof slug === "string" ? slug : undefined;
  }

  isValid = (): Validity => {
    const id = Number(this.props.value);
    if (!Number.isInteger(id) || id <= 0) return refused("Un nombre entier supérieur à 0.");
    if (String(id) !== this.savedId() && pointIds.includes(id)) {
      return refused(
        `L'identifiant ${id} est déjà pris par un autre point ; ${nextFreeId(pointIds)} est libre.`,
      );
    }
    return true;
  };

  render() {
    const { forID, value, onChange, classNameWrapper } = this.props;
    return (
      <input
        id={forID}
        type="number"
        min={1}
        step={1}
        inputMode="numeric"
        className={classNameWrapper}
        value={value ?? ""}
        onChange={(event) => onChange(event.target.value === "" ? "" : Number(event.target.value))}
      />
    );
  }
}
