import { Component } from "react";
import type { CmsWidgetControlProps } from "decap-cms-core";
import { refused, type Validity } from "./validity";
import { readWholeNumber } from "./whole-number";

type Props = CmsWidgetControlProps<number | string | undefined>;

/**
 * A whole number field (an order, a count), typed as text: what is typed stays as typed until it
 * reads as a whole number, and `isValid` says in French why it does not (« 2,5 » is refused, not
 * turned into 25 as a browser's number field did). The field's `min` and `max` are the schema's.
 */
export class WholeNumberControl extends Component<Props> {
  private limits() {
    const { field } = this.props;
    const bound = (name: string) => {
      const value = field.get(name) as unknown;
      return typeof value === "number" ? value : undefined;
    };
    return { min: bound("min"), max: bound("max") };
  }

  isValid = (): Validity => {
    const { value } = this.props;
    if (value === undefined || value === "") return true;
    const read = readWholeNumber(String(value), this.limits());
    return "problem" in read ? refused(read.problem) : true;
  };

  render() {
    const { forID, value, onChange, classNameWrapper } = this.props;
    return (
      <input
        id={forID}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        className={classNameWrapper}
        value={value ?? ""}
        onChange={(event) => {
          const read = readWholeNumber(event.target.value, this.limits());
          // A number once it reads as one; otherwise the text as typed, for isValid to refuse.
          onChange("value" in read ? read.value : "empty" in read ? "" : event.target.value);
        }}
      />
    );
  }
}
