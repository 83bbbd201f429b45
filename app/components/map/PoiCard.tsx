import { forwardRef, useId, useState } from "react";
import { Link } from "react-router";
import { Icon } from "~/components/Icon";
import { MASKED_NAME, type MapCategory, type Poi } from "~/data/map";
import { places } from "~/data/map/places";
import { useLocale } from "~/i18n/LocaleProvider";
import { useLocalizedPath } from "~/i18n/useLocalizedPath";
import { useT } from "~/i18n/useT";
import { mapPath } from "~/lib/map/map-url";
import { placeLine } from "~/lib/map/place-line";
import { placeOfPoint } from "~/lib/map/place-of-point";
import { parsePosition } from "~/lib/map/projection";
import { absoluteUrl } from "~/lib/meta";
import { CATEGORY_LABELS, POI_ICON_LABELS } from "./map-labels";

interface Props {
  category: MapCategory;
  poi: Poi;
  onClose: () => void;
}

type CopyState = "idle" | "copied" | "failed";

/**
 * The chosen place: its name, kind and district, why an illegal spot's name is hidden, the
 * rulebook article on this kind of place, a link to copy and a button back to the overview.
 */
export const PoiCard = forwardRef<HTMLElement, Props>(function PoiCard({ category, poi, onClose }, ref) {
  const t = useT();
  const { locale } = useLocale();
  const localize = useLocalizedPath();
  const titleId = useId();
  const [copy, setCopy] = useState<{ poiId: number; state: CopyState }>({ poiId: poi.id, state: "idle" });
  const copyState = copy.poiId === poi.id ? copy.state : "idle";
  const masked = poi.name === MASKED_NAME;
  const { x, y } = parsePosition(poi.position);
  const where = placeOfPoint(x, y, places);
  const url = absoluteUrl(localize(mapPath({ category, selected: poi })));

  const copyLink = () => {
    navigator.clipboard
      .writeText(url)
      .then(() => setCopy({ poiId: poi.id, state: "copied" }))
      .catch(() => setCopy({ poiId: poi.id, state: "failed" }));
  };

  // "Près du port de pêche" in French: the place with its article (place-line.ts).
  const placeText = where ? placeLine(where, locale, t) : undefined;

  return (
    <section ref={ref} className="poi-card" aria-labelledby={titleId} tabIndex={-1} data-poi-id={poi.id}>
      <div className="poi-card__head">
        <span className={`poi-marker poi-marker--${poi.icon}`} aria-hidden="true" />
        <div className="poi-card__titles">
          <h2 id={titleId} className="poi-card__name">
            {masked ? (
              <>
                <span aria-hidden="true">{MASKED_NAME}</span>
                <span className="visually-hidden">{t("app.map.masked")}</span>
              </>
            ) : (
              <span lang="fr">{poi.name}</span>
            )}
          </h2>
          <p className="poi-card__category">
            {t(POI_ICON_LABELS[poi.icon])}
            {category.icons.length > 1 ? ` · ${t(CATEGORY_LABELS[category.id])}` : null}
          </p>
        </div>
        <button
          type="button"
          className="poi-card__close"
          onClick={onClose}
          aria-label={t("app.map.card.close")}
        >
          <Icon name="close" size={20} />
        </button>
      </div>
      {placeText ? (
        <p className="poi-card__place">
          <Icon name="map-pinned" size={16} />
          {/* Place names are French; a "near …" sentence is in the page's language. */}
          <span lang={where?.near ? undefined : "fr"}>{placeText}</span>
        </p>
      ) : null}
      {masked ? <p className="poi-card__masked">{t("app.map.card.masked")}</p> : null}
      <div className="poi-card__actions">
        <Link className="poi-card__rules" to={localize(category.article)}>
          <Icon name="book" size={16} />
          {t("app.map.card.rules")}
        </Link>
        <button type="button" className="button poi-card__copy" onClick={copyLink}>
          <Icon name={copyState === "copied" ? "check" : "link"} size={16} />
          {t("app.map.card.copy")}
        </button>
      </div>
      <p className="poi-card__status" role="status">
        {copyState === "copied" ? t("app.map.card.copied") : null}
        {copyState === "failed" ? t("app.map.card.copyFailed") : null}
      </p>
      {copyState === "failed" ? (
        <input
          className="poi-card__url"
          readOnly
          value={url}
          aria-label={t("app.map.card.link")}
          onFocus={(event) => event.currentTarget.select()}
        />
      ) : null}
    </section>
  );
});
