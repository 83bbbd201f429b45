import { useEffect, useState } from "react";

/**
 * Runs `callback` once the browser has painted: a frame callback runs just before the next paint,
 * and a task queued from it runs after that paint. Returns a function that cancels it.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: number | undefined;
  const frame = window.requestAnimationFrame(() => {
    timer = window.setTimeout(callback, 0);
  });
  return () => {
    window.cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}

/** False on the server, during hydration and until the page has painted once with the caller shown. */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setPainted(true)), []);
  return painted;
}
