import 'server-only';

/** What `operation` gives, or `fallback` when the file or folder it works on does not exist (ENOENT). */
export function unlessMissing<T, F>(operation: Promise<T>, fallback: F): Promise<T | F> {
  return operation.catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return fallback;
    throw error;
  });
}
