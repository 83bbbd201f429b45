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
 * does: a click on one stores the choice and points the link at the same place in that language,
 * with the query, the hash, or when there is no hash the section being read (the last heading or
 * section of the content, menus and tables of contents aside, that starts above the reading line).
 *
 * A stored language the site does not offer gives English; a value that is not a language, or
 * storage that fails, is ignored. `locale-redirect.test.ts` checks it against `resolveLocale`.
 */
export const LOCALE_REDIRECT_SCRIPT = `(function(){${PATH_HELPERS_JS}
function stored(){var m=/^([a-z]{2,3})(-[a-z0-9]{1,8})*$/i.exec((localStorage.getItem(K)||"").replace(/^\\s+|\\s+$/g,""));
if(!m)return null;var w=m[1].toLowerCase();return ${JSON.stringify(LOCALES)}.indexOf(w)<0?${JSON.stringify(FALLBACK_LOCALE)}:w;}
function arrived(){var n=window.performance&&performance.getEntriesByType&&performance.getEntriesByType("navigation")[0];
return !(n&&(n.type==="back_forward"||n.type==="reload"))&&document.referrer.indexOf(location.origin+"/")!==0;}
function reading(){if(!window.scrollY)return"";var h=document.querySelector("[data-site-header]"),line=(h?h.getBoundingClientRect().bottom:0)+16,id="";
var c=document.querySelectorAll("main h2[id],main h3[id],main section[id]");
for(var i=0;i<c.length;i++){if(c[i].getClientRects().length&&!c[i].closest("nav,aside,dialog,[popover]")&&c[i].getBoundingClientRect().top<=line&&/^[A-Za-z][A-Za-z0-9_-]*$/.test(c[i].id))id=c[i].id;}
return id?"#"+id:"";}
try{if(location.pathname==="/"&&arrived()){var w=stored();
if(w&&w!==${JSON.stringify(DEFAULT_LOCALE)}){location.replace(localize(w,"/")+location.search+location.hash);return;}}}catch(e){}
document.addEventListener("click",function(e){var a=e.target&&e.target.closest&&e.target.closest("a[${LOCALE_CHOICE_ATTRIBUTE}]");if(!a)return;
var l=a.getAttribute("hreflang");try{localStorage.setItem(K,l);}catch(x){}
a.href=localize(l,split(location.pathname).s)+location.search+(location.hash||reading());},true);
})();`;
