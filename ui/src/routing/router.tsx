// The browser's routes (routeTree.tsx) with their code loaded on demand: each public page (the boot
// script has already preloaded the one being opened) and /dashboard, loaded lazily with its CSS so
// a public page never downloads dashboard code.
import { Suspense, lazy } from 'react';
import type { ComponentType } from 'react';
import { Ready, buildRoutes } from './routeTree';

// The code of each public page of routes.json, by its `page` name: its `module`, which build.mjs
// also makes an entry of its own. (A literal import() per page: esbuild splits on those;
// a pattern would also split out NotFound, which every page's bundle already holds.)
const PAGE_CODE: Record<string, () => Promise<{ default: ComponentType }>> = {
  home: () => import('../pages/Home'),
  products: () => import('../features/products/Products'),
  services: () => import('../pages/Services'),
  about: () => import('../pages/About'),
  contact: () => import('../pages/Contact'),
  inquiry: () => import('../features/inquiry/InquiryPage'),
  quote: () => import('../features/quotes/QuotePage'),
  order: () => import('../features/orders/OrderPage'),
};

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
  Promise.all([import('../dashboard/DashboardApp'), loadDashboardCss()]).then(([module]) => module),
);

function DashboardLoading() {
  return (
    <main className="route-loading" aria-busy="true">
      <span className="spinner" role="status" aria-label="Loading" />
    </main>
  );
}

export const routes = buildRoutes(
  Object.fromEntries(Object.entries(PAGE_CODE).map(([name, code]) => [name, lazy(code)])),
  <Suspense fallback={<DashboardLoading />}>
    <DashboardApp />
    <Ready />
  </Suspense>,
);
