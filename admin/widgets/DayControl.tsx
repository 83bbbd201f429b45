import { Component } from "react";
import type { CmsWidgetControlProps } from "decap-cms-core";
import { latestToday } from "~/notice/schema";
import { redrawnOnRefusal, refusalListedAbove } from "../decap-shapes";
import { refused, type Validity } from "./validity";
import { DayInput } from "./DayInput";
import { WrittenDay } from "./WrittenDay";
import { dayProblem } from "./written-day";

/**
 * A calendar day (YYYY-MM-DD) that is not in the future: the schemas' `daySchema` rule, which
 * Decap's date widget cannot say; `isValid` says why. Typed JJ/MM/AAAA (DayInput), and also written
 * out in French below the field, or why it is refused as soon as it is typed.
 */
export class DayControl extends Component<CmsWidgetControlProps<string>> {
  shouldComponentUpdate = redrawnOnRefusal;

  isValid = (): Validity => {
    const problem = dayProblem(this.props.value, latestToday());
    return problem ? refused(problem) : true;
  };

  render() {
    const { forID, value, onChange, classNameWrapper } = this.props;
    const saidAbove = refusalListedAbove(this.props);
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
        <WrittenDay id={`${forID}-written`} value={value} saidAbove={saidAbove} />
      </div>
    );
  }
}
