import { Link, type LinkProps } from "react-router";
import { useLocalizedPath } from "./useLocalizedPath";

/** A router link to a site path in the page's language: `to="/play"` is /en/play on an English page. */
export function LocalizedLink({ to, ...props }: Omit<LinkProps, "to"> & { to: string }) {
  const localize = useLocalizedPath();
  return <Link to={localize(to)} {...props} />;
}
