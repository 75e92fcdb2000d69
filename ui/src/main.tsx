// Entry of the UI: styles, the router, a last-resort error boundary, and abort errors ignored.
import { Component, StrictMode, startTransition } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { isAbortError } from './api';
import { ErrorScreen } from './components/ErrorScreen';
import { router } from './router';
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
import './pages/Products.css';
import './pages/Services.css';
import './pages/About.css';
import './pages/Contact.css';

class RootBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }
  render() {
    return this.state.error ? <ErrorScreen error={this.state.error} /> : this.props.children;
  }
}

// A request cancelled on purpose (language change, page left) is not an error.
window.addEventListener('unhandledrejection', (e) => {
  if (isAbortError(e.reason)) e.preventDefault();
});

// A transition lets React render the first page in slices, keeping the main thread responsive.
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <RootBoundary>
        <RouterProvider router={router} future={{ v7_startTransition: true }} />
      </RootBoundary>
    </StrictMode>,
  );
});
