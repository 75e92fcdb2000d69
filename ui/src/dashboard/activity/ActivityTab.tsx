// Activity tab: the audit log from GET /api/audit, newest first, a page at a time, filtered by
// administrator, action and days. Read only: the server keeps every entry as it was written.
import { useState } from 'react';
import { formatDateTime, formatNumber, localizeDigits } from '../../i18n/format';
import { api } from '../dashApi';
import { useLang } from '../../i18n';
import type { Lang } from '../../i18n/detect';
import { useDT, type DashDict, type DashKey } from '../i18n';
import { AUDIT_KINDS, ORDER_STATUSES, UNITS, type AuditKind, type Change, type OrderStatus, type Unit } from '../../lib/api-types';
import { statusKey } from '../orders/status';
import { UNIT_WORDS } from '../../i18n/units';
import DateField from '../DateField';
import { Pager, Spinner, TabStatus } from '../ui';
import { useTabData } from '../useTabData';

const PAGE = 50;

export const kindKey: Record<AuditKind, DashKey> = {
  'session.signIn': 'kindSignIn',
  'session.signInFailed': 'kindSignInFailed',
  'session.signOut': 'kindSignOut',
  'product.create': 'kindProductCreate',
  'product.update': 'kindProductUpdate',
  'product.delete': 'kindProductDelete',
  'stock.import': 'kindStockImport',
  'stock.export': 'kindStockExport',
  'order.status': 'kindOrderStatus',
  'slideshow.save': 'kindSlideshowSave',
  'slide.add': 'kindSlideAdd',
  'slide.delete': 'kindSlideDelete',
  'award.create': 'kindAwardCreate',
  'award.delete': 'kindAwardDelete',
  'award.update': 'kindAwardUpdate',
  'content.update': 'kindContentUpdate',
  'profile.upload': 'kindProfileUpload',
  'profile.delete': 'kindProfileDelete',
  'admin.create': 'kindAdminCreate',
  'admin.delete': 'kindAdminDelete',
  'admin.password': 'kindAdminPassword',
  'mail.settings': 'kindMailSettings',
  'apiKey.create': 'kindApiKeyCreate',
  'apiKey.revoke': 'kindApiKeyRevoke',
  'apiKey.use': 'kindApiKeyUse',
  'document.create': 'kindDocumentCreate',
  'document.update': 'kindDocumentUpdate',
  'document.delete': 'kindDocumentDelete',
  'quote.request': 'kindQuoteRequest',
  'quote.revision': 'kindQuoteRevision',
  'quote.status': 'kindQuoteStatus',
  'quote.message': 'kindQuoteMessage',
  'quote.delete': 'kindQuoteDelete',
  'bank.update': 'kindBankUpdate',
  'siteUrl.update': 'kindSiteUrlUpdate',
  'admin.email': 'kindAdminEmail',
  'admin.secondFactorOn': 'kindSecondFactorOn',
  'admin.secondFactorOff': 'kindSecondFactorOff',
  'admin.recoveryCodes': 'kindRecoveryCodes',
  'admin.policy': 'kindAdminPolicy',
  'backup.download': 'kindBackupDownload',
  'shipment.create': 'kindShipmentCreate',
  'shipment.update': 'kindShipmentUpdate',
  'shipment.delete': 'kindShipmentDelete',
  'shipment.milestone': 'kindShipmentMilestone',
  'shipment.document': 'kindShipmentDocument',
  'invoice.issue': 'kindInvoiceIssue',
  'invoice.creditNote': 'kindCreditNote',
  'payment.schedule': 'kindPaymentSchedule',
  'payment.record': 'kindPaymentRecord',
  'payment.delete': 'kindPaymentDelete',
  'webhook.create': 'kindWebhookCreate',
  'webhook.delete': 'kindWebhookDelete',
  'webhook.enable': 'kindWebhookEnable',
  'webhook.resend': 'kindWebhookResend',
  'webhook.test': 'kindWebhookTest',
};

// The fields the dashboard already has words for; any other shows as the API names it.
const FIELD_KEYS: Record<string, DashKey> = {
  name: 'productName',
  unit: 'unit',
  price: 'price',
  currency: 'currency',
  source: 'source',
  imageUrl: 'imageSource',
  baseStock: 'initialStock',
  available: 'available',
  quantity: 'quantity',
  date: 'date',
  destination: 'destination',
  status: 'status',
  title: 'awardTitle',
  description: 'awardDescription',
};

/** A recorded value in the admin's language: statuses and units in words, plain numbers in their digits. */
function value(field: string, v: string, t: DashDict, lang: Lang): string {
  if (field === 'status' && (ORDER_STATUSES as readonly string[]).includes(v)) return t[statusKey[v as OrderStatus]];
  if (field === 'unit' && (UNITS as readonly string[]).includes(v)) return UNIT_WORDS[lang].one[v as Unit];
  if (/^-?\d+(\.\d+)?$/.test(v)) return formatNumber(Number(v), lang);
  return v;
}

function ChangeLine({ change }: { change: Change }) {
  const t = useDT();
  const lang = useLang();
  const key = FIELD_KEYS[change.field];
  return (
    <li>
      <span className="dash-muted">{key ? t[key] : change.field}: </span>
      {change.before !== undefined && (
        <>
          <del dir="auto">{value(change.field, change.before, t, lang)}</del>
          {change.after !== undefined && <span aria-hidden="true"> → </span>}
        </>
      )}
      {change.after !== undefined && <ins dir="auto">{value(change.field, change.after, t, lang)}</ins>}
    </li>
  );
}

export default function ActivityTab({ active }: { active: boolean }) {
  const t = useDT();
  const lang = useLang();
  const [filter, setFilter] = useState({ admin: '', kind: '' as AuditKind | '', from: '', to: '' });
  const [page, setPage] = useState(0);
  const { data: admins } = useTabData({ active, load: (signal) => api.admins(signal), failure: 'failedToLoad' });
  const { data, error, loading, reload } = useTabData({
    active,
    key: [filter, page],
    load: (signal) =>
      api.audit({ admin: filter.admin || undefined, kind: filter.kind || undefined, from: filter.from || undefined, to: filter.to || undefined, limit: PAGE, offset: page * PAGE }, signal),
    failure: 'failedToLoadActivity',
  });
  const set = (change: Partial<typeof filter>) => {
    setFilter((f) => ({ ...f, ...change }));
    setPage(0);
  };
  const filtered = Object.values(filter).some(Boolean);
  const total = data?.total ?? 0;
  const n = (x: number) => formatNumber(x, lang);
  const names = [...new Set([...(admins ?? []).map((a) => a.username), 'cli'])];

  return (
    <section className="dash-card" aria-labelledby="dash-activity-h" aria-busy={loading}>
      <div className="dash-card-head">
        <div>
          <h2 id="dash-activity-h">
            {t.activityTitle} {data && <span className="dash-count">{n(total)}</span>}
          </h2>
          <p className="dash-muted">{t.activityLead}</p>
        </div>
        <button type="button" className="dash-btn dash-btn-ghost dash-btn-sm" onClick={() => reload()} disabled={loading}>
          {loading ? <Spinner size="sm" /> : null}
          {t.refresh}
        </button>
      </div>
      <div className="dash-toolbar dash-activity-filters">
        <label className="dash-inline-field">
          <span>{t.filterAdmin}</span>
          <select value={filter.admin} onChange={(e) => set({ admin: e.target.value })} data-testid="activity-admin">
            <option value="">{t.allAdmins}</option>
            {names.map((name) => (
              <option key={name} value={name}>
                {name === 'cli' ? t.commandLine : name}
              </option>
            ))}
          </select>
        </label>
        <label className="dash-inline-field">
          <span>{t.filterKind}</span>
          <select value={filter.kind} onChange={(e) => set({ kind: e.target.value as AuditKind | '' })} data-testid="activity-kind">
            <option value="">{t.allKinds}</option>
            {AUDIT_KINDS.map((k) => (
              <option key={k} value={k}>
                {t[kindKey[k]]}
              </option>
            ))}
          </select>
        </label>
        <div className="dash-inline-field">
          <span id="activity-from-label">{t.fromDate}</span>
          <DateField value={filter.from} onChange={(from) => set({ from })} aria-labelledby="activity-from-label" data-testid="activity-from" />
        </div>
        <div className="dash-inline-field">
          <span id="activity-to-label">{t.toDate}</span>
          <DateField value={filter.to} onChange={(to) => set({ to })} aria-labelledby="activity-to-label" data-testid="activity-to" />
        </div>
        {filtered && (
          <button type="button" className="dash-btn dash-btn-ghost dash-btn-sm" onClick={() => set({ admin: '', kind: '', from: '', to: '' })}>
            {t.clearFilters}
          </button>
        )}
      </div>
      <TabStatus waiting={data === null} error={error} onRetry={reload} empty={data?.entries.length === 0 && (filtered ? t.noActivityFiltered : t.noActivity)} />
      {data && data.entries.length > 0 && (
        <div className="dash-table-wrap">
          <table className="dash-table dash-activity" data-testid="activity-table">
            <thead>
              <tr>
                <th scope="col">{t.when}</th>
                <th scope="col">{t.who}</th>
                <th scope="col">{t.action}</th>
                <th scope="col">{t.record}</th>
                <th scope="col">{t.changes}</th>
              </tr>
            </thead>
            <tbody>
              {data.entries.map((e) => (
                <tr key={e.id} data-testid="activity-row" data-kind={e.kind} className={e.sensitive ? 'dash-sensitive' : undefined}>
                  <td data-label={t.when} className="dash-nowrap">
                    <time dateTime={e.at}>{formatDateTime(e.at, lang)}</time>
                  </td>
                  <td data-label={t.who}>
                    <div>
                      <div className="dash-strong" dir="auto">
                        {e.adminId === undefined && e.username === 'cli' && e.address === '' ? t.commandLine : e.username}
                      </div>
                      {e.address && (
                        <div className="dash-muted" dir="ltr">
                          {e.address}
                        </div>
                      )}
                    </div>
                  </td>
                  <td data-label={t.action}>
                    <span className={`dash-badge dash-kind-${e.kind.split('.')[0]}`}>{t[kindKey[e.kind]]}</span>
                    {e.sensitive && <span className="dash-chip dash-chip-alert">{t.sensitiveChip}</span>}
                  </td>
                  <td data-label={t.record}>
                    {e.recordId !== undefined && <span className="dash-muted">#{localizeDigits(String(e.recordId), lang)} </span>}
                    <span dir="auto">{e.recordName}</span>
                  </td>
                  <td data-label={t.changes}>
                    {e.changes.length > 0 && (
                      <ul className="dash-changes" title={e.summary}>
                        {e.changes.map((c) => (
                          <ChangeLine key={c.field} change={c} />
                        ))}
                      </ul>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && total > PAGE && <Pager page={page} pageSize={PAGE} total={total} shown={data.entries.length} onPage={setPage} />}
    </section>
  );
}
