import { latestToday } from "~/notice/schema";
import { dayProblem, writtenDay } from "./written-day";

/**
 * The chosen day written out in French, next to a date field that describes itself with it; or,
 * as soon as it is typed, why it is not a day that can be saved. Once a save has refused it, the
 * editor says why above the field (`saidAbove`): this line is then empty (written out, the refused
 * day read as a day that is fine).
 */
export function WrittenDay({
  id,
  value,
  saidAbove = false,
}: {
  id: string;
  value: string | undefined;
  saidAbove?: boolean;
}) {
  // Half-typed text waits for its year: only a whole date is judged while typing.
  const whole = value && (/^\d{4}-\d{2}-\d{2}$/.test(value) || /\d{4}\s*$/.test(value));
  const problem = whole ? dayProblem(value, latestToday()) : undefined;
  return (
    <span
      id={id}
      className={problem && !saidAbove ? "written-day written-day--wrong" : "written-day"}
      aria-live="polite"
    >
      {problem ? (saidAbove ? "" : problem) : writtenDay(value)}
    </span>
  );
}
