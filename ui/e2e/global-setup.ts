// Starts the server for the whole run; the function returned is Playwright's teardown.
import { resolve } from 'node:path';
import { ADMIN } from './env';
import { startServer } from '../scripts/site-server.mjs';

export default async function globalSetup() {
  // E2E_EXTERNAL_SERVER=1: a server is already listening on E2E_PORT; start nothing.
  if (process.env.E2E_EXTERNAL_SERVER) return;
  const server = await startServer({
    port: Number(process.env.E2E_PORT),
    adminPassword: ADMIN.password,
    uiDir: process.env.SITE_UI_DIR ? resolve(process.env.SITE_UI_DIR) : undefined,
  });
  return async () => {
    await server.stop();
  };
}
