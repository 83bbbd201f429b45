import { Icon } from "~/components/Icon";
import { localeDirection } from "~/i18n/locales";
import { useLocale } from "~/i18n/LocaleProvider";
import { Message } from "~/i18n/Message";

interface QuizChoiceProps {
  /** The radio group's name: one per question. */
  name: string;
  /** The answer's index in the question's answers. */
  value: number;
  text: string;
  checked: boolean;
  onChoose: (value: number) => void;
  /** Once the question is answered: whether this is the right answer, and whether the player chose it. */
  result?: { right: boolean; chosen: boolean };
}

/**
 * One answer of a question, a native radio button with its French text. Once the question is
 * answered, the buttons are locked and the right answer and the player's own are marked with a word
 * and an icon, not by colour alone.
 */
export function QuizChoice({ name, value, text, checked, onChoose, result }: QuizChoiceProps) {
  const { locale } = useLocale();
  const mark = result?.right ? "right" : result?.chosen ? "wrong" : undefined;
  return (
    <label className={`quiz-choice${mark ? ` quiz-choice--${mark}` : ""}`}>
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={result !== undefined}
        onChange={() => onChoose(value)}
      />
      <span className="quiz-choice__text">{text}</span>
      {mark ? (
        // The interface's words inside the French answers keep their own language.
        <span className="quiz-choice__mark" lang={locale} dir={localeDirection(locale)}>
          <Icon name={mark === "right" ? "check" : "close"} size={16} />
          <Message id={mark === "right" ? "app.quiz.choice.right" : "app.quiz.choice.yours"} />
        </span>
      ) : null}
    </label>
  );
}
