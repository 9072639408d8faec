import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * A throwaway PostgreSQL cluster for the integration tests: initdb in a temp folder, started with
 * pg_ctl on a free loopback port, trust authentication, durability off (it lives for one run).
 * PostgreSQL refuses to run as root, so under root (CI containers) the commands run as the
 * `postgres` system user on a folder it owns.
 */
export type PostgresCluster = { port: number; adminUrl: string; stop: () => void };

export function findPostgresBinaries(): string | null {
  const versions = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a))
    : [];
  for (const version of versions) {
    const folder = `/usr/lib/postgresql/${version}/bin`;
    if (existsSync(path.join(folder, 'initdb')) && existsSync(path.join(folder, 'pg_ctl'))) return folder;
  }
  for (const folder of (process.env.PATH ?? '').split(path.delimiter)) {
    if (folder && existsSync(path.join(folder, 'initdb')) && existsSync(path.join(folder, 'pg_ctl'))) return folder;
  }
  return null;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function postgresUserIds(): { uid: number; gid: number } {
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

export async function startPostgresCluster(binaries: string): Promise<PostgresCluster> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'cabinet-pg-'));
  const dataDir = path.join(root, 'data');
  const runAsRoot = process.getuid?.() === 0;
  if (runAsRoot) {
    const { uid, gid } = postgresUserIds();
    chownSync(root, uid, gid);
  }
  const run = (binary: string, args: string[]) => {
    const command = path.join(binaries, binary);
    const [file, argv] = runAsRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
    execFileSync(file, argv, { stdio: 'pipe', cwd: root });
  };

  const port = await freePort();
  try {
    run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
    const serverOptions = [
      `-p ${port}`,
      '-c listen_addresses=127.0.0.1',
      `-c unix_socket_directories=${root}`,
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=200',
    ].join(' ');
    run('pg_ctl', ['-D', dataDir, '-o', serverOptions, '-l', path.join(root, 'server.log'), '-w', '-t', '60', 'start']);
  } catch (error) {
    rmSync(root, { recursive: true, force: true });
    throw error;
  }

  return {
    port,
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    },
  };
}
