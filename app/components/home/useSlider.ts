import { useEffect, useReducer, type FocusEvent } from "react";
import { initialSliderState, isAutoplaying, sliderReducer } from "./slider-state";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/** Carousel state plus its two timers: the slide interval and the reduced-motion watch. */
export function useSlider(count: number, intervalMs: number) {
  const [state, dispatch] = useReducer(sliderReducer, count, initialSliderState);
  const autoplaying = isAutoplaying(state);

  // Reduced motion: never start on its own; the visitor can still press play.
  useEffect(() => {
    const query = window.matchMedia?.(REDUCED_MOTION);
    if (!query) return undefined;
    if (query.matches) dispatch({ type: "stop" });
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) dispatch({ type: "stop" });
    };
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);

  // Keyed on the index too: choosing a slide gives it a full interval before the next one.
  useEffect(() => {
    if (!autoplaying) return undefined;
    const timer = window.setTimeout(() => dispatch({ type: "next" }), intervalMs);
    return () => window.clearTimeout(timer);
  }, [autoplaying, state.index, intervalMs]);

  const regionHandlers = {
    onMouseEnter: () => dispatch({ type: "hover", value: true }),
    onMouseLeave: () => dispatch({ type: "hover", value: false }),
    onFocus: () => dispatch({ type: "focus", value: true }),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      // Focus moving between the carousel's own controls keeps it paused.
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
        dispatch({ type: "focus", value: false });
      }
    },
  };

  return {
    index: state.index,
    playing: state.playing,
    autoplaying,
    select: (index: number) => dispatch({ type: "select", index }),
    toggle: () => dispatch({ type: "toggle" }),
    regionHandlers,
  };
}
