import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { TIMING } from "~/config/site";
import { prefersReducedMotion, scrollToHash } from "~/lib/hash-scroll";

/**
 * A route change scrolls to the top; a hash scrolls to its element after the spec's delay,
 * so that content loaded with the route has been laid out first.
 */
export function ScrollManager() {
  const { pathname, hash, key } = useLocation();
  const previousPath = useRef(pathname);

  useEffect(() => {
    if (hash) {
      const timer = window.setTimeout(() => scrollToHash(hash), TIMING.hashScrollDelayMs);
      return () => window.clearTimeout(timer);
    }
    if (previousPath.current !== pathname) {
      window.scrollTo({ top: 0, behavior: prefersReducedMotion(window) ? "auto" : "smooth" });
    }
    return undefined;
  }, [pathname, hash, key]);

  useEffect(() => {
    previousPath.current = pathname;
  }, [pathname]);

  return null;
}
