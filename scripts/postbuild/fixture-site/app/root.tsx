import { Links, Meta, Outlet, Scripts, useLocation } from "react-router";

export function Layout({ children }: { children: React.ReactNode }) {
  const arabic = useLocation().pathname.startsWith("/ar");
  return (
    <html lang={arabic ? "ar" : "fr"} dir={arabic ? "rtl" : "ltr"}>
      <head>
        <meta charSet="utf-8" />
        <script id="locale-redirect" dangerouslySetInnerHTML={{ __html: "void 0;" }} />
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
  return <Outlet />;
}
