// The one fetch wrapper of the UI: JSON in and out, same-origin cookies, time-outs, retries,
// error bodies turned into messages and codes, and every 401 reported to whoever listens (the
// dashboard).
import type { ErrorCode } from './lib/api-types';

export class ApiError extends Error {
  /** HTTP status; 0 for a network failure or a time-out. */
  status: number;
  /** The server's code, when it answered one; undefined for a network failure or a time-out. */
  code?: ErrorCode;
  /** The request field at fault, when the server named one. */
  field?: string;
  constructor(message: string, status: number, code?: ErrorCode, field?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.field = field;
  }
}

export interface RequestOptions {
  method?: string;
  body?: unknown;
  /** A file sent as it is, with its type (a price list's CSV), instead of a JSON `body`. */
  file?: { data: Blob; type: string };
  /** Default 10 000 ms. */
  timeoutMs?: number;
  /** Extra attempts after a failure, 500 ms apart; never after a 4xx answer. Default 0. */
  retries?: number;
  signal?: AbortSignal;
}

export const DEFAULT_TIMEOUT_MS = 10_000;
export const RETRY_DELAY_MS = 500;

const unauthorizedHandlers = new Set<() => void>();

/** Calls `handler` on every 401 answer; returns the unsubscribe function. */
export function onUnauthorized(handler: () => void): () => void {
  unauthorizedHandlers.add(handler);
  return () => {
    unauthorizedHandlers.delete(handler);
  };
}

export function isAbortError(e: unknown): boolean {
  return typeof e === 'object' && e !== null && (e as { name?: string }).name === 'AbortError';
}

function abortError(): Error {
  const e = new Error('The operation was aborted');
  e.name = 'AbortError';
  return e;
}

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError());
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

function send(path: string, opts: RequestOptions, headers: Record<string, string>, signal: AbortSignal): Promise<Response> {
  return fetch(path, {
    method: opts.method ?? 'GET',
    headers,
    body: opts.file ? opts.file.data : opts.body === undefined ? undefined : JSON.stringify(opts.body),
    credentials: 'same-origin',
    signal,
  });
}

/** An answer's body and its headers (e.g. `X-Total-Count` of a page of orders). */
export type Answer<T> = { data: T; headers: Headers };

async function attempt<T>(path: string, opts: RequestOptions, timeoutMs: number): Promise<Answer<T>> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onOuterAbort = () => controller.abort();
  opts.signal?.addEventListener('abort', onOuterAbort, { once: true });

  const headers: Record<string, string> = { Accept: 'application/json' };
  if (opts.file) headers['Content-Type'] = opts.file.type;
  else if (opts.body !== undefined) headers['Content-Type'] = 'application/json';

  let res: Response;
  try {
    res = await send(path, opts, headers, controller.signal);
  } catch (e) {
    if (timedOut) throw new ApiError(`Request timeout (${timeoutMs}ms)`, 0);
    if (opts.signal?.aborted || isAbortError(e)) throw abortError();
    throw new ApiError('Request failed', 0);
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', onOuterAbort);
  }

  if (res.status === 401) unauthorizedHandlers.forEach((h) => h());
  if (res.status === 204) return { data: undefined as T, headers: res.headers };

  let data: unknown = undefined;
  const text = await res.text().catch(() => '');
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
  }
  if (!res.ok) {
    const body = (data ?? {}) as { error?: unknown; code?: unknown; field?: unknown };
    const message = typeof body.error === 'string' && body.error ? body.error : 'Request failed';
    const code = typeof body.code === 'string' ? (body.code as ErrorCode) : undefined;
    throw new ApiError(message, res.status, code, typeof body.field === 'string' ? body.field : undefined);
  }
  return { data: data as T, headers: res.headers };
}

/** The answer's body. */
export async function request<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  return (await requestWithHeaders<T>(path, opts)).data;
}

/** The answer's body and headers; otherwise as `request`. */
export async function requestWithHeaders<T>(path: string, opts: RequestOptions = {}): Promise<Answer<T>> {
  const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const retries = Math.max(0, opts.retries ?? 0);
  for (let i = 0; ; i++) {
    try {
      return await attempt<T>(path, opts, timeoutMs);
    } catch (e) {
      const clientError = e instanceof ApiError && e.status >= 400 && e.status < 500;
      if (isAbortError(e) || clientError || i >= retries) throw e;
      await wait(RETRY_DELAY_MS, opts.signal);
    }
  }
}
