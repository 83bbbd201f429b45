// The Brumes RP mark: a misty island under the moon, in a circle.
// Drawn on a 64×64 grid so that it stays crisp at favicon size.
import { palette } from "./svg";

/** The mark's inner markup (no <svg> wrapper), so that other scenes can embed it. */
export function logoMark(idPrefix = "logo"): string {
  const sky = `${idPrefix}-sky`;
  const crescent = `${idPrefix}-moon`;
  return (
    `<defs><linearGradient id="${sky}" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${palette.navy600}"/><stop offset="1" stop-color="${palette.navy900}"/></linearGradient>` +
    `<mask id="${crescent}"><circle cx="21" cy="21" r="8" fill="#fff"/><circle cx="25.5" cy="18" r="7" fill="#000"/></mask></defs>` +
    `<circle cx="32" cy="32" r="30" fill="url(#${sky})"/>` +
    `<circle cx="21" cy="21" r="8" fill="${palette.amber}" mask="url(#${crescent})"/>` +
    `<path d="M6,45C12,43 15,35 20,31C24,28 26,23 29,21C32,19 34,23 36,27C38,30 40,29 42,28C46,26 49,33 52,37C54,40 56,43 59,45Z" fill="${palette.teal}"/>` +
    `<path d="M25.6,24.6C27,22.6 28,21 29.5,20.8C31,20.8 32.6,23 33.6,25.2L31.4,24L29.4,25.6L27.4,24Z" fill="${palette.tealLight}"/>` +
    `<path d="M4.5,44A30,30 0 0 0 59.5,44Z" fill="${palette.navy700}"/>` +
    `<path d="M30,38H52M11,50H35M26,56H45" stroke="${palette.mist}" stroke-width="3" stroke-linecap="round"/>` +
    `<circle cx="32" cy="32" r="30" fill="none" stroke="${palette.amber}" stroke-width="3"/>`
  );
}

export function logoSvg(size?: number): string {
  const dims = size === undefined ? "" : ` width="${size}" height="${size}"`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"${dims}>${logoMark()}</svg>`;
}
