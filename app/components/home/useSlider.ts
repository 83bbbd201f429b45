import { useEffect, useReducer, useRef, type FocusEvent, type PointerEvent } from "react";
import { initialSliderState, isAutoplaying, sliderReducer } from "./slider-state";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";
/** How far a finger must move sideways, in px, for a swipe; and how much more sideways than up or down. */
const SWIPE_DISTANCE = 40;
const SWIPE_SLOPE = 1.5;

/**
 * Carousel state plus its two timers (the slide interval and the reduced-motion watch), and the
 * swipes of a finger or a pen: towards the reading direction's start for the next slide (leftwards
 * in a left-to-right page, rightwards in Arabic), the other way for the previous one.
 */
export function useSlider(count: number, intervalMs: number, rtl: boolean) {
  const [state, dispatch] = useReducer(sliderReducer, count, initialSliderState);
  const swipeStart = useRef<{ id: number; x: number; y: number } | null>(null);
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

  const swipeHandlers = {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.pointerType === "mouse" || !event.isPrimary) return;
      swipeStart.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      const start = swipeStart.current;
      swipeStart.current = null;
      if (!start || start.id !== event.pointerId) return;
      const across = event.clientX - start.x;
      const down = event.clientY - start.y;
      if (Math.abs(across) < SWIPE_DISTANCE || Math.abs(across) < SWIPE_SLOPE * Math.abs(down)) return;
      dispatch({ type: across < 0 !== rtl ? "next" : "previous" });
    },
    onPointerCancel: () => {
      swipeStart.current = null;
    },
  };

  return {
    index: state.index,
    playing: state.playing,
    autoplaying,
    select: (index: number) => dispatch({ type: "select", index }),
    toggle: () => dispatch({ type: "toggle" }),
    regionHandlers,
    swipeHandlers,
  };
}
