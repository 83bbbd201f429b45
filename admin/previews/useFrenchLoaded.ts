import { useEffect, useState } from "react";
import { loadMessages } from "~/i18n/messages";

// The site's French texts, fetched once when the editor starts (the site loads them per page).
const frenchLoaded = loadMessages("fr");

/** True once the French catalogue can be read synchronously by the site's components. */
export function useFrenchLoaded(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let current = true;
    void frenchLoaded.then(() => current && setLoaded(true));
    return () => {
      current = false;
    };
  }, []);
  return loaded;
}
