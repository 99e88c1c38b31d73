// The ports of the mocks the end-to-end run starts (playwright.config.ts), for the config and the specs that reach a
// mock other than their own project's.
export const PORT = Number(process.env.E2E_PORT ?? 3101);
/** A second mock in hostile fixture mode (MOCK_HOSTILE=1) for the hostile-input specs. */
export const HOSTILE_PORT = Number(process.env.E2E_HOSTILE_PORT ?? 3102);
/** The mock of the specs that reset its data (session/session-screens.spec.ts). */
export const RESETTING_PORT = Number(process.env.E2E_RESETTING_PORT ?? 3104);
/** nginx serving dist/ with deploy/nginx.conf (the `nginx` project), and the mock behind it. */
export const NGINX_PORT = Number(process.env.E2E_NGINX_PORT ?? 3105);
export const NGINX_MOCK_PORT = Number(process.env.E2E_NGINX_MOCK_PORT ?? 3106);
