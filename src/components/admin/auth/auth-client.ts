'use client';

import { createAuthClient } from 'better-auth/react';

/**
 * Browser side of Better Auth, same origin (/api/auth). Sign-in and reset go through HTTP on
 * purpose: only requests that reach the route handler are rate limited.
 */
export const authClient = createAuthClient();
