import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const nginxProgram = () => (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');

/**
 * deploy/nginx/cabinet.conf in a scratch folder with its paths pointing at this machine and a
 * certificate of its own; `edit` changes what else a test needs.
 */
export function productionSiteFolder(edit: (site: string, folder: string) => string = (site) => site): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'cabinet-nginx-site-'));
  const deploy = path.resolve(import.meta.dirname, '..', '..', '..', 'deploy', 'nginx');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=cabinet.test',
      '-keyout',
      path.join(folder, 'key.pem'),
      '-out',
      path.join(folder, 'cert.pem'),
    ],
    { stdio: 'pipe' },
  );
  const site = readFileSync(path.join(deploy, 'cabinet.conf'), 'utf8')
    .replaceAll('/etc/nginx/cabinet/', `${deploy}/`)
    .replaceAll('/var/cache/nginx/cabinet', path.join(folder, 'cache'))
    .replaceAll('/var/log/nginx/', `${folder}/`)
    .replace(/\/etc\/letsencrypt\/live\/[^;]+\/fullchain\.pem/, path.join(folder, 'cert.pem'))
    .replace(/\/etc\/letsencrypt\/live\/[^;]+\/privkey\.pem/, path.join(folder, 'key.pem'));
  writeFileSync(path.join(folder, 'site.conf'), edit(site, folder));
  return folder;
}
