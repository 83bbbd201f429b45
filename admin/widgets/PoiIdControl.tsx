import { Component } from "react";
import type { CmsWidgetControlProps } from "decap-cms-core";
import { nextFreeId, pointIdProblem } from "~/map/point-rules";
import { contentIndex, pointIdsInUse } from "../content-index";
import { refused, type Validity } from "./validity";

type Props = CmsWidgetControlProps<number | string | undefined> & {
  getEntry?: () => { get(key: string): unknown };
  collection?: { get(key: string): unknown };
};

/** The map category of a points collection ("map-parking" → "parking"). */
export const categoryOfCollection = (collection: Props["collection"]) =>
  String(collection?.get("name") ?? "").replace(/^map-/, "");

/** The id a new point of `category` is offered, from the points the editor knows now. */
export function offeredId(category: string): number {
  return nextFreeId(
    pointIdsInUse().keys(),
    (contentIndex.points[category] ?? []).map((point) => point.id),
  );
}

/**
 * A point's id, unique across the map's categories (the points' links, /board?poi=<id>, name it):
 * a new point is offered the next free id, and another point's id is refused; a saved point's id
 * is its file's name and does not change (links use it). The save checks the id again against
 * what colleagues saved meanwhile (admin/save-checks.ts), and takes the next free one if needed.
 */
export class PoiIdControl extends Component<Props> {
  componentDidMount() {
    if (this.props.value === undefined || this.props.value === "")
      this.props.onChange(offeredId(categoryOfCollection(this.props.collection)));
  }

  /** The id this entry was saved with (its file name); undefined for a new point. */
  private savedId(): string | undefined {
    const entry = this.props.getEntry?.();
    if (!entry || entry.get("newRecord")) return undefined;
    const slug = entry.get("slug");
    return typeof slug === "string" ? slug : undefined;
  }

  isValid = (): Validity => {
    const id = Number(this.props.value);
    if (!Number.isInteger(id) || id <= 0) return refused("Un nombre entier supérieur à 0.");
    const saved = this.savedId();
    if (saved !== undefined)
      return String(id) === saved
        ? true
        : refused(
            `L'identifiant d'un point enregistré ne change pas (les liens l'utilisent) : remettez ${saved}.`,
          );
    const problem = pointIdProblem(id, pointIdsInUse());
    return problem
      ? refused(`${problem} ; ${offeredId(categoryOfCollection(this.props.collection))} est libre.`)
      : true;
  };

  render() {
    const { forID, value, onChange, classNameWrapper } = this.props;
    const saved = this.savedId();
    return (
      <input
        id={forID}
        type="number"
        min={1}
        step={1}
        inputMode="numeric"
        className={classNameWrapper}
        value={value ?? ""}
        readOnly={saved !== undefined}
        aria-readonly={saved !== undefined || undefined}
        onChange={(event) => onChange(event.target.value === "" ? "" : Number(event.target.value))}
      />
    );
  }
}
