import { Component } from "react";
import type { CmsWidgetControlProps } from "decap-cms-core";
import { latestToday } from "~/notice/schema";
import { refused, type Validity } from "./validity";
import { DayInput } from "./DayInput";
import { WrittenDay } from "./WrittenDay";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A calendar day (YYYY-MM-DD) that is not in the future: the schemas' `daySchema` rule, which
 * Decap's date widget cannot say; `isValid` says why. Typed JJ/MM/AAAA (DayInput), and also written
 * out in French below the field.
 */
export class DayControl extends Component<CmsWidgetControlProps<string>> {
  isValid = (): Validity => {
    const value = this.props.value;
    if (!value) return true;
    if (!DAY.test(value)) return refused("Écrivez la date JJ/MM/AAAA, par exemple 24/11/2026.");
    if (value > latestToday()) return refused("La date ne peut pas être dans le futur.");
    return true;
  };

  render() {
    const { forID, value, onChange, classNameWrapper } = this.props;
    return (
      <div className="day-control">
        <DayInput
          id={forID}
          className={classNameWrapper}
          value={value}
          max={latestToday()}
          describedBy={`${forID}-written`}
          onChange={onChange}
        />
        <WrittenDay id={`${forID}-written`} value={value} />
      </div>
    );
  }
}
