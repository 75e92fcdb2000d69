// Starts the server for the whole run; the function returned is Playwright's teardown.
import { resolve } from 'node:path';
import { ADMIN } from './env';
import { startServer } from './server';

export default async function globalSetup() {
  const server = await startServer({
    port: Number(process.env.E2E_PORT),
    adminPassword: ADMIN.password,
    uiDir: process.env.SITE_UI_DIR ? resolve(process.env.SITE_UI_DIR) : undefined,
  });
  return async () => {
    await server.stop();
  };
}
