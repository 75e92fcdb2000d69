// Small hooks shared by the pages: document title, reduced motion and timed rotations.
import { useCallback, useEffect, useState } from 'react';
import type { FocusEvent } from 'react';

export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = title;
  }, [title]);
}

const reducedQuery = typeof matchMedia === 'function' ? matchMedia('(prefers-reduced-motion: reduce)') : null;

/** Whether the reader asks for reduced motion: false in the first render, as on the server. */
export function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    if (!reducedQuery) return;
    setReduced(reducedQuery.matches);
    const onChange = (e: MediaQueryListEvent) => setReduced(e.matches);
    reducedQuery.addEventListener('change', onChange);
    return () => reducedQuery.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

export interface Rotation {
  index: number;
  /** Jump to a slide (wraps); restarts the interval. */
  go: (i: number) => void;
  next: () => void;
  prev: () => void;
  /** True while the visitor's pause button, hover, focus or reduced motion holds the rotation. */
  paused: boolean;
  userPaused: boolean;
  setUserPaused: (p: boolean) => void;
  /** Spread on the rotating region: pauses on hover and while focus is inside. */
  hoverProps: {
    onMouseEnter: () => void;
    onMouseLeave: () => void;
    onFocus: () => void;
    onBlur: (e: FocusEvent<HTMLElement>) => void;
  };
}

/**
 * Which pictures of a rotation to load: those shown so far and the next one, so the first screen
 * does not download every picture of the set at once. The others show `NOT_YET_SHOWN` meanwhile
 * (an <img> needs a `src` to be valid HTML).
 */
export const NOT_YET_SHOWN = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==';

export function useLoadedSoFar(index: number): (i: number) => boolean {
  const [upTo, setUpTo] = useState(index + 1);
  useEffect(() => setUpTo((u) => Math.max(u, index + 1)), [index]);
  return (i) => i <= upTo;
}

/** Advances an index every `intervalMs` through `count` items, wrapping round. */
export function useRotation(count: number, intervalMs: number): Rotation {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  const [tick, setTick] = useState(0);
  const reduced = usePrefersReducedMotion();
  const paused = hovered || focused || userPaused || reduced;

  useEffect(() => {
    if (index >= count && count > 0) setIndex(0);
  }, [count, index]);

  useEffect(() => {
    if (paused || count < 2) return;
    const id = window.setInterval(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => window.clearInterval(id);
  }, [paused, count, intervalMs, tick]);

  const go = useCallback(
    (i: number) => {
      if (count < 1) return;
      setIndex(((i % count) + count) % count);
      setTick((t) => t + 1);
    },
    [count],
  );

  return {
    index: count ? Math.min(index, count - 1) : 0,
    go,
    next: () => go(index + 1),
    prev: () => go(index - 1),
    paused,
    userPaused,
    setUserPaused,
    hoverProps: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}

/**
 * False in the first render, true after it: for what the server's HTML cannot show (an open
 * dialog), so hydration meets the same tree the server wrote.
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
