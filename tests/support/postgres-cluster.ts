import { execFile, execFileSync } from 'node:child_process';
import { chownSync, cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freeLoopbackPort } from '../../scripts/support/free-loopback-port';

/**
 * A throwaway PostgreSQL cluster for the integration tests: initdb in a temp folder, started with
 * pg_ctl on a free loopback port, trust authentication, durability off (it lives for one run).
 * PostgreSQL refuses to run as root, so under root (CI containers) the commands run as the
 * `postgres` system user, or `nobody` where PostgreSQL is not installed, on a folder it owns.
 */
export type PostgresCluster = {
  port: number;
  adminUrl: string;
  /** Stops the server and removes the cluster. */
  stop: () => void;
  /**
   * Stops the server the way an operator does (fast: sessions get 57P01), keeping the cluster.
   * Asynchronous, so the queries of the process under test keep running meanwhile.
   */
  shutDown: () => Promise<void>;
  /** Starts a shut-down server again on the same port. */
  startAgain: () => Promise<void>;
};

function userExists(name: string): boolean {
  try {
    execFileSync('id', ['-u', name], { stdio: 'pipe' });
    return true;
  } catch {
    return false;
  }
}

function userIds(name: string): { uid: number; gid: number } {
  const uid = Number(execFileSync('id', ['-u', name], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', name], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

function canExecuteAs(user: string, file: string): boolean {
  try {
    execFileSync('runuser', ['-u', user, '--', 'test', '-x', file], { stdio: 'pipe' });
    return true;
  } catch {
    return false;
  }
}

/**
 * Under root, the binaries must be reachable by the unprivileged user: packaged ones inside a
 * clone under /root are not, so their whole installation (bin, lib, share) is copied beside the
 * cluster, where that user owns it.
 */
function binariesUsableBy(user: string, binaries: string, root: string, ids: { uid: number; gid: number }): string {
  if (canExecuteAs(user, path.join(binaries, 'initdb'))) return binaries;
  const installation = path.join(root, 'installation');
  cpSync(path.dirname(binaries), installation, { recursive: true, verbatimSymlinks: true });
  execFileSync('chown', ['-R', `${ids.uid}:${ids.gid}`, installation]);
  return path.join(installation, 'bin');
}

export async function startPostgresCluster(binaries: string): Promise<PostgresCluster> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'cabinet-pg-'));
  const dataDir = path.join(root, 'data');
  const runAsRoot = process.getuid?.() === 0;
  const user = userExists('postgres') ? 'postgres' : 'nobody';
  let folder = binaries;
  if (runAsRoot) {
    const ids = userIds(user);
    chownSync(root, ids.uid, ids.gid);
    folder = binariesUsableBy(user, binaries, root, ids);
  }
  const commandLine = (binary: string, args: string[]): [string, string[]] => {
    const command = path.join(folder, binary);
    return runAsRoot ? ['runuser', ['-u', user, '--', command, ...args]] : [command, args];
  };
  const run = (binary: string, args: string[]) =>
    execFileSync(...commandLine(binary, args), { stdio: 'pipe', cwd: root });
  const runInBackground = async (binary: string, args: string[]) => {
    await promisify(execFile)(...commandLine(binary, args), { cwd: root });
  };

  const port = await freeLoopbackPort();
  const serverOptions = [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    `-c unix_socket_directories=${root}`,
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
  ].join(' ');
  const startArguments = [
    '-D',
    dataDir,
    '-o',
    serverOptions,
    '-l',
    path.join(root, 'server.log'),
    '-w',
    '-t',
    '60',
    'start',
  ];
  try {
    run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
    run('pg_ctl', startArguments);
  } catch (error) {
    rmSync(root, { recursive: true, force: true });
    throw error;
  }

  return {
    port,
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        // A test may end with the server shut down (a failed assertion before startAgain).
        if (existsSync(path.join(dataDir, 'postmaster.pid')))
          run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    },
    shutDown: () => runInBackground('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']),
    startAgain: () => runInBackground('pg_ctl', startArguments),
  };
}
