import { useId } from "react";
import { linkNamed } from "~/notice/article-rules";

/**
 * The links of the text that lead nowhere, listed above it while they remain, each with a button
 * that selects it in the text, ready for « Lien vers le site… ». The field's refusal names them
 * too, but Decap clears it as soon as the text's selection moves, so it cannot lead to a second one.
 */
export function BrokenLinks({
  links,
  onSelect,
}: {
  links: readonly { href: string; words: string; problem: string }[];
  onSelect: (index: number) => void;
}) {
  const titleId = useId();
  if (links.length === 0) return null;
  return (
    <div className="broken-links" role="group" aria-labelledby={titleId}>
      <p id={titleId}>
        {links.length === 1
          ? "Un lien de ce texte ne mène nulle part :"
          : `${links.length} liens de ce texte ne mènent nulle part :`}
      </p>
      <ul>
        {links.map((link, index) => (
          <li key={`${index}-${link.href}`}>
            <span>
              {linkNamed(link).replace(/^le lien/, "Le lien")} : {link.problem}.
            </span>{" "}
            <button
              type="button"
              // A press does not take the selection away from the text.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onSelect(index)}
            >
              Le sélectionner dans le texte
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
