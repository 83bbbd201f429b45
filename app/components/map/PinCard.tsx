import { forwardRef, useEffect, useId, useRef, useState } from "react";
import { Icon } from "~/components/Icon";
import type { MapCategory, Poi } from "~/map";
import { useLocale } from "~/i18n/LocaleProvider";
import { useLocalizedPath } from "~/i18n/useLocalizedPath";
import type { MessageKey } from "~/i18n/messages";
import { useT } from "~/i18n/useT";
import { formatGamePosition, type Spot } from "~/map/game-position";
import { PINS_PARAM, sharePinsValue } from "~/map/pin-link";
import { NOTE_MAX_LENGTH, PIN_COLOURS, cleanNote, type PinColour } from "~/map/pins";
import { placeLine } from "~/map/place-line";
import { placeOfPoint } from "~/map/place-of-point";
import { absoluteUrl } from "~/lib/meta";
import { CopyStatus } from "./CopyStatus";
import { NearbyList } from "./NearbyList";
import { useCopy } from "./useCopy";
import { useGroundHeight } from "./useGroundHeight";
import { useMapData } from "./MapDataContext";

export const PIN_COLOUR_LABELS: Record<PinColour, MessageKey> = {
  amber: "app.board.pin.colour.amber",
  red: "app.board.pin.colour.red",
  green: "app.board.pin.colour.green",
  blue: "app.board.pin.colour.blue",
  violet: "app.board.pin.colour.violet",
  white: "app.board.pin.colour.white",
};

/** What the card shows: a pin being made, one of the player's, or one a shared link brought. */
export type PinCardSubject =
  | { kind: "new"; spot: Spot }
  | { kind: "own"; id: string; spot: Spot; note: string; colour: PinColour }
  | { kind: "shared"; index: number; spot: Spot; note: string; colour: PinColour };

interface Props {
  subject: PinCardSubject;
  /** Saves the note and the colour (a new pin is made then). */
  onSave: (note: string, colour: PinColour) => void;
  onDelete: () => void;
  onClose: () => void;
  onChoose: (poi: Poi, category: MapCategory) => void;
  /** What the card last did, said once (saved, deleted). */
  status: MessageKey | undefined;
}

const keyOf = (subject: PinCardSubject) =>
  subject.kind === "new"
    ? `new:${subject.spot.x},${subject.spot.y}`
    : `${subject.kind}:${subject.kind === "own" ? subject.id : subject.index}`;

/**
 * A pin of the player's own: its note (plain text) and colour to write or change, its position to
 * copy, a link that opens it on a friend's map, and the nearest places. A pin a link brought shows
 * its note only; the panel offers to keep the link's pins.
 */
export const PinCard = forwardRef<HTMLElement, Props>(function PinCard(
  { subject, onSave, onDelete, onClose, onChoose, status },
  ref,
) {
  const t = useT();
  const { locale } = useLocale();
  const localize = useLocalizedPath();
  const id = useId();
  const key = keyOf(subject);
  const { stateOf, text, copy } = useCopy(key);
  const editable = subject.kind !== "shared";
  const [draft, setDraft] = useState({
    key,
    note: subject.kind === "new" ? "" : subject.note,
    colour: subject.kind === "new" ? PIN_COLOURS[0] : subject.colour,
  });
  // Another pin: its own note and colour.
  if (draft.key !== key)
    setDraft({
      key,
      note: subject.kind === "new" ? "" : subject.note,
      colour: subject.kind === "new" ? PIN_COLOURS[0] : subject.colour,
    });
  const note = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    // A new pin: the note is what there is to write.
    if (subject.kind === "new") note.current?.focus();
  }, [key, subject.kind]);

  const { spot } = subject;
  const { places } = useMapData();
  const where = placeOfPoint(spot.x, spot.y, places);
  const placeText = where ? placeLine(where, locale, t) : undefined;
  const height = useGroundHeight({ x: spot.x, y: spot.y });
  const position = () => height.promise().then(formatGamePosition);
  const shown = subject.kind === "new" ? undefined : subject;
  const share = shown
    ? sharePinsValue([{ ...shown.spot, note: shown.note, colour: shown.colour }])
    : undefined;
  // The note's first line is the card's title: only the lines after it are said again below.
  const [firstLine = "", ...otherLines] = subject.kind === "new" ? [] : subject.note.split("\n");
  const title = subject.kind === "new" ? t("app.board.pin.new") : firstLine || t("app.board.pin.untitled");
  const rest = otherLines.join("\n").trim();

  return (
    <section
      ref={ref}
      className="poi-card pin-card"
      aria-labelledby={`${id}-title`}
      tabIndex={-1}
      data-pin={key}
    >
      <div className="poi-card__head">
        <span className={`pin-swatch pin-swatch--${draft.colour}`} aria-hidden="true" />
        <div className="poi-card__titles">
          <h2 id={`${id}-title`} className="poi-card__name pin-card__title">
            {title}
          </h2>
          <p className="poi-card__category">
            {t(subject.kind === "shared" ? "app.board.legend.spot" : "app.board.pin.title")}
            {placeText ? (
              <>
                {" · "}
                <span lang={where?.near ? undefined : "fr"}>{placeText}</span>
              </>
            ) : null}
          </p>
        </div>
        <button
          type="button"
          className="poi-card__close"
          onClick={onClose}
          aria-label={t("app.board.spot.close")}
        >
          <Icon name="close" size={20} />
        </button>
      </div>
      {editable ? (
        <form
          className="pin-card__form"
          onSubmit={(event) => {
            event.preventDefault();
            onSave(cleanNote(draft.note), draft.colour);
          }}
        >
          <label htmlFor={`${id}-note`}>{t("app.board.pin.note")}</label>
          <textarea
            ref={note}
            id={`${id}-note`}
            rows={2}
            maxLength={NOTE_MAX_LENGTH}
            value={draft.note}
            placeholder={t("app.board.pin.notePlaceholder")}
            aria-describedby={`${id}-help`}
            onChange={(event) => setDraft({ ...draft, note: event.target.value })}
          />
          <p id={`${id}-help`} className="pin-card__help">
            {t("app.board.pin.noteHelp", { max: NOTE_MAX_LENGTH })}
          </p>
          <fieldset className="pin-card__colours">
            <legend>{t("app.board.pin.colour")}</legend>
            {PIN_COLOURS.map((colour) => (
              <label key={colour} className="pin-card__colour" title={t(PIN_COLOUR_LABELS[colour])}>
                <input
                  type="radio"
                  name={`${id}-colour`}
                  value={colour}
                  checked={draft.colour === colour}
                  onChange={() => setDraft({ ...draft, colour })}
                />
                <span className={`pin-swatch pin-swatch--${colour}`} aria-hidden="true" />
                <span className="visually-hidden">{t(PIN_COLOUR_LABELS[colour])}</span>
              </label>
            ))}
          </fieldset>
          <div className="poi-card__actions">
            <button type="submit" className="button button--primary">
              <Icon name="check" size={16} />
              {t("app.board.pin.save")}
            </button>
            {subject.kind === "own" ? (
              <button type="button" className="button poi-card__copy" onClick={onDelete}>
                <Icon name="trash" size={16} />
                {t("app.board.pin.delete")}
              </button>
            ) : null}
          </div>
        </form>
      ) : rest ? (
        <p className="pin-card__note">{rest}</p>
      ) : null}
      <p className="poi-card__position">
        <span className="visually-hidden">{t("app.board.position.label")} </span>
        <code dir="ltr">
          {height.full ? formatGamePosition(height.full) : `${formatGamePosition(spot)}, …`}
        </code>
      </p>
      <div className="poi-card__actions">
        <button type="button" className="button poi-card__copy" onClick={() => copy("position", position())}>
          <Icon name={stateOf("position") === "copied" ? "check" : "copy"} size={16} />
          {t("app.board.position.copy")}
        </button>
        {share?.ok ? (
          <button
            type="button"
            className="button poi-card__copy"
            onClick={() => copy("link", absoluteUrl(localize(`/board?${PINS_PARAM}=${share.value}`)))}
          >
            <Icon name={stateOf("link") === "copied" ? "check" : "link"} size={16} />
            {t("app.board.pin.share")}
          </button>
        ) : null}
      </div>
      {status ? (
        <p className="poi-card__status" role="status">
          {t(status)}
        </p>
      ) : null}
      {stateOf("link") !== "idle" ? (
        <CopyStatus
          state={stateOf("link")}
          copied="app.board.pins.shareCopied"
          failed="app.map.card.copyFailed"
          text={text}
          label="app.board.pins.shareLink"
        />
      ) : (
        <CopyStatus
          state={stateOf("position")}
          copied="app.board.position.copied"
          failed="app.board.position.copyFailed"
          text={text}
          label="app.board.position.label"
        />
      )}
      <NearbyList from={spot} onChoose={onChoose} />
    </section>
  );
});
