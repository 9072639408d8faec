'use client';

import { twoFactorClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';

/**
 * Browser side of Better Auth, same origin (/api/auth). Sign-in, reset and the two-factor steps
 * go through HTTP on purpose: only requests that reach the route handler are rate limited.
 */
export const authClient = createAuthClient({ plugins: [twoFactorClient()] });
