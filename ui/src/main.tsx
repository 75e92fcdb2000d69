// Entry of the UI: styles, the router, a last-resort error boundary, and abort errors ignored. A
// page the server rendered is hydrated (its HTML kept); any other is drawn here.
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { isAbortError } from './api';
import { RootBoundary } from './components/ErrorScreen';
import { routes } from './routing/router';
import { countNavigations } from './lib/visits';
// Every public style, in cascade order: one stylesheet, no flash. Each file sits beside what it
// styles; the pages' are bundled here, not with the lazily loaded pages.
import './styles/fonts.css';
import './styles/tokens.css';
import './styles/site.css';
import './styles/buttons.css';
import './components/TopBar.css';
import './components/Footer.css';
import './styles/sections.css';
import './components/ErrorScreen.css';
import './pages/NotFound.css';
import './styles/forms.css';
import './pages/Home.css';
import 'map-positions.css';
import './features/products/Products.css';
import './features/products/productFacts.css';
import './features/products/ProductGallery.css';
import './pages/Services.css';
import './pages/About.css';
import './features/documents/Documents.css';
import './pages/Contact.css';
import './features/inquiry/inquiry.css';
import './features/quotes/quote.css';
import './features/orders/order.css';
import './features/whatsapp/whatsapp.css';

// A request cancelled on purpose (language change, page left) is not an error.
window.addEventListener('unhandledrejection', (e) => {
  if (isAbortError(e.reason)) e.preventDefault();
});

const root = document.getElementById('root')!;
const router = createBrowserRouter(routes);
// The pages opened from here on are counted by a beacon; this first one the server counted.
countNavigations(router, location.pathname);
const app = (
  <StrictMode>
    <RootBoundary>
      <RouterProvider router={router} future={{ v7_startTransition: true }} />
    </RootBoundary>
  </StrictMode>
);
// A transition lets React render (or hydrate) the first page in slices, keeping the main thread
// responsive.
startTransition(() => {
  if (root.firstElementChild) hydrateRoot(root, app);
  else createRoot(root).render(app);
});
