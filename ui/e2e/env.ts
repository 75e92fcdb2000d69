// Credentials the test server is started with (playwright.config.ts / e2e/global-setup.ts).
export const ADMIN = { username: 'admin', password: 'e2e-admin-password' };
