import type { PreviewTemplateComponentProps } from "decap-cms-core";
import { MAP } from "~/map/config";
import { gameToPixel, TILE_SIZE } from "~/map/projection";
import { checkPosition } from "../widgets/position";

/** The site's tiles at this zoom show the whole island in the preview pane's width. */
const ZOOM = 2;
// The overview frame is the tall band of the points; the island is wider. A square around it shows
// the whole island, as the form's map does (the frame alone showed a thin, cut-off strip).
const [[west, north], [east, south]] = MAP.overviewCorners;
const SIDE = Math.max(Math.abs(east - west), Math.abs(north - south)) * 1.1;
const CENTRE = { x: (west + east) / 2, y: (north + south) / 2 };
const TOP_LEFT = gameToPixel(CENTRE.x - SIDE / 2, CENTRE.y + SIDE / 2, ZOOM);
const BOTTOM_RIGHT = gameToPixel(CENTRE.x + SIDE / 2, CENTRE.y - SIDE / 2, ZOOM);
const WIDTH = BOTTOM_RIGHT.px - TOP_LEFT.px;
const HEIGHT = BOTTOM_RIGHT.py - TOP_LEFT.py;

/** A length in map pixels as a share of the view, so the pane's width scales it keeping the aspect. */
const across = (px: number) => `${(px / WIDTH) * 100}%`;
const down = (py: number) => `${(py / HEIGHT) * 100}%`;

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);
const TILES = range(Math.floor(TOP_LEFT.px / TILE_SIZE), Math.floor(BOTTOM_RIGHT.px / TILE_SIZE)).flatMap(
  (tx) =>
    range(Math.floor(TOP_LEFT.py / TILE_SIZE), Math.floor(BOTTOM_RIGHT.py / TILE_SIZE)).map((ty) => ({
      tx,
      ty,
    })),
);

/**
 * A map point or place where the site's map puts it: the island's own tiles and projection
 * (app/map/projection.ts), with the point's marker, without loading a map library in the pane.
 */
export function PointPreview({ entry }: PreviewTemplateComponentProps) {
  const name = String(entry.getIn(["data", "name"]) ?? "");
  const text = String(entry.getIn(["data", "position"]) ?? "");
  const position = text ? checkPosition(text) : undefined;
  const marker =
    position && typeof position !== "string" ? gameToPixel(position.x, position.y, ZOOM) : undefined;
  return (
    <figure className="point-preview">
      <figcaption>
        <strong>{name || "Sans nom"}</strong> ·{" "}
        {typeof position === "string" ? position : text || "Pas de position"}
      </figcaption>
      <div
        className="point-preview__map"
        style={{ aspectRatio: `${WIDTH} / ${HEIGHT}`, maxInlineSize: `min(${WIDTH}px, 80vh)` }}
      >
        {TILES.map(({ tx, ty }) => (
          <img
            key={`${tx}/${ty}`}
            src={MAP.tileUrl
              .replace("{z}", String(ZOOM))
              .replace("{x}", String(tx))
              .replace("{y}", String(ty))}
            alt=""
            width={TILE_SIZE}
            height={TILE_SIZE}
            style={{
              left: across(tx * TILE_SIZE - TOP_LEFT.px),
              top: down(ty * TILE_SIZE - TOP_LEFT.py),
              width: across(TILE_SIZE),
              height: down(TILE_SIZE),
            }}
          />
        ))}
        {marker ? (
          <span
            className="point-preview__marker"
            style={{ left: across(marker.px - TOP_LEFT.px), top: down(marker.py - TOP_LEFT.py) }}
            aria-label="Position du point"
          />
        ) : null}
      </div>
    </figure>
  );
}
