import { useEffect } from "react";

/**
 * Marks the page as worked by keyboard (`data-keyboard` on <html>) from the first Tab: keyboard
 * hints (.keyboard-hint, map.css) show only then. A phone's on-screen keyboard has no Tab key, and a
 * mouse or a finger never presses one.
 */
export function useKeyboardUser() {
  useEffect(() => {
    const root = document.documentElement;
    if (root.hasAttribute("data-keyboard")) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Tab") return;
      root.setAttribute("data-keyboard", "");
      document.removeEventListener("keydown", onKeyDown, true);
    };
    document.addEventListener("keydown", onKeyDown, true);
    return () => document.removeEventListener("keydown", onKeyDown, true);
  }, []);
}
