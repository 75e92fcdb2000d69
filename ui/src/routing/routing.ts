// The site's pages as routes.json declares them (the one list; the server, the build and the boot
// script read the same file), typed for the router and the navigation.
import type { Dict } from '../i18n';
import { matchesRoute } from './match';
import routes from './routes.json';

export type PageRoute = {
  path: string;
  /** The page's name: its labels (`nav.<page>`) and its key in the router and the renderer. */
  page: string;
  /** Its code under src/, without the extension (build.mjs makes it an entry of its own). */
  module: string;
  /** Listed in the top bar and the footer, labelled by `nav.<page>` of the dictionaries. */
  nav?: boolean;
  /**
   * Drawn by the browser alone (a visitor's own page: the inquiry list, a quote): the server
   * answers it with the app's empty page, `noindex` and no caching, never its rendered HTML.
   */
  client?: boolean;
};

export const ROUTES: readonly PageRoute[] = routes;

export type NavKey = keyof Dict['nav'];

/** The links of the top bar and the footer, in the declared order. */
export const NAV_ITEMS = ROUTES.filter((r) => r.nav).map((r) => ({ to: r.path, key: r.page as NavKey }));

/** The route of routes.json that `path` (without the language prefix) opens, if any. */
export function routeOf(path: string): PageRoute | undefined {
  return ROUTES.find((r) => matchesRoute(r.path, path));
}
