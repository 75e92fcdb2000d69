// Entry of the UI: styles, the router, a last-resort error boundary, and abort errors ignored.
import { Component, StrictMode, startTransition } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { isAbortError } from './api';
import { ErrorScreen } from './components/ErrorScreen';
import { router } from './router';
import './styles/fonts.css';
import './styles/tokens.css';
import './styles/site.css';
import './styles/forms.css';
// The pages' styles are bundled here, not with the lazily loaded pages: one stylesheet, no flash.
import './styles/home.css';
import './styles/products.css';
import './styles/services.css';
import './styles/about.css';
import './styles/contact.css';

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
