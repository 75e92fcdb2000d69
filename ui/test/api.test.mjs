// The fetch wrapper against a real local HTTP server: bodies, error texts, time-outs, retries, 401s.
import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, test } from 'node:test';
import { loadTs } from './load.mjs';

const { request, requestWithHeaders, ApiError, onUnauthorized, isAbortError } = await loadTs('src/api.ts');

let base;
let server;
const hits = new Map();
const count = (path) => hits.get(path) ?? 0;

before(async () => {
  server = http.createServer((req, res) => {
    hits.set(req.url, count(req.url) + 1);
    const json = (status, body) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(body === undefined ? '' : JSON.stringify(body));
    };
    if (req.url === '/ok') return json(200, { hello: 'world' });
    if (req.url === '/echo') {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => json(200, { method: req.method, type: req.headers['content-type'], body: JSON.parse(body) }));
      return;
    }
    if (req.url === '/none') return json(204);
    if (req.url === '/page') {
      res.writeHead(200, { 'content-type': 'application/json', 'x-total-count': '120' });
      return res.end('[1,2]');
    }
    if (req.url === '/conflict') return json(409, { error: 'Requested quantity exceeds available stock', code: 'out_of_stock' });
    if (req.url === '/field') return json(400, { error: 'Invalid request: siteUrl', code: 'invalid_field', field: 'siteUrl' });
    if (req.url === '/bare500') return json(500, { nothing: true });
    if (req.url === '/html500') {
      res.writeHead(500, { 'content-type': 'text/html' });
      return res.end('<h1>boom</h1>');
    }
    if (req.url === '/unauth') return json(401, { error: 'Not signed in' });
    if (req.url === '/slow') return setTimeout(() => json(200, { late: true }), 400);
    if (req.url === '/flaky' && count('/flaky') < 3) return json(503, { error: 'busy' });
    if (req.url === '/flaky') return json(200, { attempt: count('/flaky') });
    json(404, { error: 'Not found' });
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${server.address().port}`;
});

after(() => server.close());

test('JSON in and out', async () => {
  assert.deepEqual(await request(`${base}/ok`), { hello: 'world' });
  const echo = await request(`${base}/echo`, { method: 'POST', body: { a: 1 } });
  assert.deepEqual(echo, { method: 'POST', type: 'application/json', body: { a: 1 } });
});

test('204 answers undefined', async () => {
  assert.equal(await request(`${base}/none`, { method: 'DELETE' }), undefined);
});

test('the answer with its headers, for a page and its total', async () => {
  const { data, headers } = await requestWithHeaders(`${base}/page`);
  assert.deepEqual(data, [1, 2]);
  assert.equal(headers.get('X-Total-Count'), '120');
});

test('a non-OK answer throws its error field, with the status and the code', async () => {
  await assert.rejects(
    request(`${base}/conflict`),
    (e) => e instanceof ApiError && e.status === 409 && e.message === 'Requested quantity exceeds available stock' && e.code === 'out_of_stock' && e.field === undefined,
  );
  await assert.rejects(request(`${base}/field`), (e) => e instanceof ApiError && e.code === 'invalid_field' && e.field === 'siteUrl');
  // an answer without a code (not the server's) has none
  await assert.rejects(request(`${base}/unauth`), (e) => e instanceof ApiError && e.status === 401 && e.code === undefined);
});

test('without an error field the message is Request failed', async () => {
  await assert.rejects(request(`${base}/bare500`), (e) => e.status === 500 && e.message === 'Request failed');
  await assert.rejects(request(`${base}/html500`), (e) => e.status === 500 && e.message === 'Request failed');
});

test('a time-out throws Request timeout (ms)', async () => {
  await assert.rejects(request(`${base}/slow`, { timeoutMs: 100 }), (e) => e instanceof ApiError && e.status === 0 && e.message === 'Request timeout (100ms)');
});

test('retries 500 ms apart until one succeeds', async () => {
  const started = Date.now();
  const result = await request(`${base}/flaky`, { retries: 2 });
  assert.deepEqual(result, { attempt: 3 });
  assert.ok(Date.now() - started >= 1000, 'two pauses of 500 ms');
});

test('no retry after a 4xx answer', async () => {
  const before = count('/conflict');
  await assert.rejects(request(`${base}/conflict`, { retries: 2 }));
  assert.equal(count('/conflict') - before, 1);
});

test('a network failure is status 0, retried, then Request failed', async () => {
  const closed = http.createServer();
  await new Promise((r) => closed.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${closed.address().port}/x`;
  await new Promise((r) => closed.close(r));
  await assert.rejects(request(url, { retries: 1 }), (e) => e instanceof ApiError && e.status === 0 && e.message === 'Request failed');
});

test('every 401 is reported to the listeners until they unsubscribe', async () => {
  let calls = 0;
  const off = onUnauthorized(() => calls++);
  await assert.rejects(request(`${base}/unauth`), (e) => e.status === 401);
  assert.equal(calls, 1);
  off();
  await assert.rejects(request(`${base}/unauth`));
  assert.equal(calls, 1);
});

test('a caller’s abort is an AbortError, not an ApiError, and is not retried', async () => {
  const controller = new AbortController();
  const before = count('/slow');
  const pending = request(`${base}/slow`, { signal: controller.signal, retries: 2 });
  // Abort once the request has reached the server (it answers 400 ms later), not after a guessed
  // 50 ms: on a loaded machine the request may not even have been sent by then.
  for (const deadline = Date.now() + 30_000; count('/slow') === before; ) {
    assert.ok(Date.now() < deadline, 'the request never reached the server');
    await new Promise((r) => setTimeout(r, 5));
  }
  controller.abort();
  await assert.rejects(pending, (e) => isAbortError(e) && !(e instanceof ApiError));
  assert.equal(count('/slow') - before, 1);
});
