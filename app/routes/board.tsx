import { useState } from "react";
import leafletStyles from "leaflet/dist/leaflet.css?url";
import { IslandMapFrame } from "~/components/board/IslandMapFrame";
import { MapCategorySelector } from "~/components/board/MapCategorySelector";
import { MapLegend } from "~/components/board/MapLegend";
import { PoiFilter } from "~/components/board/PoiFilter";
import { PoiList } from "~/components/board/PoiList";
import { CATEGORY_LABELS } from "~/components/board/poi-icons";
import { useBoardSelection } from "~/components/board/useBoardSelection";
import { Icon } from "~/components/Icon";
import { Message } from "~/i18n/Message";
import { useT } from "~/i18n/useT";
import { filterPoisByName, sortPoisByName } from "~/lib/map/poi-order";
import { catalogueMeta } from "~/lib/meta";
import "~/styles/board.css";

export const links = () => [{ rel: "stylesheet", href: leafletStyles }];

export const meta = catalogueMeta("board");

export default function Board() {
  const t = useT();
  const { category, selected, selectCategory, selectPoi } = useBoardSelection();
  const [filter, setFilter] = useState({ category: category.id, text: "" });
  // The filter belongs to the category it was typed in: switching category starts afresh.
  const filterText = filter.category === category.id ? filter.text : "";
  const points = filterPoisByName(sortPoisByName(category.points), filterText);
  const categoryLabel = t(CATEGORY_LABELS[category.id]);

  return (
    <div className="board">
      <header className="board__header">
        <h1>
          <Message id="app.board.heading" />
        </h1>
        <p className="page-intro">
          <Message id="app.board.intro" />
        </p>
      </header>
      <div className="board__panel">
        <MapCategorySelector value={category.id} onChange={selectCategory} />
        <PoiFilter value={filterText} onChange={(text) => setFilter({ category: category.id, text })} />
        <div className="board__status">
          <p role="status">
            {filterText && points.length === 0
              ? t("app.board.list.empty", { filter: filterText })
              : t("app.board.list.count", { count: points.length })}
          </p>
          {selected ? (
            <button type="button" className="button board__clear" onClick={() => selectPoi(undefined)}>
              <Icon name="map" size={16} />
              {t("app.board.clear")}
            </button>
          ) : null}
        </div>
        <PoiList
          points={points}
          categoryLabel={categoryLabel}
          selectedId={selected?.id}
          onSelect={selectPoi}
        />
        <p className="board__hint">{t("app.board.list.hint")}</p>
      </div>
      <div className="board__map">
        <IslandMapFrame points={points} selected={selected} onSelect={selectPoi} />
        <MapLegend icons={category.icons} />
      </div>
    </div>
  );
}
