import { useFormat } from "~/i18n/useFormat";
import { Icon } from "~/components/Icon";
import { Message } from "~/i18n/Message";

/**
 * "Dernière mise à jour : 20 juillet 2023", the date written the reader's way, as the rulebook's
 * "Mis à jour le" writes its dates.
 */
export function TermsUpdated({ date }: { date: string }) {
  const intl = useFormat();
  // The ISO date is a calendar day: read and written in UTC so no time zone shifts it.
  const formatted = intl.formatDate(new Date(`${date}T00:00:00Z`), { dateStyle: "long", timeZone: "UTC" });
  return (
    <p className="terms-updated">
      <Icon name="clock" size={16} />
      <span>
        <Message id="app.terms.updated" values={{ date: <time dateTime={date}>{formatted}</time> }} />
      </span>
    </p>
  );
}
