// The router, built from routes.json (through routing.ts). Public pages share the Layout, exist in
// both languages, and are
// loaded on demand (the boot script has already preloaded the one being opened); /dashboard is its
// own screen, loaded lazily with its CSS so a public page never downloads dashboard code.
import { Suspense, lazy } from 'react';
import type { ComponentType } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { Layout } from './components/Layout';
import { RouteErrorScreen } from './components/ErrorScreen';
import type { Lang } from './i18n/detect';
import { PRODUCTS_PATH } from './lib/productLink';
import NotFound from './pages/NotFound';
import { ROUTES } from './routing';

// The code of each public page of routes.json, by its `page` name: src/pages/<Page>.tsx, which
// build.mjs also makes an entry of its own. (A literal import() per page: esbuild splits on those;
// a pattern would also split out NotFound, which every page's bundle already holds.)
const PAGE_CODE: Record<string, () => Promise<{ default: ComponentType }>> = {
  home: () => import('./pages/Home'),
  products: () => import('./pages/Products'),
  services: () => import('./pages/Services'),
  about: () => import('./pages/About'),
  contact: () => import('./pages/Contact'),
};

function lazyPage(name: string) {
  const code = PAGE_CODE[name];
  if (!code) throw new Error(`routes.json names a page with no code in router.tsx: ${name}`);
  return lazy(code);
}

function page(Page: ComponentType) {
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
}

/** Links the dashboard's stylesheet (named in index.html by build.mjs) and waits for it. */
function loadDashboardCss(): Promise<void> {
  const href = document.querySelector<HTMLMetaElement>('meta[name="dashboard-css"]')?.content;
  if (!href || document.querySelector(`link[data-dashboard-css]`)) return Promise.resolve();
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.dataset.dashboardCss = '';
    link.onload = () => resolve();
    link.onerror = () => resolve();
    document.head.appendChild(link);
  });
}

const DashboardApp = lazy(() =>
  Promise.all([import('./dashboard/DashboardApp'), loadDashboardCss()]).then(([module]) => module),
);

function PageLoading() {
  return <div className="page-loading" aria-busy="true" />;
}

function DashboardLoading() {
  return (
    <main className="route-loading" aria-busy="true">
      <span className="spinner" role="status" aria-label="Loading" />
    </main>
  );
}

// The products page also answers each product's own URL (/products/<id>-<slug>, its order dialog
// open): one route with an optional segment, so opening and closing a product keeps the page.
const publicPages: RouteObject[] = ROUTES.filter((r) => r.page !== 'dashboard').map((r) => {
  if (r.path === '/') return { index: true, element: page(lazyPage(r.page)) };
  const path = r.path === PRODUCTS_PATH ? `${PRODUCTS_PATH.slice(1)}/:product?` : r.path.slice(1);
  return { path, element: page(lazyPage(r.page)) };
});

// Each public page at its English path and under /fa in Persian; unknown paths of either get the
// not-found page in that language.
const publicTree = (lang: Lang): RouteObject => ({
  path: lang === 'fa' ? '/fa' : '/',
  element: <Layout lang={lang} />,
  errorElement: <RouteErrorScreen />,
  children: [...publicPages, { path: '*', element: <NotFound /> }],
});

export const router = createBrowserRouter([
  {
    path: '/dashboard/*',
    errorElement: <RouteErrorScreen />,
    element: (
      <Suspense fallback={<DashboardLoading />}>
        <DashboardApp />
      </Suspense>
    ),
  },
  publicTree('fa'),
  publicTree('en'),
]);
