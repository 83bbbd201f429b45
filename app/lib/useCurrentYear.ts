import { useSyncExternalStore } from "react";

declare const __BUILD_YEAR__: number;

const subscribe = () => () => {};

/**
 * The build year while hydrating (it is what the pre-rendered HTML says), then the visitor's
 * current year, so the copyright line stays right between two builds without a hydration mismatch.
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(
    subscribe,
    () => new Date().getFullYear(),
    () => __BUILD_YEAR__,
  );
}
