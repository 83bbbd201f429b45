import { TEAM } from "~/data/credits/team";
import { sortTeam } from "~/data/credits/order";
import { Message } from "~/i18n/Message";
import { CreditName } from "./CreditName";
import { TeamAvatar } from "./TeamAvatar";

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
          <li key={member.displayName} className="team-card" data-active={member.active || undefined}>
            <TeamAvatar member={member} />
            <div className="team-card__text">
              <CreditName name={member.displayName} link={member.link} />
              <span className="team-card__role">
                <Message id={`app.credits.role.${member.role}`} values={{ gender: member.gender }} />
              </span>
              {member.active ? null : (
                <span className="team-card__former">
                  <Message id="app.credits.team.former" />
                </span>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
