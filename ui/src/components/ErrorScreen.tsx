// The top-level 'An error occurred' screen: shown by the router for a render error in any route,
// and by RootBoundary (around the router, in the browser and on the server) for anything outside
// it. Shows the error text.
import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { dictionaries } from '../i18n';
import { localePath } from '../i18n/detect';
import { useStore } from '../store';
import { AlertIcon } from './Icons';

export function errorText(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return String(error);
}

/** Rendered outside the router too, so it uses plain links and reads the store directly. */
export function ErrorScreen({ error }: { error: unknown }) {
  const lang = useStore.getState().lang;
  const t = dictionaries[lang];
  return (
    <main id="main" className="error-screen" role="alert">
      <div className="error-card">
        <AlertIcon size={40} />
        <h1>{t.errorScreen.title}</h1>
        <p>{t.errorScreen.lead}</p>
        <pre className="error-text">{errorText(error)}</pre>
        <div className="btn-row">
          <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
            {t.errorScreen.reload}
          </button>
          <a className="btn btn-outline" href={localePath(lang, '/')}>
            {t.errorScreen.home}
          </a>
        </div>
      </div>
    </main>
  );
}

export function RouteErrorScreen() {
  return <ErrorScreen error={useRouteError()} />;
}

export class RootBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
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
