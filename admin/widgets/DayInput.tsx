import { useRef, useState } from "react";
import { frenchDay, isoDay } from "./written-day";

interface DayInputProps {
  id: string;
  /** The stored day, YYYY-MM-DD (or what staff typed while it is not a day yet). */
  value: string | undefined;
  /** The latest day the calendar offers. */
  max: string;
  describedBy: string;
  className?: string;
  onChange(value: string): void;
}

/**
 * A day typed as French staff write it, JJ/MM/AAAA, and stored YYYY-MM-DD. The browser's own date
 * field writes the day in the browser's language (11/24/2026 in an English Chromium), whatever the
 * page's; its calendar is still offered, behind a button. Text that is not a day yet is kept as
 * typed, and the widget's `isValid` refuses it with a message.
 */
export function DayInput({ id, value, max, describedBy, className, onChange }: DayInputProps) {
  const [text, setText] = useState(frenchDay(value));
  const [shownValue, setShownValue] = useState(value);
  const calendar = useRef<HTMLInputElement>(null);
  // A day set from elsewhere (the calendar, a new entry's default) replaces the typed text, during
  // render as React advises for state that follows a prop.
  if (value !== shownValue) {
    setShownValue(value);
    if (isoDay(text) !== value && text !== value) setText(frenchDay(value));
  }
  return (
    <span className="day-input">
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder="JJ/MM/AAAA"
        className={className}
        value={text}
        aria-describedby={describedBy}
        onChange={(event) => {
          setText(event.target.value);
          onChange(isoDay(event.target.value) ?? event.target.value);
        }}
      />
      <button type="button" className="day-input__calendar" onClick={() => calendar.current?.showPicker()}>
        Calendrier
      </button>
      <input
        ref={calendar}
        type="date"
        className="day-input__picker"
        tabIndex={-1}
        aria-hidden="true"
        value={value && isoDay(frenchDay(value)) ? value : ""}
        max={max}
        onChange={(event) => event.target.value && onChange(event.target.value)}
      />
    </span>
  );
}
