/**
 * The forbidden dependencies of DESIGN.md's layering, for dependency-cruiser: used by
 * .dependency-cruiser.cjs on the project and by src/layering.test.ts on fixture trees.
 * Why these rules and these exceptions: docs/decisions/007-server-action-shape-and-layering.md.
 */
const { readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');

// Node's modules and the packages that reach the disk, the network, a database or the request.
const IO_CORE_MODULES = ['fs', 'fs/promises', 'net', 'tls', 'dgram', 'dns', 'http', 'https', 'http2', 'child_process', 'cluster', 'worker_threads', 'readline'];
const IO_PACKAGES = ['better-sqlite3', 'pg', 'kysely', 'nodemailer', 'sharp', 'pino', '@aws-sdk/client-s3', 'next/headers', 'next/cache'];

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const alternatives = (paths) => `(${paths.map(escapeRegExp).join('|')})`;
const anyOf = (paths) => `^${alternatives(paths)}$`;

function sourceFiles(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * Files that start with the 'use client' directive, relative to `root`: the cruiser reads
 * imports, not directives, so the rule names the client modules one by one.
 */
function clientModules(root) {
  return sourceFiles(path.join(root, 'src'))
    .filter((file) => /^\s*(\/\/[^\n]*\n\s*)*['"]use client['"]/.test(readFileSync(file, 'utf8')))
    .map((file) => path.relative(root, file).split(path.sep).join('/'));
}

/** The forbidden dependencies of the tree under `root` (the project, or a test's fixture tree). */
function layeringRules(root) {
  const clients = clientModules(root);
  return [
    {
      name: 'components-import-app',
      comment: 'Components never import src/app/: the page passes server actions to client components as props.',
      severity: 'error',
      from: { path: '^src/components/' },
      to: { path: '^src/app/' },
    },
    {
      name: 'lib-imports-server',
      comment: 'src/lib/ is pure logic: it never imports src/server/.',
      severity: 'error',
      from: { path: '^src/lib/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'lib-does-io',
      comment: 'src/lib/ is pure logic, unit-tested without mocks: no module that reaches files, network, database or processes.',
      severity: 'error',
      from: { path: '^src/lib/' },
      to: { path: [anyOf(IO_CORE_MODULES), `^node_modules/${alternatives(IO_PACKAGES)}[./]`] },
    },
    {
      name: 'database-client-outside-server',
      comment:
        'Only src/server/ opens the database; scripts/ (command-line entry points that close it) and tests/ (harness and assertions on stored rows) are the exceptions.',
      severity: 'error',
      from: { pathNot: '^(src/server|scripts|tests)/' },
      to: { path: '^src/server/db/client\\.ts$' },
    },
    {
      name: 'client-component-imports-server',
      comment: "A 'use client' module never imports src/server/: that code would be sent to the browser.",
      severity: 'error',
      from: { path: clients.length > 0 ? anyOf(clients) : '^$' },
      to: { path: '^src/server/' },
    },
    {
      name: 'public-page-imports-client-component',
      comment:
        "Public pages are served without the framework's scripts (decision 028): a 'use client' component there would render but never run. Interactive parts of the public site go to src/browser/.",
      severity: 'error',
      from: { path: '^src/(app/\\(site\\)|components/(site|views))/', pathNot: '/error\\.tsx$' },
      to: { path: clients.length > 0 ? anyOf(clients) : '^$' },
    },
    {
      name: 'browser-imports-beyond-lib',
      comment: 'src/browser/ is the public pages\' own script (decision 028): it is bundled for the browser and may import src/lib/ only.',
      severity: 'error',
      from: { path: '^src/browser/' },
      to: { path: '^src/(?!browser/|lib/)' },
    },
  ];
}

module.exports = { layeringRules };
