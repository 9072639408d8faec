/**
 * `npm run proxy`: the production nginx recipe (deploy/nginx/) in front of an app already started
 * with `npm start`, on this machine, in the foreground. Listens on 127.0.0.1:PROXY_PORT (8080) and
 * balances between the app processes on PORT (3000) or PROXY_UPSTREAM_PORTS ("3000,3001").
 * Ctrl-C stops nginx and removes its scratch folder (cache included).
 */
import { spawn } from 'node:child_process';
import { chmodSync, chownSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { upstreamPortsFrom, writeLocalNginxConfig } from './proxy/local-nginx-config';
import { nginxWorker } from './proxy/nginx-worker';
import { programPath } from './system-tools/ensure-system-tools';

const nginx = programPath('nginx');
if (!nginx) {
  console.error('nginx is not installed. On Debian or Ubuntu: sudo apt-get install -y nginx');
  process.exit(1);
}

const listenPort = Number(process.env.PROXY_PORT || 8080);
const upstreamPorts = upstreamPortsFrom(process.env);
const workDir = mkdtempSync(path.join(os.tmpdir(), 'cabinet-proxy-'));
// Workers not running as the caller (under root) write the cache and buffered bodies: those folders are theirs.
const worker = nginxWorker();
if (worker) chmodSync(workDir, 0o755);
for (const folder of ['cache', 'client_body', 'proxy_temp', 'fastcgi_temp', 'uwsgi_temp', 'scgi_temp']) {
  const full = path.join(workDir, folder);
  mkdirSync(full);
  if (worker) chownSync(full, worker.uid, worker.gid);
}
const configFile = writeLocalNginxConfig({
  repositoryRoot: process.cwd(),
  workDir,
  listenPort,
  upstreamPorts,
  workerUser: worker?.user ?? null,
});

const server = spawn(nginx, ['-p', workDir, '-c', configFile], { stdio: 'inherit' });
console.log(`nginx (deploy/nginx/) on http://127.0.0.1:${listenPort} → app on port ${upstreamPorts.join(', ')}`);

const cleanUp = () => rmSync(workDir, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.kill('SIGQUIT'));
}
server.on('exit', (code, signal) => {
  cleanUp();
  process.exit(signal === 'SIGQUIT' || signal === 'SIGTERM' ? 0 : (code ?? 1));
});
