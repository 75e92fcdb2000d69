// The route tree of routes.json, one for the browser (router.tsx: pages loaded on demand) and the
// server's renderer (ssr.tsx: pages imported directly). The same tree with the same route ids gives
// the same React ids (useId) on both sides, so the server's HTML hydrates without a mismatch.
import { Suspense, useLayoutEffect } from 'react';
import type { ComponentType, ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { Layout } from '../components/Layout';
import { RouteErrorScreen } from '../components/ErrorScreen';
import type { Lang } from '../i18n/detect';
import { PRODUCTS_PATH } from '../features/products/productLink';
import NotFound from '../pages/NotFound';
import { ROUTES } from './routing';

function PageLoading() {
  return <div className="page-loading" aria-busy="true" />;
}

/**
 * Tells the boot script that the page has come to life, so it can make again a click made on it
 * before (React drops a click on a part it has not hydrated yet). In the commit itself, so no click
 * falls between React handling it and the boot script keeping it. Every screen says it, the
 * dashboard too: the browser tests wait for it before they act (e2e/fixtures.ts).
 */
export function Ready() {
  useLayoutEffect(() => {
    document.dispatchEvent(new Event('app:ready'));
  }, []);
  return null;
}

function page(Page: ComponentType | undefined, name: string, client?: boolean) {
  // The server's renderer leaves out the pages the browser draws alone: it never renders them.
  if (!Page && client) return <PageLoading />;
  if (!Page) throw new Error(`routes.json names a page with no code: ${name}`);
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
      <Ready />
    </Suspense>
  );
}

// The products page also answers each product's own URL (/products/<id>-<slug>, its order dialog
// open): one route with an optional segment, so opening and closing a product keeps the page.
function routePath(path: string): string {
  return path === PRODUCTS_PATH ? `${PRODUCTS_PATH.slice(1)}/:product?` : path.slice(1);
}

/**
 * `pages`: the code of each public page by its `page` name (the server's renderer: those it
 * renders); `dashboard`: the dashboard's screen.
 */
export function buildRoutes(pages: Record<string, ComponentType>, dashboard: ReactNode): RouteObject[] {
  const publicPages = (lang: Lang): RouteObject[] =>
    ROUTES.filter((r) => r.page !== 'dashboard').map((r) =>
      r.path === '/'
        ? { id: `${lang}-${r.page}`, index: true, element: page(pages[r.page], r.page, r.client) }
        : { id: `${lang}-${r.page}`, path: routePath(r.path), element: page(pages[r.page], r.page, r.client) },
    );
  // Each public page at its English path and under /fa in Persian; unknown paths of either get the
  // not-found page in that language.
  const publicTree = (lang: Lang): RouteObject => ({
    id: lang,
    path: lang === 'fa' ? '/fa' : '/',
    element: <Layout lang={lang} />,
    errorElement: <RouteErrorScreen />,
    children: [
      ...publicPages(lang),
      {
        id: `${lang}-notFound`,
        path: '*',
        element: (
          <>
            <NotFound />
            <Ready />
          </>
        ),
      },
    ],
  });
  return [
    { id: 'dashboard', path: '/dashboard/*', errorElement: <RouteErrorScreen />, element: dashboard },
    publicTree('fa'),
    publicTree('en'),
  ];
}
