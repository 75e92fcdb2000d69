// The steps of a shipment as a timeline: each reached with its date in the reader's calendar, the
// next ones with the expected departure and arrival when known.
import { fill, useLang } from '../../i18n';
import { formatDate } from '../../i18n/format';
import type { BuyerOrderPage, MilestoneKind } from '../../lib/api-types';
import { useOrderT } from './useOrderT';

const STEPS: MilestoneKind[] = ['booked', 'packed', 'departed', 'arrived', 'delivered'];

export function OrderTimeline({ order }: { order: BuyerOrderPage }) {
  const t = useOrderT();
  const lang = useLang();
  const reached = new Map(order.milestones.map((m) => [m.kind, m.date]));
  const expected: Partial<Record<MilestoneKind, string | null | undefined>> = { departed: order.etd, arrived: order.eta };
  return (
    <section className="quote-card" aria-labelledby="order-timeline">
      <h2 id="order-timeline">{t.order.timeline}</h2>
      <ol className="order-timeline" data-testid="order-timeline">
        {STEPS.map((step) => {
          const date = reached.get(step);
          const due = !date ? expected[step] : null;
          return (
            <li key={step} className={date ? 'done' : 'todo'} data-step={step} data-done={date ? 'true' : 'false'}>
              <span className="order-dot" aria-hidden="true" />
              <strong>{t.order.steps[step]}</strong>
              {date && <span className="muted">{formatDate(date, lang)}</span>}
              {due && <span className="muted small">{fill(t.order.expected, { date: formatDate(due, lang) })}</span>}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
