import 'server-only';
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { withPostgresClient } from '@/server/db/running-site';

const run = promisify(execFile);

export class BackupError extends Error {}

/** Where to look for pg_dump / pg_restore / psql: the given folder, Debian's newest, then PATH. */
function candidates(tool: string, folder: string | undefined): string[] {
  if (folder) return [path.join(folder, tool)];
  const debian = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql')
        .sort((a, b) => Number(b) - Number(a))
        .map((version) => `/usr/lib/postgresql/${version}/bin/${tool}`)
    : [];
  const onPath = (process.env.PATH ?? '')
    .split(path.delimiter)
    .filter(Boolean)
    .map((entry) => path.join(entry, tool));
  return [...debian, ...onPath];
}

/** The major version of the PostgreSQL server behind a connection string (18 for 18.1). */
export function postgresServerMajor(connectionString: string): Promise<number> {
  return withPostgresClient(connectionString, async (client) => {
    const { rows } = await client.query<{ version: string }>("select current_setting('server_version_num') as version");
    return Math.floor(Number(rows[0]!.version) / 10_000);
  });
}

async function majorVersionOf(binary: string): Promise<number> {
  const { stdout } = await run(binary, ['--version']);
  const match = /(\d+)(?:\.\d+)?/.exec(stdout.replace(/^[^)]*\)/, ''));
  if (!match) throw new BackupError(`Version de ${binary} illisible : ${stdout.trim()}`);
  return Number(match[1]);
}

/**
 * A pg_dump or pg_restore able to read a server of `serverMajor`: PostgreSQL's tools refuse a
 * server newer than themselves, so an old one is named in the error rather than failing midway.
 */
export async function postgresTool(
  tool: 'pg_dump' | 'pg_restore' | 'psql',
  serverMajor: number,
  folder?: string,
): Promise<string> {
  const found = candidates(tool, folder).filter((binary) => existsSync(binary));
  if (found.length === 0) {
    throw new BackupError(
      `${tool} est introuvable : installez le client PostgreSQL ${serverMajor} (paquet postgresql-client-${serverMajor}) ou indiquez son dossier avec --pg-bin.`,
    );
  }
  const versions = await Promise.all(found.map(async (binary) => ({ binary, major: await majorVersionOf(binary) })));
  const usable = versions.find(({ major }) => major >= serverMajor);
  if (!usable) {
    const seen = versions.map(({ binary, major }) => `${binary} (${major})`).join(', ');
    throw new BackupError(
      `${tool} ${serverMajor} ou plus récent est nécessaire pour ce serveur PostgreSQL ${serverMajor} ; trouvés : ${seen}. Installez postgresql-client-${serverMajor} ou indiquez son dossier avec --pg-bin.`,
    );
  }
  return usable.binary;
}

/** Runs a tool (PostgreSQL's, tar); `explain` may turn its error output into a message of its own. */
export async function runTool(
  binary: string,
  args: string[],
  explain?: (detail: string) => string | null,
): Promise<void> {
  try {
    await run(binary, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const detail = (error as { stderr?: string }).stderr?.trim() || (error as Error).message;
    throw new BackupError(explain?.(detail) ?? `${path.basename(binary)} a échoué : ${detail}`);
  }
}
