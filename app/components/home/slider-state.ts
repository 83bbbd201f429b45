/**
 * The home carousel's state as a pure reducer, so its rules are testable without a browser:
 * it loops both ways (a swipe goes back too), a dot selects a slide, and autoplay runs only when the visitor has not paused it
 * and is neither pointing at nor focused inside the carousel (WCAG 2.2.2).
 */
export interface SliderState {
  index: number;
  count: number;
  /** The visitor's choice (pause/play button); false from the start under reduced motion. */
  playing: boolean;
  hovered: boolean;
  focused: boolean;
}

export type SliderAction =
  | { type: "next" }
  | { type: "previous" }
  | { type: "select"; index: number }
  | { type: "toggle" }
  | { type: "stop" }
  | { type: "hover"; value: boolean }
  | { type: "focus"; value: boolean };

export function initialSliderState(count: number): SliderState {
  return { index: 0, count, playing: true, hovered: false, focused: false };
}

export function sliderReducer(state: SliderState, action: SliderAction): SliderState {
  switch (action.type) {
    case "next":
      return { ...state, index: (state.index + 1) % state.count };
    case "previous":
      return { ...state, index: (state.index - 1 + state.count) % state.count };
    case "select":
      if (!Number.isInteger(action.index) || action.index < 0 || action.index >= state.count) return state;
      return { ...state, index: action.index };
    case "toggle":
      return { ...state, playing: !state.playing };
    case "stop":
      return state.playing ? { ...state, playing: false } : state;
    case "hover":
      return state.hovered === action.value ? state : { ...state, hovered: action.value };
    case "focus":
      return state.focused === action.value ? state : { ...state, focused: action.value };
  }
}

/** Whether the slides are advancing on their own right now. */
export function isAutoplaying(state: SliderState): boolean {
  return state.playing && !state.hovered && !state.focused;
}
