import { useCallback, useEffect, useState, type RefObject } from "react";

/**
 * Shows an element full screen with the Fullscreen API, or, where the API is missing (iPhone
 * Safari) or refused, by pinning it over the page with CSS (`fallback` true: the caller adds the
 * class). Escape leaves either way: the browser handles it for the API, a key listener for CSS.
 */
export function useFullscreen(target: RefObject<HTMLElement | null>) {
  const [active, setActive] = useState(false);
  const [fallback, setFallback] = useState(false);

  useEffect(() => {
    const onChange = () =>
      setActive(document.fullscreenElement === target.current && target.current !== null);
    document.addEventListener("fullscreenchange", onChange);
    return () => document.removeEventListener("fullscreenchange", onChange);
  }, [target]);

  useEffect(() => {
    if (!fallback) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        setFallback(false);
      }
    };
    // Pinned over the page, the page behind must not scroll.
    document.documentElement.classList.add("has-fullscreen-map");
    document.addEventListener("keydown", onKey, true);
    return () => {
      document.documentElement.classList.remove("has-fullscreen-map");
      document.removeEventListener("keydown", onKey, true);
    };
  }, [fallback]);

  const toggle = useCallback(() => {
    const element = target.current;
    if (!element) return;
    if (fallback) {
      setFallback(false);
    } else if (document.fullscreenElement) {
      void document.exitFullscreen();
    } else if (element.requestFullscreen && document.fullscreenEnabled) {
      element.requestFullscreen().catch(() => setFallback(true));
    } else {
      setFallback(true);
    }
  }, [target, fallback]);

  return { isFullscreen: active || fallback, fallback, toggle };
}
