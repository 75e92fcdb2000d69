// The CSV downloads, at the foot of the Orders tab (orders) and of the product list (stock movements). Each picks
// the days and a status or movement, and is a plain link: the browser saves the file as the server
// streams it, with the session cookie, whatever its size.
import { useState } from 'react';
import { useLang } from '../../i18n';
import { csvUrl } from '../dashApi';
import DateField from '../DateField';
import { useDT, type DashKey } from '../i18n';
import { MOVEMENTS, ORDER_STATUSES, type Movement, type OrderStatus } from '../../lib/api-types';
import { statusKey } from '../orders/status';

type Props<V extends string> = {
  title: DashKey;
  lead: DashKey;
  allLabel: DashKey;
  choices: readonly V[];
  choiceLabel: Record<V, DashKey>;
  href: (q: { choice?: V; from?: string; to?: string; lang: 'en' | 'fa' }) => string;
  testId: string;
};

function CsvDownload<V extends string>({ title, lead, allLabel, choices, choiceLabel, href, testId }: Props<V>) {
  const t = useDT();
  const lang = useLang();
  const [choice, setChoice] = useState<V | ''>('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const id = `dash-${testId}-h`;
  return (
    <section className="dash-csv" aria-labelledby={id} data-testid={testId}>
      <h3 id={id}>{t[title]}</h3>
      <p className="dash-muted">{t[lead]}</p>
      <div className="dash-toolbar">
        <label className="dash-inline-field">
          <span className="visually-hidden">{t[allLabel]}</span>
          <select value={choice} onChange={(e) => setChoice(e.target.value as V | '')}>
            <option value="">{t[allLabel]}</option>
            {choices.map((c) => (
              <option key={c} value={c}>
                {t[choiceLabel[c]]}
              </option>
            ))}
          </select>
        </label>
        <div className="dash-inline-field">
          <span id={`${id}-from`}>{t.fromDate}</span>
          <DateField value={from} max={to || undefined} onChange={setFrom} aria-labelledby={`${id}-from`} />
        </div>
        <div className="dash-inline-field">
          <span id={`${id}-to`}>{t.toDate}</span>
          <DateField value={to} min={from || undefined} onChange={setTo} aria-labelledby={`${id}-to`} />
        </div>
        <a className="dash-btn dash-btn-primary" href={href({ choice: choice || undefined, from: from || undefined, to: to || undefined, lang })} download>
          {t.downloadCsv}
        </a>
      </div>
    </section>
  );
}

export function OrdersCsv() {
  return (
    <CsvDownload<OrderStatus>
      title="exportOrdersTitle"
      lead="exportOrdersLead"
      allLabel="statusAll"
      choices={ORDER_STATUSES}
      choiceLabel={statusKey}
      href={({ choice, ...q }) => csvUrl.orders({ ...q, status: choice })}
      testId="orders-csv"
    />
  );
}

const MOVEMENT_KEYS: Record<Movement, DashKey> = { import: 'movementImport', export: 'movementExport' };

export function StockCsv() {
  return (
    <CsvDownload<Movement>
      title="exportStockTitle"
      lead="exportStockLead"
      allLabel="movementAll"
      choices={MOVEMENTS}
      choiceLabel={MOVEMENT_KEYS}
      href={({ choice, ...q }) => csvUrl.stockMovements({ ...q, kind: choice })}
      testId="stock-csv"
    />
  );
}
