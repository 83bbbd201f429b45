import { NewTabLink } from "~/components/NewTabLink";

/** A credited name, linked to the person's or project's page when there is one. */
export function CreditName({ name, link }: { name: string; link?: string }) {
  if (!link) return <span className="credit-name">{name}</span>;
  return <NewTabLink href={link} label={name} className="credit-name credit-name--link" />;
}
