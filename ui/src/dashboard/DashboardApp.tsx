// The /dashboard screen, loaded lazily by the router (which also links its stylesheet): the session
// check, the login form, the header and the tabs of TABS. Tabs stay mounted once opened (hidden when
// not shown), and stay mounted when the session expires, so nothing typed in them is lost.
import { Component, useEffect, useRef, useState, type ErrorInfo, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ApiError, onUnauthorized } from '../api';
import { useStore } from '../store';
import { api, errorText } from './dashApi';
import { useDash } from './dashStore';
import { fill, useLang } from '../i18n';
import { formatDateTime, formatNumber } from '../i18n/format';
import { useDT, type DashKey } from './i18n';
import LoginForm from './LoginForm';
import ActivityTab from './activity/ActivityTab';
import AnalyticsTab from './analytics/AnalyticsTab';
import AwardsTab from './awards/AwardsTab';
import ContentTab from './content/ContentTab';
import DocumentsTab from './documents/DocumentsTab';
import MailTab from './mail/MailTab';
import OrdersTab from './orders/OrdersTab';
import ProductsTab from './products/ProductsTab';
import ShipmentsTab from './shipments/ShipmentsTab';
import QuotesTab from './quotes/QuotesTab';
import { QuotesBadge, useQuotesWaitingPoll } from './quotes/QuotesBadge';
import SlideshowTab from './slideshow/SlideshowTab';
import UsersTab from './users/UsersTab';
import ConfirmPasswordDialog from './security/ConfirmPasswordDialog';
import SecondFactorSetup from './security/SecondFactorSetup';
import { Banner, Spinner } from './ui';

const TABS = [
  { id: 'products', label: 'tabProducts', icon: 'M4 7l8-4 8 4v10l-8 4-8-4zM4 7l8 4 8-4M12 11v10', Panel: ProductsTab },
  { id: 'orders', label: 'tabOrders', icon: 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6', Panel: OrdersTab },
  { id: 'quotes', label: 'tabQuotes', icon: 'M4 4h16v12H8l-4 4zM8 8h8M8 12h5', Panel: QuotesTab },
  { id: 'shipments', label: 'tabShipments', icon: 'M2 6h12v10H2zM14 9h4l3 3v4h-7zM6 19a2 2 0 100-4 2 2 0 000 4zM17 19a2 2 0 100-4 2 2 0 000 4z', Panel: ShipmentsTab },
  { id: 'slideshow', label: 'tabSlideshow', icon: 'M3 5h18v14H3zM3 15l5-5 4 4 3-3 6 6', Panel: SlideshowTab },
  { id: 'awards', label: 'tabAwards', icon: 'M12 15a6 6 0 100-12 6 6 0 000 12zM8.5 14L7 22l5-3 5 3-1.5-8', Panel: AwardsTab },
  { id: 'documents', label: 'tabDocuments', icon: 'M6 3h9l4 4v14H6zM14 3v5h5M9 13l2 2 4-4', Panel: DocumentsTab },
  { id: 'content', label: 'tabContent', icon: 'M5 3h10l4 4v14H5zM9 12h6M9 16h6M9 8h2', Panel: ContentTab },
  { id: 'mail', label: 'tabMail', icon: 'M3 5h18v14H3zM3 6l9 7 9-7', Panel: MailTab },
  { id: 'analytics', label: 'tabAnalytics', icon: 'M4 20V10M10 20V4M16 20v-7M22 20H2', Panel: AnalyticsTab },
  { id: 'users', label: 'tabUsers', icon: 'M9 11a4 4 0 100-8 4 4 0 000 8zM2 21a7 7 0 0114 0M17 11a3 3 0 000-6M22 21a6 6 0 00-4-5.6', Panel: UsersTab },
  { id: 'activity', label: 'tabActivity', icon: 'M12 21a9 9 0 100-18 9 9 0 000 18zM12 7v5l3 3', Panel: ActivityTab },
] as const satisfies readonly { id: string; label: DashKey; icon: string; Panel: unknown }[];

type TabId = (typeof TABS)[number]['id'];
const isTab = (v: string | null): v is TabId => TABS.some((tab) => tab.id === v);

export default function DashboardApp() {
  const status = useDash((s) => s.status);
  const t = useDT();

  useEffect(() => {
    document.title = t.appTitle;
  }, [t]);

  useEffect(() => onUnauthorized(() => useDash.getState().expired()), []);

  useEffect(() => {
    const controller = new AbortController();
    api
      .session(controller.signal)
      .then((s) => {
        if (!s.authenticated || !s.username) return useDash.getState().signedOut();
        useDash.getState().setSession(s);
        useDash.getState().signedIn(s.username);
      })
      .catch(() => {
        if (!controller.signal.aborted) useDash.getState().signedOut();
      });
    return () => controller.abort();
  }, []);

  if (status === 'checking') {
    return (
      <main className="dash-root dash-center">
        <Spinner size="lg" label={t.checkingSession} />
        <p className="dash-muted">{t.checkingSession}</p>
      </main>
    );
  }
  if (status === 'signedOut') {
    return (
      <main className="dash-root">
        <LoginForm expired={false} />
      </main>
    );
  }
  return (
    <div className="dash-root">
      <Inert when={status === 'expired'}>
        <SessionGate />
      </Inert>
      {status === 'expired' && <LoginForm expired />}
      <ConfirmPasswordDialog />
    </div>
  );
}

/** How long after the bank details changed the dashboard says so at the top. */
const BANK_BANNER_MS = 7 * 24 * 3600 * 1000;

/** While every admin must use a second factor and this one has none, setting it up is all there is. */
function SessionGate() {
  const t = useDT();
  const session = useDash((s) => s.session);
  if (session?.secondFactorRequired && !session.secondFactor) {
    return (
      <main className="dash-main dash-narrow" data-testid="second-factor-required">
        <section className="dash-card dash-pad dash-stack">
          <h1>{t.secondFactorTitle}</h1>
          <p>{t.secondFactorRequiredLead}</p>
          <SecondFactorSetup onDone={() => undefined} />
        </section>
      </main>
    );
  }
  return <Workspace />;
}

/** How often the count of new orders beside the Orders tab is asked for again. */
const NEW_ORDERS_POLL_MS = 60_000;

/** Keeps its children mounted but out of reach (no focus, no clicks) while `when` holds. */
function Inert({ when, children }: { when: boolean; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.toggleAttribute('inert', when);
  }, [when]);
  return (
    <div ref={ref} className="dash-app" aria-hidden={when || undefined}>
      {children}
    </div>
  );
}

function Workspace() {
  const t = useDT();
  const lang = useLang();
  const username = useDash((s) => s.username);
  const [params, setParams] = useSearchParams();
  const param = params.get('tab');
  const active: TabId = isTab(param) ? param : 'products';
  const [opened, setOpened] = useState<Set<TabId>>(() => new Set([active]));
  const [logoutError, setLogoutError] = useState<string | null>(null);
  const [loggingOut, setLoggingOut] = useState(false);
  const setLang = useStore((s) => s.setLang);
  const resolvedTheme = useStore((s) => s.resolvedTheme);
  const setTheme = useStore((s) => s.setTheme);
  const newOrders = useDash((s) => s.newOrders);
  const diskFullSince = useDash((s) => s.diskFullSince);
  const bankChangedAt = useDash((s) => s.session?.bankChangedAt);
  // dismissed for this change until the page is loaded again
  const [bankSeen, setBankSeen] = useState<string | null>(null);
  const epoch = useDash((s) => s.epoch);
  useQuotesWaitingPoll(epoch);

  // The count beside the Orders tab: at sign-in, then every minute.
  useEffect(() => {
    const controller = new AbortController();
    const poll = () =>
      api
        .newOrders(controller.signal)
        .then((n) => {
          useDash.getState().setNewOrders(n.count);
          useDash.getState().setDiskFullSince(n.diskFullSince ?? null);
        })
        .catch(() => undefined);
    void poll();
    const timer = setInterval(poll, NEW_ORDERS_POLL_MS);
    return () => {
      controller.abort();
      clearInterval(timer);
    };
  }, [epoch]);

  useEffect(() => {
    setOpened((s) => (s.has(active) ? s : new Set(s).add(active)));
    // On a phone the tabs are a scrolling strip: keep the chosen one in sight.
    document.getElementById(`dash-tab-${active}`)?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [active]);

  function select(id: TabId) {
    setParams(id === 'products' ? {} : { tab: id });
  }

  function onTabKey(e: React.KeyboardEvent, index: number) {
    const step = { ArrowDown: 1, ArrowRight: lang === 'fa' ? -1 : 1, ArrowUp: -1, ArrowLeft: lang === 'fa' ? 1 : -1 }[e.key];
    let next = step === undefined ? undefined : (index + step + TABS.length) % TABS.length;
    if (e.key === 'Home') next = 0;
    if (e.key === 'End') next = TABS.length - 1;
    if (next === undefined) return;
    e.preventDefault();
    select(TABS[next].id);
    document.getElementById(`dash-tab-${TABS[next].id}`)?.focus();
  }

  async function logout() {
    setLoggingOut(true);
    setLogoutError(null);
    try {
      await api.logout();
      useDash.getState().signedOut();
    } catch (e) {
      if (e instanceof ApiError && e.status === 401) useDash.getState().signedOut();
      else setLogoutError(errorText(e, t.requestFailed, lang));
    } finally {
      setLoggingOut(false);
    }
  }

  return (
    <>
      <header className="dash-header">
        <div className="dash-brand">
          <span className="dash-logo" aria-hidden="true">
            گ
          </span>
          <div>
            <h1 className="dash-title">{t.appTitle}</h1>
            <p className="dash-subtitle">{t.appSubtitle}</p>
          </div>
        </div>
        <div className="dash-header-tools">
          <span className="dash-welcome" data-testid="welcome">
            {fill(t.welcome, { name: username ?? '' })}
          </span>
          <button type="button" className="dash-btn dash-btn-ghost" lang={lang === 'fa' ? 'en' : 'fa'} aria-label={t.languageLabel} onClick={() => setLang(lang === 'fa' ? 'en' : 'fa')}>
            {t.language}
          </button>
          <button
            type="button"
            className="dash-btn dash-btn-ghost dash-icon-only"
            aria-label={resolvedTheme === 'dark' ? t.themeLight : t.themeDark}
            title={resolvedTheme === 'dark' ? t.themeLight : t.themeDark}
            onClick={() => setTheme(resolvedTheme === 'dark' ? 'light' : 'dark')}
          >
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              {resolvedTheme === 'dark' ? (
                <path d="M12 17a5 5 0 100-10 5 5 0 000 10zM12 1v2M12 21v2M4.2 4.2l1.4 1.4M18.4 18.4l1.4 1.4M1 12h2M21 12h2M4.2 19.8l1.4-1.4M18.4 5.6l1.4-1.4" />
              ) : (
                <path d="M21 12.8A9 9 0 1111.2 3a7 7 0 009.8 9.8z" />
              )}
            </svg>
          </button>
          <Link to="/" className="dash-btn dash-btn-ghost dash-hide-phone">
            {t.viewSite}
          </Link>
          <button type="button" className="dash-btn" onClick={logout} disabled={loggingOut}>
            {loggingOut ? <Spinner size="sm" /> : null}
            {t.logout}
          </button>
        </div>
      </header>
      {logoutError && (
        <div className="dash-header-banner">
          <Banner kind="error" onDismiss={() => setLogoutError(null)}>
            {logoutError}
          </Banner>
        </div>
      )}
      {bankChangedAt !== undefined && bankChangedAt !== bankSeen && Date.now() - Date.parse(bankChangedAt) < BANK_BANNER_MS && (
        <div className="dash-header-banner" data-testid="bank-changed-banner">
          <Banner kind="warning" onDismiss={() => setBankSeen(bankChangedAt)}>
            {fill(t.bankChangedBanner, { date: formatDateTime(bankChangedAt, lang) })}
          </Banner>
        </div>
      )}
      {diskFullSince !== null && (
        <div className="dash-header-banner" data-testid="disk-full-banner">
          <Banner kind="error">{fill(t.diskFullBanner, { since: formatDateTime(new Date(diskFullSince).toISOString(), lang) })}</Banner>
        </div>
      )}
      <div className="dash-layout">
        <nav className="dash-nav" aria-label={t.tabsLabel}>
          <div role="tablist" aria-orientation="vertical" aria-label={t.tabsLabel} className="dash-tablist">
            {TABS.map((tab, i) => (
              <button
                key={tab.id}
                id={`dash-tab-${tab.id}`}
                role="tab"
                type="button"
                aria-selected={active === tab.id}
                aria-controls={`dash-panel-${tab.id}`}
                tabIndex={active === tab.id ? 0 : -1}
                className="dash-tab"
                onClick={() => select(tab.id)}
                onKeyDown={(e) => onTabKey(e, i)}
              >
                <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                  <path d={tab.icon} />
                </svg>
                <span>{t[tab.label]}</span>
                {tab.id === 'orders' && newOrders ? (
                  <span className="dash-tab-badge" data-testid="new-orders-badge">
                    <span aria-hidden="true">{formatNumber(newOrders, lang)}</span>
                    <span className="visually-hidden">{fill(t.newOrdersCount, { count: formatNumber(newOrders, lang) })}</span>
                  </span>
                ) : null}
                {tab.id === 'quotes' && <QuotesBadge />}
              </button>
            ))}
          </div>
        </nav>
        <main className="dash-main">
          {TABS.map(({ id, Panel }) =>
            opened.has(id) ? (
              <section
                key={id}
                id={`dash-panel-${id}`}
                role="tabpanel"
                aria-labelledby={`dash-tab-${id}`}
                hidden={active !== id}
                className="dash-panel"
              >
                <TabBoundary>
                  <Panel active={active === id} />
                </TabBoundary>
              </section>
            ) : null,
          )}
        </main>
      </div>
    </>
  );
}

/** A render error in one tab shows 'An error occurred' with its text there; the other tabs keep working. */
class TabBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }
  render() {
    if (!this.state.error) return this.props.children;
    return <TabCrash message={this.state.error.message} onRetry={() => this.setState({ error: null })} />;
  }
}

function TabCrash({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useDT();
  return (
    <div className="dash-card dash-pad" role="alert">
      <h2>{t.renderError}</h2>
      <pre className="dash-error-pre">{message}</pre>
      <button type="button" className="dash-btn" onClick={onRetry}>
        {t.retry}
      </button>
    </div>
  );
}
