import { DEFAULT_LOCALE, FALLBACK_LOCALE, LOCALES, LOCALE_STORAGE_KEY } from "./locales";

const PREFIXED = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

/** Marks the links that change the interface language (the switcher, the suggestion). */
export const LOCALE_CHOICE_ATTRIBUTE = "data-locale-choice";

/**
 * The URL scheme of ./paths.ts in plain ES5, for the pages' small inline scripts:
 * `split(pathname)` gives { l: language, s: site path }, `localize(l, s)` the other way round.
 */
export const PATH_HELPERS_JS = `var K=${JSON.stringify(LOCALE_STORAGE_KEY)};
function split(p){var x=/^\\/(${PREFIXED.join("|")})(?=\\/|$)/.exec(p);return x?{l:x[1],s:p.slice(3)||"/"}:{l:${JSON.stringify(DEFAULT_LOCALE)},s:p};}
function localize(l,s){return l===${JSON.stringify(DEFAULT_LOCALE)}?s:"/"+l+(s==="/"?"":s);}`;

/**
 * Inline script, first in every page's head (docs/decisions/0006). An address with a language
 * prefix, and any French page but `/`, opens in its own language whatever was stored. Only a
 * visitor arriving at `/` (typed, bookmarked, shared: not Back/Forward, not a reload, not a link
 * of this site) is taken to their stored language's home, with `location.replace` so that Back
 * never returns to `/` only to be sent away again.
 *
 * It also makes the language links work from the first paint, before React and whatever React
 * does: a click on one stores the choice and points the link at the same page in that language,
 * with the query and the hash. (Once hydrated, a listener registered after this one adds the
 * section being read when there is no hash: reading-place.ts. It stays out of this script, which
 * every page carries in its first bytes.)
 *
 * A stored language the site does not offer gives English; a value that is not a language, or
 * storage that fails, is ignored. `locale-redirect.test.ts` checks it against `resolveLocale`.
 */
export const LOCALE_REDIRECT_SCRIPT = `(function(){${PATH_HELPERS_JS}
try{var n=performance.getEntriesByType("navigation")[0],m=/^([a-z]{2,3})(-[a-z0-9]{1,8})*$/i.exec((localStorage.getItem(K)||"").trim()),w=m&&m[1].toLowerCase();
if(w&&location.pathname=="/"&&!/^(back_forward|reload)$/.test(n&&n.type)&&document.referrer.indexOf(location.origin+"/")){
if(${JSON.stringify(LOCALES)}.indexOf(w)<0)w=${JSON.stringify(FALLBACK_LOCALE)};if(w!=${JSON.stringify(DEFAULT_LOCALE)})return location.replace(localize(w,"/")+location.search+location.hash);}}catch(e){}
document.addEventListener("click",function(e){var a=e.target.closest&&e.target.closest("a[${LOCALE_CHOICE_ATTRIBUTE}]");if(!a)return;
try{localStorage.setItem(K,a.hreflang);}catch(x){}
a.href=localize(a.hreflang,split(location.pathname).s)+location.search+location.hash;},true);
})();`;
