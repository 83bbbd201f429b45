import { TEAM } from "~/data/credits/team";
import { sortTeam } from "~/data/credits/order";
import { Message } from "~/i18n/Message";
import { TeamCard } from "./TeamCard";

const MEMBERS = sortTeam(TEAM);

/** The staff: active members first, then former ones, each group alphabetical. */
export function TeamColumn() {
  return (
    <section className="credits-column" aria-labelledby="credits-team-title" data-credits="team">
      <h2 id="credits-team-title" className="credits-column__title">
        <Message id="app.credits.team.title" />
      </h2>
      <ul className="credits-list">
        {MEMBERS.map((member) => (
          <TeamCard key={member.displayName} member={member} />
        ))}
      </ul>
    </section>
  );
}
