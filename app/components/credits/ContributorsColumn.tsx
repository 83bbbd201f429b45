import { CONTRIBUTORS } from "~/data/credits/contributors";
import { sortContributors } from "~/data/credits/order";
import { Message } from "~/i18n/Message";
import { ContributorItem } from "./ContributorItem";

const ENTRIES = sortContributors(CONTRIBUTORS);

/** People who helped: those with a page first, then alphabetical; a pictogram tells what they did. */
export function ContributorsColumn() {
  return (
    <section
      className="credits-column"
      aria-labelledby="credits-contributors-title"
      data-credits="contributors"
    >
      <h2 id="credits-contributors-title" className="credits-column__title">
        <Message id="app.credits.contributors.title" />
      </h2>
      <ul className="credits-list">
        {ENTRIES.map((contributor) => (
          <ContributorItem key={contributor.displayName} contributor={contributor} />
        ))}
      </ul>
    </section>
  );
}
