import type { TeamMember } from "~/data/credits/schema";
import { Message } from "~/i18n/Message";
import { CreditName } from "./CreditName";
import { TeamAvatar } from "./TeamAvatar";

/** One team member's card: portrait (or initials), name, role, and a mark for former members. */
export function TeamCard({ member }: { member: TeamMember }) {
  return (
    <li className="team-card" data-active={member.active || undefined}>
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
  );
}
