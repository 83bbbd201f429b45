import { Component } from "react";
import type { CmsWidgetControlProps } from "decap-cms-core";
import { pointIds, pointIdsByCategory } from "virtual:brumes-editor";
import { refused, type Validity } from "./validity";

type Props = CmsWidgetControlProps<number | string | undefined> & {
  getEntry?: () => { get(key: string): unknown };
  collection?: { get(key: string): unknown };
};

/**
 * What a new point gets unless staff choose another: the id after its category's highest that no
 * point has (car parks are 3001, 3002…: a new one is not offered an illegal place's 4021, as
 * staff trial 28s saw), or after every point's when the category has none.
 */
export function nextFreeId(allIds: readonly number[], categoryIds: readonly number[] = allIds): number {
  const highest = (ids: readonly number[]) => ids.reduce((top, id) => Math.max(top, id), 0);
  let id = highest(categoryIds.length > 0 ? categoryIds : allIds) + 1;
  while (allIds.includes(id)) id += 1;
  return id;
}

/**
 * A point's id, unique across the map's categories (the points' links, /board?poi=<id>, name it):
 * a new point is offered the next free id; an id another point has is refused with a message.
 */
export class PoiIdControl extends Component<Props> {
  /** The next free id in this collection's category ("map-parking" → "parking"). */
  private freeId(): number {
    const category = String(this.props.collection?.get("name") ?? "").replace(/^map-/, "");
    return nextFreeId(pointIds, pointIdsByCategory[category] ?? []);
  }

  componentDidMount() {
    if (this.props.value === undefined || this.props.value === "") this.props.onChange(this.freeId());
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
      return refused(`L'identifiant ${id} est déjà pris par un autre point ; ${this.freeId()} est libre.`);
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
