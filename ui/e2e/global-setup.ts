// Starts the server for the whole run; the function returned is Playwright's teardown.
import { resolve } from 'node:path';
import { ADMIN } from './env';
import { startServer } from './server';

export default async function globalSetup() {
  // Against a server that is already running (E2E_BASE_URL, with E2E_PORT matching): start nothing.
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
