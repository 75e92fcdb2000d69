// One labelled fact of a quote request or revision (a <dt>/<dd> pair), wide for long texts.
import type { ReactNode } from 'react';

export function Fact({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'dash-qfact dash-qfact-wide' : 'dash-qfact'}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

