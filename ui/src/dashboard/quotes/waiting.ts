// How long a quote request has waited for the company's answer, and when that is too long: a request
// still unanswered 24 hours after it came stands out (issue 30: firms answering a web lead within the
// hour were about seven times likelier to qualify it).
import { useEffect, useState } from 'react';

export const LATE_AFTER_MS = 24 * 60 * 60 * 1000;

type Waitable = { status: string; createdAt: string; firstAnsweredAt?: string | null };

/** Milliseconds a request has waited: until its first answer, or until now while it has none. */
export function waitedMs(q: Waitable, now: number): number {
  const from = Date.parse(q.createdAt);
  if (Number.isNaN(from)) return 0;
  const to = q.firstAnsweredAt ? Date.parse(q.firstAnsweredAt) : now;
  return Math.max(0, (Number.isNaN(to) ? now : to) - from);
}

/** Still waiting for the company's first answer (a new request). */
export function isWaiting(q: Waitable): boolean {
  return q.status === 'new' && !q.firstAnsweredAt;
}

/** Waiting for more than 24 hours. */
export function isLate(q: Waitable, now: number): boolean {
  return isWaiting(q) && waitedMs(q, now) > LATE_AFTER_MS;
}

/** A span as its two largest whole units: days and hours, hours and minutes, or minutes. */
export function spanParts(ms: number): { d: number; h: number; m: number } {
  const minutes = Math.floor(ms / 60_000);
  return { d: Math.floor(minutes / 1440), h: Math.floor((minutes % 1440) / 60), m: minutes % 60 };
}

/** Now, again every minute (so waiting times grow on screen); the page's clock, so tests may set it. */
export function useNow(everyMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
