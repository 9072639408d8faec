/** What the global setup hands to every integration test file (through vitest's provide/inject). */
export type TestDatabaseInfo =
  | { engine: 'sqlite'; templateFile: string }
  | { engine: 'postgres'; adminUrl: string; templateName: string }
  | { engine: 'postgres'; unavailable: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseInfo;
  }
}

export const POSTGRES_TEMPLATE = 'cabinet_template';

export function postgresUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
