import { sortOthers } from "~/data/credits/order";
import { OTHER_CREDITS } from "~/data/credits/others";
import { Message } from "~/i18n/Message";
import { OtherCreditItem } from "./OtherCreditItem";

const ENTRIES = sortOthers(OTHER_CREDITS);

/** Other modders and tools: favourites first (starred), then alphabetical. */
export function OthersColumn() {
  return (
    <section className="credits-column" aria-labelledby="credits-others-title" data-credits="others">
      <h2 id="credits-others-title" className="credits-column__title">
        <Message id="app.credits.others.title" />
      </h2>
      <ul className="credits-list">
        {ENTRIES.map((other) => (
          <OtherCreditItem key={other.displayName} other={other} />
        ))}
      </ul>
    </section>
  );
}
