/** Values shared by the global setup (which starts the server) and the specs. */
export const ADMIN_EMAIL = 'e2e-admin@example.com';
export const ADMIN_PASSWORD = 'E2e-admin-pass-1!';

/** Password of every demo account (server/db/seed/demo-staff.ts). */
export { DEMO_PASSWORD } from '../../server/db/seed/demo-staff';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Set by the global setup for the test workers. */
export const BASE_URL_ENV = 'E2E_BASE_URL';
export const DATA_DIR_ENV = 'E2E_DATA_DIR';
