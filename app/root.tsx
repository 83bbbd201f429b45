import { Links, Meta, Outlet, Scripts, isRouteErrorResponse, type LinksFunction } from "react-router";
import { ErrorMessage } from "~/components/ErrorMessage";
import { NotFound } from "~/components/NotFound";
import { SiteLayout } from "~/components/layout/SiteLayout";
import { DEFAULT_LOCALE } from "~/i18n/locales";
import { LocaleProvider } from "~/i18n/LocaleProvider";
import type { Route } from "./+types/root";
import "./styles/global.css";

export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/favicon.png", type: "image/png", sizes: "64x64" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang={DEFAULT_LOCALE} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0d1422" />
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

export default function App() {
  return (
    <LocaleProvider>
      <SiteLayout>
        <Outlet />
      </SiteLayout>
    </LocaleProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <LocaleProvider>
      <SiteLayout>{notFound ? <NotFound /> : <ErrorMessage />}</SiteLayout>
    </LocaleProvider>
  );
}
