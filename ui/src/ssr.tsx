// The server's renderer: built by build.mjs into one script that the binary runs in QuickJS
// (src/ssr.rs). `globalThis.ssrRender(json)` takes `{ path, data }` (data: what the page shows, the
// same JSON the page then inlines) and answers the HTML of the app for that path, made by the same
// components, routes and store as the browser's, which hydrates it.
import { StrictMode } from 'react';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { matchRoutes } from 'react-router-dom';
import { StaticRouterProvider, createStaticRouter } from 'react-router-dom/server';
import type { StaticHandlerContext } from 'react-router-dom/server';
import { RootBoundary } from './components/ErrorScreen';
import About from './pages/About';
import Contact from './pages/Contact';
import Home from './pages/Home';
import Products from './features/products/Products';
import Services from './pages/Services';
import { buildRoutes } from './routing/routeTree';
import { setPageData } from './store';
import type { PageData } from './store';

const PAGES: Record<string, ComponentType> = { home: Home, products: Products, services: Services, about: About, contact: Contact };

const routes = buildRoutes(PAGES, null);

/** Percent-encodes a path as WHATWG URL does (non-ASCII as UTF-8 bytes), so links match the browser's. */
function encodePath(path: string): string {
  return path.replace(/[^\x21-\x7e]|["#<>?`{}]/g, (c) =>
    encodeURIComponent(c) === c ? `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}` : encodeURIComponent(c),
  );
}

/**
 * The part of `URL` react-router uses to encode a link's location (`new URL(path, base)`): QuickJS
 * has no URL. Paths only; the origin is never read.
 */
class PathURL {
  pathname: string;
  search: string;
  hash: string;
  constructor(href: string) {
    const rest = href.replace(/^(?:[a-z][a-z0-9+.-]*:)?\/\/[^/?#]*/i, '');
    const hashAt = rest.indexOf('#');
    const hash = hashAt < 0 ? '' : rest.slice(hashAt);
    const beforeHash = hashAt < 0 ? rest : rest.slice(0, hashAt);
    const queryAt = beforeHash.indexOf('?');
    const path = queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt);
    this.pathname = encodePath(path.startsWith('/') ? path : `/${path}`);
    this.search = queryAt < 0 || queryAt === beforeHash.length - 1 ? '' : beforeHash.slice(queryAt);
    this.hash = hash === '#' ? '' : hash;
  }
}

const global = globalThis as unknown as Record<string, unknown>;
global.URL ??= PathURL;
// React reports through console.error; a render that fails throws, and the server logs that.
global.console ??= { error() {}, warn() {}, log() {} };

global.ssrRender = (json: string): string => {
  const { path, data } = JSON.parse(json) as { path: string; data: PageData };
  setPageData(data);
  const location = { pathname: path, search: '', hash: '', state: null, key: 'default' };
  const context: StaticHandlerContext = {
    basename: '/',
    location,
    // Every route of buildRoutes has its id: these are data routes' matches.
    matches: (matchRoutes(routes, location) ?? []) as StaticHandlerContext['matches'],
    loaderData: {},
    actionData: null,
    errors: null,
    statusCode: 200,
    loaderHeaders: {},
    actionHeaders: {},
    activeDeferreds: null,
  };
  return renderToString(
    <StrictMode>
      <RootBoundary>
        <StaticRouterProvider router={createStaticRouter(routes, context)} context={context} hydrate={false} />
      </RootBoundary>
    </StrictMode>,
  );
};
