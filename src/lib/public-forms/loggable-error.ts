/**
 * What a public form's failure may write to the log (DESIGN.md, health data): the error's kind,
 * message, code and stack, never its other fields. PostgreSQL puts the offending values in
 * `detail` ("Key (email)=(…) already exists"), which the logger would otherwise print whole.
 */
export function loggableError(error: unknown): { type: string; message?: string; code?: string; stack?: string } {
  if (!(error instanceof Error)) return { type: typeof error };
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    message: error.message,
    code: typeof code === 'string' ? code : undefined,
    stack: error.stack,
  };
}
