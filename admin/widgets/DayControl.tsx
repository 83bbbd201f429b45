import { Component } from "react";
import type { CmsWidgetControlProps } from "decap-cms-core";
import { latestToday } from "~/notice/schema";
import { refused, type Validity } from "./validity";
import { WrittenDay } from "./WrittenDay";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A calendar day (YYYY-MM-DD) that is not in the future: the schemas' `daySchema` rule, which
 * Decap's date widget cannot say. The browser's date picker stops at today; `isValid` says why.
 * The day is also written out in French next to the field, whatever the browser's language.
 */
export class DayControl extends Component<CmsWidgetControlProps<string>> {
  isValid = (): Validity => {
    const value = this.props.value;
    if (!value) return true;
    if (!DAY.test(value)) return refused("Une date écrite AAAA-MM-JJ.");
    if (value > latestToday()) return refused("La date ne peut pas être dans le futur.");
    return true;
  };

  render() {
    const { forID, value, onChange, classNameWrapper } = this.props;
    return (
      <div className="day-control">
        <input
          id={forID}
          type="date"
          className={classNameWrapper}
          value={value ?? ""}
          max={latestToday()}
          aria-describedby={`${forID}-written`}
          onChange={(event) => onChange(event.target.value)}
        />
        <WrittenDay id={`${forID}-written`} value={value} />
      </div>
    );
  }
}
