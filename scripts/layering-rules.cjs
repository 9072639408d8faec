/**
 * The forbidden dependencies of DESIGN.md's layering, for dependency-cruiser: used by
 * .dependency-cruiser.cjs on the project and by src/layering.test.ts on fixture trees.
 * Why these rules and these exceptions: docs/decisions/007-server-action-shape-and-layering.md,
 * and for content/, scripts/ and the front server: docs/decisions/037-subject-folders-and-front-server.md.
 */
const { readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');

// Node's modules and the packages that reach the disk, the network, a database or the request.
const IO_CORE_MODULES = [
  'fs',
  'fs/promises',
  'net',
  'tls',
  'dgram',
  'dns',
  'http',
  'https',
  'http2',
  'child_process',
  'cluster',
  'worker_threads',
  'readline',
];
const IO_PACKAGES = [
  'better-sqlite3',
  'pg',
  'kysely',
  'nodemailer',
  'sharp',
  'pino',
  '@aws-sdk/client-s3',
  'next/headers',
  'next/cache',
];

// The command-line entry points that run server modules themselves: database and account tools,
// backup and restore, the start and build commands (they read the environment and the process
// files). Every other script (benchmarks, soak, proxy, icons…) drives the app over HTTP or
// touches only src/lib/; the server runs through the front server's entry (scripts/serve.ts).
const SERVER_COMMANDS = [
  'admin',
  'backup',
  'restore',
  'db-migrate',
  'db-seed',
  'start',
  'build',
  'site-build',
  'bench-statistics',
  'bench-search',
  'bench-upload',
].map((name) => `scripts/${name}.ts`);
// Who may use the process-wide links between the front server and the code Next bundles
// (src/lib/process-bridge/), besides the front server itself: the write of a new content version
// that tells the page cache at once, and the health check that reads the build the front loaded.
const BRIDGE_USERS = ['src/server/public-cache/content-version.ts', 'src/server/health.ts'];

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
      comment: 'src/lib/ is pure logic: it never imports src/server/ (nor the front server, which runs beside Next).',
      severity: 'error',
      from: { path: '^src/lib/' },
      to: { path: '^src/(server|front-server)/' },
    },
    {
      name: 'lib-does-io',
      comment:
        'src/lib/ is pure logic, unit-tested without mocks: no module that reaches files, network, database or processes.',
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
      name: 'client-component-reaches-stemmer',
      comment:
        "The search's stemmer (every language Snowball has, 318 kB of script) stays on the server: no 'use client' module reaches it, even through src/lib/.",
      severity: 'error',
      from: { path: clients.length > 0 ? anyOf(clients) : '^$' },
      to: { path: '^node_modules/snowball-stemmers/', reachable: true },
    },
    {
      name: 'back-office-link-prefetches-on-sight',
      comment:
        "The back office links with AdminLink, which prefetches a page once pointed at or reached by keyboard: next/link's default asks the server for every link in view, 22 to 32 renders a page view.",
      severity: 'error',
      from: { path: '^src/(app/admin|components/admin)/', pathNot: '^src/components/admin/admin-link\\.tsx$' },
      to: { path: '^node_modules/next/link' },
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
      comment:
        "src/browser/ is the public pages' own script (decision 028): it is bundled for the browser and may import src/lib/ only.",
      severity: 'error',
      from: { path: '^src/browser/' },
      to: { path: '^src/(?!browser/|lib/)' },
    },
    {
      name: 'server-imports-front-server',
      comment:
        'src/server/ sits below the front server: what it needs of it (constants, types, the process-wide links) lives in src/lib/.',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: '^src/front-server/' },
    },
    {
      name: 'content-imports-lib',
      comment:
        'src/content/ is data only: it imports nothing from src/lib/ (logic on that data lives in src/lib/, which may read content).',
      severity: 'error',
      from: { path: '^src/content/' },
      to: { path: '^src/lib/' },
    },
    {
      name: 'content-imports-code',
      comment: 'src/content/ is data only: no server, front server, component or route code either.',
      severity: 'error',
      from: { path: '^src/content/' },
      to: { path: '^src/(server|front-server|components|app|browser)/' },
    },
    {
      name: 'script-imports-server',
      comment: `Scripts are commands: the server modules they may run are those of ${SERVER_COMMANDS.join(', ')}; the rest goes through the front server's entry.`,
      severity: 'error',
      from: { path: '^scripts/', pathNot: [anyOf(SERVER_COMMANDS), '\\.test\\.ts$'] },
      to: { path: '^src/(server|front-server/bundled/)' },
    },
    {
      name: 'front-server-entry-outside-scripts',
      comment:
        "The front server's entry and its HTTP handlers (src/front-server/server.ts, http/) run outside Next: only its command (scripts/serve.ts) and the build's precompression (scripts/site-build.ts) import them.",
      severity: 'error',
      from: {
        pathNot: [
          '^src/front-server/',
          '^tests/',
          anyOf(['scripts/serve.ts', 'scripts/site-build.ts']),
          '\\.test\\.ts$',
        ],
      },
      to: { path: '^src/front-server/(server\\.ts$|http/)' },
    },
    {
      name: 'front-server-pure-does-io',
      comment:
        "The front server's rules (src/front-server/page-cache/, action-gate/) are pure, unit-tested without a server: no file, network or database module, no src/server/.",
      severity: 'error',
      from: { path: '^src/front-server/(page-cache|action-gate)/' },
      to: { path: [anyOf(IO_CORE_MODULES), `^node_modules/${alternatives(IO_PACKAGES)}[./]`, '^src/server/'] },
    },
    {
      name: 'front-server-reaches-server',
      comment:
        "The front server runs outside Next's bundles: it reaches the database only through the process-wide links (src/lib/process-bridge/), never by importing src/server/, src/app/ or components.",
      severity: 'error',
      from: { path: '^src/front-server/(server\\.ts$|http/|page-cache/|action-gate/)' },
      to: { path: '^src/(server|app|components)/' },
    },
    {
      name: 'process-bridge-users',
      comment: `The process-wide links of src/lib/process-bridge/ (page cache, served build) are used by the front server, its bundled connectors and ${BRIDGE_USERS.join(', ')} only.`,
      severity: 'error',
      from: {
        pathNot: ['^src/front-server/', '^src/lib/process-bridge/', '^tests/', anyOf(BRIDGE_USERS), '\\.test\\.ts$'],
      },
      to: { path: '^src/lib/process-bridge/' },
    },
    {
      name: 'front-server-bundled-outside-instrumentation',
      comment:
        "The front server's part that Next bundles (src/front-server/bundled/) is connected at start by src/instrumentation.ts alone.",
      severity: 'error',
      from: { pathNot: ['^src/front-server/bundled/', '^tests/', '^src/instrumentation\\.ts$'] },
      to: { path: '^src/front-server/bundled/' },
    },
  ];
}

module.exports = { layeringRules };
