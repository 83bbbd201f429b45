import { createContext, useContext, useState, type ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";

const Content = createContext<ReactNode>(null);

function CurrentContent() {
  return <>{useContext(Content)}</>;
}

/**
 * A data router around a preview: the site's page components use its hooks (links, the current
 * route's handle), and Decap's preview pane has none. The preview's content is passed by context,
 * so that the router is made once and each edit still renders.
 */
export function PreviewRouter({ children }: { children: ReactNode }) {
  const [router] = useState(() => createMemoryRouter([{ path: "*", element: <CurrentContent /> }]));
  return (
    <Content.Provider value={children}>
      <RouterProvider router={router} />
    </Content.Provider>
  );
}
