// Starts the server binary on a loopback port with a temporary database and demo data, for the
// browser tests (e2e/global-setup.ts) and the Lighthouse runner, and stops it again.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const uiDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** `SITE_BIN`, else the release build of this checkout, else the lead's shared build. */
export function siteBinary() {
  const candidates = [process.env.SITE_BIN, join(uiDir, '../target/release/site'), '/tmp/site-bin/site'].filter(Boolean);
  const found = candidates.find((p) => existsSync(p));
  if (!found) throw new Error(`Server binary not found (tried ${candidates.join(', ')}); build it or set SITE_BIN`);
  return found;
}

/**
 * With `https`, the server serves https on `port` with that certificate pair and plain http (the
 * redirect to https) on `https.httpPort`.
 * Without `demo: false`, the new database gets the sample catalogue. With `dir`, the database is
 * that folder's (a server started again on it), which `stop` leaves in place.
 * @param {{ port: number, adminPassword: string, uiDir?: string, env?: Record<string, string>, demo?: boolean,
 *   dir?: string, https?: { cert: string, key: string, httpPort: number } }} opts
 * @returns {Promise<{ baseURL: string, stop: () => Promise<void> }>}
 */
export async function startServer(opts) {
  const dir = opts.dir ?? mkdtempSync(join(tmpdir(), 'golbahar-site-'));
  const args = ['serve', '--addr', `127.0.0.1:${opts.port}`, '--db', join(dir, 'site.db')];
  if (opts.demo !== false) args.push('--demo');
  if (opts.https) {
    args.push('--tls-cert', opts.https.cert, '--tls-key', opts.https.key);
    args.push('--https-addr', `127.0.0.1:${opts.port}`, '--http-addr', `127.0.0.1:${opts.https.httpPort}`);
  }
  if (opts.uiDir) args.push('--ui-dir', opts.uiDir);
  const child = spawn(siteBinary(), args, {
    env: { ...process.env, SITE_ADMIN_PASSWORD: opts.adminPassword, SITE_LOGIN_LIMIT: '0', SITE_ORDER_LIMIT: '0', ...opts.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const baseURL = opts.https ? `https://127.0.0.1:${opts.port}` : `http://127.0.0.1:${opts.port}`;
  // Node's fetch would refuse the test certificate: with https, the plain port's redirect says it is up.
  const probe = opts.https ? `http://127.0.0.1:${opts.https.httpPort}/api/health` : `${baseURL}/api/health`;

  // Generous: a debug build fills the demo catalogue slowly on a machine busy with builds.
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Server exited with ${child.exitCode}:\n${log}`);
    try {
      const res = await fetch(probe, { redirect: 'manual' });
      if (opts.https ? res.status === 301 : res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`Server did not become ready on ${baseURL}:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }

  return {
    baseURL,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      if (!opts.dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A free loopback port, as the system hands it out. */
export async function freePort() {
  const { createServer } = await import('node:net');
  return new Promise((resolvePort, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolvePort(port));
    });
  });
}
