import { DEFAULT_LOCALE, FALLBACK_LOCALE, LOCALES, LOCALE_STORAGE_KEY } from "./locales";

const PREFIXED = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

/**
 * The URL scheme of ./paths.ts in plain ES5, for the pages' small inline scripts:
 * `split(pathname)` gives { l: language, s: site path }, `localize(l, s)` the other way round.
 */
export const PATH_HELPERS_JS = `var K=${JSON.stringify(LOCALE_STORAGE_KEY)};
function split(p){var x=/^\\/(${PREFIXED.join("|")})(?=\\/|$)/.exec(p);return x?{l:x[1],s:p.slice(3)||"/"}:{l:${JSON.stringify(DEFAULT_LOCALE)},s:p};}
function localize(l,s){return l===${JSON.stringify(DEFAULT_LOCALE)}?s:"/"+l+(s==="/"?"":s);}`;

/**
 * Inline script, first in every page's head: a visitor whose stored language differs from the
 * page's is taken to the same page in their language before anything is fetched or painted.
 * No stored choice (crawlers, first visits) or storage that fails: nothing happens. A stored
 * language the site does not offer gives English; a value that is not a language is ignored.
 * `locale-redirect.test.ts` checks that it agrees with `resolveLocale` and `localizePath`.
 */
export const LOCALE_REDIRECT_SCRIPT = `(function(){${PATH_HELPERS_JS}
try{var m=/^([a-z]{2,3})(-[a-z0-9]{1,8})*$/i.exec((localStorage.getItem(K)||"").replace(/^\\s+|\\s+$/g,""));
if(!m)return;
var w=m[1].toLowerCase();if(${JSON.stringify(LOCALES)}.indexOf(w)<0)w=${JSON.stringify(FALLBACK_LOCALE)};
var h=split(location.pathname);if(w===h.l)return;
location.replace(localize(w,h.s)+location.search+location.hash);
}catch(e){}})();`;
