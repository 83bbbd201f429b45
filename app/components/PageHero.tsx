import type { ReactNode } from "react";
import { Message } from "~/i18n/Message";
import type { MessageKey } from "~/i18n/messages";

interface PageHeroProps {
  kicker: MessageKey;
  /** The page's one h1. */
  title: MessageKey;
  intro?: MessageKey;
  introValues?: Record<string, ReactNode>;
  centered?: boolean;
  className?: string;
  /** Shown beside the text on wide screens (the business page's figures). */
  aside?: ReactNode;
  /** More under the introduction (a button, a date, a notice). */
  children?: ReactNode;
}

/** A page's opening: a short kicker, its title, an introduction. */
export function PageHero({
  kicker,
  title,
  intro,
  introValues,
  centered,
  className,
  aside,
  children,
}: PageHeroProps) {
  const text = (
    <>
      <p className="page-hero__kicker">
        <Message id={kicker} />
      </p>
      <h1>
        <Message id={title} />
      </h1>
      {intro ? (
        <p className="page-intro">
          <Message id={intro} values={introValues} />
        </p>
      ) : null}
      {children}
    </>
  );
  const classes = ["page-hero", centered ? "page-hero--center" : "", className ?? ""]
    .filter(Boolean)
    .join(" ");
  return (
    <header className={classes}>
      {aside ? <div className="page-hero__text">{text}</div> : text}
      {aside}
    </header>
  );
}
