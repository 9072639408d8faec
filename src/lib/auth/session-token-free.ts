function isRecord(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.getPrototypeOf(value) === Object.prototype
  );
}

/**
 * A Better Auth answer without the session tokens it carries: `token` at its top level, in its
 * `session`, and in each session of a list. The session cookie (HttpOnly) is the only place a
 * browser holds the token, out of reach of scripts. Anything else is returned as it was.
 */
export function withoutSessionTokens<T>(body: T): T {
  if (Array.isArray(body)) return body.map((item) => withoutSessionTokens(item)) as T;
  if (!isRecord(body)) return body;
  const rest: Record<string, unknown> = { ...body };
  delete rest.token;
  if (isRecord(rest.session)) rest.session = withoutSessionTokens(rest.session);
  return rest as T;
}
