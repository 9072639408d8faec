import { spawn } from 'node:child_process';
import { chmodSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nginxWorker } from '../../scripts/proxy/nginx-worker';
import { waitForPort } from '../../scripts/proxy/start-proxy';
import { freeLoopbackPort } from '../../scripts/support/free-loopback-port';
import { nginxProgram, productionSiteFolder } from './support/production-site';

/*
 * The production site file (deploy/nginx/cabinet.conf) logging real requests to its access log:
 * nothing of a request's reason or of a search reaches the disk beside the visitor's address.
 */
const REASON = 'sexologie-medicale';
const SEARCH = 'impuissance';

let app: http.Server;
let folder = '';
let nginx: ReturnType<typeof spawn>;
let plainPort = 0;
let tlsPort = 0;

function get(port: number, secure: boolean, target: string, referer: string): Promise<number> {
  const client = secure ? https : http;
  return new Promise((resolve, reject) => {
    client
      .get(
        {
          host: '127.0.0.1',
          port,
          path: target,
          headers: { host: 'cabinet.example.ma', referer },
          rejectUnauthorized: false,
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        },
      )
      .on('error', reject);
  });
}

beforeAll(async () => {
  app = http.createServer((_request, response) => response.writeHead(200, { 'Content-Type': 'text/html' }).end('ok'));
  await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
  const appPort = (app.address() as AddressInfo).port;
  [plainPort, tlsPort] = [await freeLoopbackPort(), await freeLoopbackPort()];
  folder = productionSiteFolder((site) =>
    site
      .replace('server 127.0.0.1:3000;', `server 127.0.0.1:${appPort};`)
      .replace(/\n\s*listen \[::\][^\n]*/g, '')
      .replace('listen 80;', `listen 127.0.0.1:${plainPort};`)
      .replace('listen 443 ssl http2;', `listen 127.0.0.1:${tlsPort} ssl http2;`),
  );
  const worker = nginxWorker();
  if (worker) chmodSync(folder, 0o777);
  // The http-level default log of Debian's nginx.conf, which the site's servers must override.
  writeFileSync(
    path.join(folder, 'nginx.conf'),
    `daemon off;\n${worker ? `user ${worker.user};\n` : ''}pid ${folder}/nginx.pid;\nerror_log stderr;\nevents {}\nhttp {\n  access_log ${folder}/default.access.log;\n  include ${folder}/site.conf;\n}\n`,
  );
  nginx = spawn(nginxProgram(), ['-p', folder, '-c', path.join(folder, 'nginx.conf')], { stdio: 'ignore' });
  await waitForPort(tlsPort, 15_000);
});

afterAll(async () => {
  nginx?.kill('SIGQUIT');
  if (nginx) await new Promise((resolve) => nginx.once('exit', resolve));
  await new Promise((resolve) => app?.close(resolve));
  if (folder) rmSync(folder, { recursive: true, force: true });
});

describe('the access log of the production site (deploy/nginx/cabinet.conf)', () => {
  it('logs the paths of a request’s confirmation and of a search, never their query nor the Referer', async () => {
    const confirmation = `/rendez-vous/confirmation?motif=${REASON}&visite=premiere&creneau=2031-01-07%3Amatin`;
    const search = `/blog/recherche?q=${SEARCH}`;
    const referer = `https://cabinet.example.ma${confirmation}`;
    expect(await get(tlsPort, true, confirmation, referer)).toBe(200);
    expect(await get(tlsPort, true, search, `https://cabinet.example.ma${search}`)).toBe(200);
    expect(await get(tlsPort, true, '/_next/static/site.css', referer)).toBe(200);
    expect(await get(plainPort, false, search, referer)).toBe(301);
    // nginx writes a request's line once it has answered it.
    const log = readFileSync(path.join(folder, 'cabinet.access.log'), 'utf8');
    expect(log).toContain('"GET /rendez-vous/confirmation HTTP/1.1" 200');
    expect(log).toContain('"GET /blog/recherche HTTP/1.1" 200');
    expect(log.split('\n').filter(Boolean)).toHaveLength(4);
    for (const secret of [REASON, SEARCH, 'premiere', 'creneau', '?']) expect(log).not.toContain(secret);
    expect(readFileSync(path.join(folder, 'default.access.log'), { encoding: 'utf8', flag: 'a+' })).toBe('');
  });
});
