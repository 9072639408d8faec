/** Prefix of Better Auth's cookies (`cabinet.session_token`), shared by the server config and the proxy. */
export const AUTH_COOKIE_PREFIX = 'cabinet';

/** Set by src/proxy.ts on /admin requests so a guard knows which page to come back to after login. */
export const REQUEST_PATH_HEADER = 'x-admin-path';
