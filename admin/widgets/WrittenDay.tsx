import { writtenDay } from "./written-day";

/** The chosen day written out in French, next to a date field that describes itself with it. */
export function WrittenDay({ id, value }: { id: string; value: string | undefined }) {
  return (
    <span id={id} className="written-day" aria-live="polite">
      {writtenDay(value)}
    </span>
  );
}
