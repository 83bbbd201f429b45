import { DEFAULT_LOCALE, FALLBACK_LOCALE, LOCALES, LOCALE_STORAGE_KEY } from "./locales";

/**
 * Inline script, first in every page's head (docs/decisions/0006). An address with a language
 * prefix, and any French page but `/`, opens in its own language whatever was stored. Only a
 * visitor arriving at `/` (typed, bookmarked, shared: not Back/Forward, not a reload, not a link
 * of this site) is taken to their stored language's home before anything is fetched or painted,
 * with `location.replace` so that Back never returns to `/` only to be sent away again.
 * A stored language the site does not offer gives English; a value that is not a language, or
 * storage that fails, is ignored. Every page carries it in its first bytes: it stays small (a
 * language's home is "/" and its code). `locale-redirect.test.ts` checks it against
 * `resolveLocale` and `localizePath`.
 */
export const LOCALE_REDIRECT_SCRIPT = `(function(){try{var n=performance.getEntriesByType("navigation")[0],m,w;
if(location.pathname!="/"||/^(back_forward|reload)$/.test(n&&n.type)||!document.referrer.indexOf(location.origin+"/"))return;
m=/^([a-z]{2,3})(-[a-z0-9]{1,8})*$/i.exec((localStorage.getItem(${JSON.stringify(LOCALE_STORAGE_KEY)})||"").trim());if(!m)return;
w=m[1].toLowerCase();if(${JSON.stringify(LOCALES)}.indexOf(w)<0)w=${JSON.stringify(FALLBACK_LOCALE)};
if(w!=${JSON.stringify(DEFAULT_LOCALE)})location.replace("/"+w+location.search+location.hash);}catch(e){}})();`;
