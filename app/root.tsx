import {
  Links,
  Meta,
  Outlet,
  Scripts,
  isRouteErrorResponse,
  useLocation,
  type LinksFunction,
} from "react-router";
import { ErrorMessage } from "~/components/ErrorMessage";
import { NotFound } from "~/components/NotFound";
import { SiteLayout } from "~/components/layout/SiteLayout";
import { SITE } from "~/config/site";
import { localeDirection } from "~/i18n/locales";
import { LocaleProvider } from "~/i18n/LocaleProvider";
import { LOCALE_REDIRECT_SCRIPT } from "~/i18n/locale-redirect";
import { localeFromPath } from "~/i18n/paths";
import type { Route } from "./+types/root";
import "./styles/global.css";

export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const locale = localeFromPath(useLocation().pathname);
  return (
    <html lang={locale} dir={localeDirection(locale)}>
      <head>
        <meta charSet="utf-8" />
        {/* First in the head: a returning visitor's stored language is applied before anything loads or paints. */}
        <script id="locale-redirect" dangerouslySetInnerHTML={{ __html: LOCALE_REDIRECT_SCRIPT }} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={SITE.themeColor} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

function LocalizedLayout({ children }: { children: React.ReactNode }) {
  const locale = localeFromPath(useLocation().pathname);
  return (
    <LocaleProvider locale={locale}>
      <SiteLayout>{children}</SiteLayout>
    </LocaleProvider>
  );
}

export default function App() {
  return (
    <LocalizedLayout>
      <Outlet />
    </LocalizedLayout>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return <LocalizedLayout>{notFound ? <NotFound /> : <ErrorMessage />}</LocalizedLayout>;
}
