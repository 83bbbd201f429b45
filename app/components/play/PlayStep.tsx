import type { ReactNode } from "react";
import { useFormat } from "~/i18n/useFormat";
import { Icon, type IconName } from "~/components/Icon";
import { Message } from "~/i18n/Message";
import type { MessageKey } from "~/i18n/messages";

interface PlayStepProps {
  number: number;
  icon: IconName;
  titleKey: MessageKey;
  textKey: MessageKey;
  values?: Record<string, ReactNode>;
  /** The step's links. */
  children: ReactNode;
}

/** One numbered onboarding step: what to do, why, and where. */
export function PlayStep({ number, icon, titleKey, textKey, values, children }: PlayStepProps) {
  const intl = useFormat();
  const titleId = `play-step-${number}`;
  return (
    <li className="play-step card">
      <div className="play-step__badge" aria-hidden="true">
        <span className="play-step__number">{intl.formatNumber(number)}</span>
        <Icon name={icon} size={26} className="play-step__icon" />
      </div>
      <div className="play-step__body">
        <h2 id={titleId} className="play-step__title">
          <span className="visually-hidden">
            <Message id="app.play.stepLabel" values={{ number }} />
          </span>
          <Message id={titleKey} values={values} />
        </h2>
        <p>
          <Message id={textKey} values={values} />
        </p>
        <div className="play-step__actions">{children}</div>
      </div>
    </li>
  );
}
