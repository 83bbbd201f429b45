import { useEffect, useState } from "react";
import { atParam, type Spot } from "~/map/game-position";
import { groundHeight } from "~/map/ground-height";

/**
 * The spot with its height: as given (a shared link's z), else the ground's, once the island's
 * model has loaded (`full`, undefined until then); `promise` gives it when it is known.
 */
export function useGroundHeight(spot: Spot): { full: Spot | undefined; promise: () => Promise<Spot> } {
  const key = atParam(spot);
  const [known, setKnown] = useState<{ key: string; spot: Spot }>();
  const promise = () =>
    spot.z !== undefined ? Promise.resolve(spot) : groundHeight(spot.x, spot.y).then((z) => ({ ...spot, z }));
  useEffect(() => {
    let live = true;
    const { x, y, z } = spot;
    if (z !== undefined) return;
    void groundHeight(x, y).then((height) => {
      if (live) setKnown({ key, spot: { x, y, z: height } });
    });
    return () => {
      live = false;
    };
    // The spot is the same as long as its key is.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  const full = spot.z !== undefined ? spot : known?.key === key ? known.spot : undefined;
  return { full, promise };
}
