import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { cruise, type ICruiseResult, type IForbiddenRuleType } from 'dependency-cruiser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const { layeringRules } = createRequire(import.meta.url)('./layering-rules.cjs') as {
  layeringRules: (root: string) => IForbiddenRuleType[];
};

/** A small tree shaped like the project: each violating file breaks one rule, the others none. */
const FIXTURE: Record<string, string> = {
  'node_modules/pg/package.json': '{ "name": "pg", "main": "index.js" }',
  'node_modules/pg/index.js': 'module.exports = {};',
  'node_modules/snowball-stemmers/package.json': '{ "name": "snowball-stemmers", "main": "index.js" }',
  'node_modules/snowball-stemmers/index.js': 'module.exports = {};',
  'node_modules/next/package.json': '{ "name": "next" }',
  'node_modules/next/link.js': 'module.exports = {};',
  'src/components/admin/admin-link.tsx': "'use client';\nimport Link from 'next/link';\nexport const AdminLink = Link;",
  'src/components/admin/post-card.tsx': "import Link from 'next/link';\nexport const card = Link;",
  'src/lib/stems.ts': "import stemmers from 'snowball-stemmers';\nexport const stems = stemmers;",
  'src/lib/word-form.ts': "import { stems } from './stems';\nexport const form = stems;",
  'src/components/word-dialog.tsx':
    "'use client';\nimport { form } from '../lib/word-form';\nexport const dialog = form;",
  'src/server/db/client.ts': 'export const db = {};',
  'src/server/mail.ts': "import { db } from './db/client';\nexport const sendMail = db;",
  'src/app/admin/actions.ts': "'use server';\nexport async function saveAction() {}",
  'src/app/page.tsx': "import { db } from '../server/db/client';\nexport default db;",
  'src/app/admin/page.tsx':
    "import { sendMail } from '../../server/mail';\nimport { saveAction } from './actions';\nexport default [sendMail, saveAction];",
  'src/components/save-button.tsx':
    "'use client';\nimport type { saveAction } from '../app/admin/actions';\nexport type Props = { save: typeof saveAction };",
  'src/components/mail-widget.tsx':
    "'use client';\nimport { sendMail } from '../server/mail';\nexport const widget = sendMail;",
  'src/components/server-list.tsx': "import { sendMail } from '../server/mail';\nexport const list = sendMail;",
  'src/lib/reads-files.ts': "import { readFileSync } from 'node:fs';\nexport const read = readFileSync;",
  'src/lib/queries.ts': "import pg from 'pg';\nexport const client = pg;",
  'src/lib/uses-server.ts': "import { sendMail } from '../server/mail';\nexport const send = sendMail;",
  'src/lib/joins-paths.ts': "import path from 'node:path';\nexport const join = path.join;",
  'src/components/ui/toggle.tsx': "'use client';\nexport const toggle = 1;",
  'src/components/site/header.tsx': "import { toggle } from '../ui/toggle';\nexport const header = toggle;",
  'src/app/(site)/blog/error.tsx':
    "'use client';\nimport { toggle } from '../../../components/ui/toggle';\nexport default toggle;",
  'src/browser/menu.ts': "import { list } from '../components/server-list';\nexport const menu = list;",
  'src/browser/beacon.ts': "import { join } from '../lib/joins-paths';\nexport const beacon = join;",
  'scripts/db-migrate.ts': "import { db } from '../src/server/db/client';\nexport const cli = db;",
  'scripts/bench.ts': "import { sendMail } from '../src/server/mail';\nexport const bench = sendMail;",
  'scripts/serve.ts': "import '../src/front-server/server';",
  'src/content/guides.ts': "export const GUIDES = ['a'];",
  'src/content/services.ts': "import { join } from '../lib/joins-paths';\nexport const SERVICES = [join('a')];",
  'src/lib/guide-paths.ts': "import { GUIDES } from '../content/guides';\nexport const paths = GUIDES;",
  'src/lib/front-rule.ts': "import { key } from '../front-server/page-cache/key';\nexport const rule = key;",
  'src/front-server/server.ts':
    "import { cache } from './http/cache';\nimport { link } from '../lib/process-bridge/link';\nexport const server = [cache, link];",
  'src/front-server/http/cache.ts': "import { key } from '../page-cache/key';\nexport const cache = key;",
  'src/front-server/http/reads-database.ts':
    "import { sendMail } from '../../server/mail';\nexport const reads = sendMail;",
  'src/front-server/page-cache/key.ts': "export const key = 'k';",
  'src/front-server/page-cache/store.ts': "import { readFileSync } from 'node:fs';\nexport const store = readFileSync;",
  'src/lib/process-bridge/link.ts': 'export const link = {};',
  'src/front-server/bundled/connect.ts':
    "import { link } from '../../lib/process-bridge/link';\nimport { sendMail } from '../../server/mail';\nexport const connect = [link, sendMail];",
  'src/instrumentation.ts':
    "import { connect } from './front-server/bundled/connect';\nexport const register = connect;",
  'src/server/health.ts': "import { link } from '../lib/process-bridge/link';\nexport const health = link;",
  'src/server/views.ts': "import { link } from '../lib/process-bridge/link';\nexport const views = link;",
  'src/server/outage.ts': "import { key } from '../front-server/page-cache/key';\nexport const outage = key;",
  'src/app/api/route.ts':
    "import { connect } from '../../front-server/bundled/connect';\nimport { cache } from '../../front-server/http/cache';\nexport const GET = [connect, cache];",
};

let root = '';
let violations: Array<{ rule: string; from: string; to: string }> = [];

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'layering-'));
  for (const [file, source] of Object.entries(FIXTURE)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), source);
  }
  const result = await cruise(['src', 'scripts'], {
    baseDir: root,
    validate: true,
    ruleSet: { forbidden: layeringRules(root) },
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
  });
  violations = (result.output as ICruiseResult).summary.violations.map(({ rule, from, to }) => ({
    rule: rule.name,
    from,
    to,
  }));
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the layering rules of npm run lint:layers', () => {
  it('refuse a component importing src/app/, even for a type', () => {
    expect(violations).toContainEqual({
      rule: 'components-import-app',
      from: 'src/components/save-button.tsx',
      to: 'src/app/admin/actions.ts',
    });
  });

  it('refuse src/lib/ importing src/server/', () => {
    expect(violations).toContainEqual({
      rule: 'lib-imports-server',
      from: 'src/lib/uses-server.ts',
      to: 'src/server/mail.ts',
    });
  });

  it("refuse src/lib/ reaching the disk or a database, but not node:path's pure functions", () => {
    expect(violations).toContainEqual({ rule: 'lib-does-io', from: 'src/lib/reads-files.ts', to: 'fs' });
    expect(violations).toContainEqual({
      rule: 'lib-does-io',
      from: 'src/lib/queries.ts',
      to: 'node_modules/pg/index.js',
    });
    expect(violations.filter((violation) => violation.from === 'src/lib/joins-paths.ts')).toEqual([]);
  });

  it('refuse the database client outside src/server/, scripts/ and tests/', () => {
    expect(violations).toContainEqual({
      rule: 'database-client-outside-server',
      from: 'src/app/page.tsx',
      to: 'src/server/db/client.ts',
    });
    expect(
      violations.filter(
        (violation) => violation.from === 'scripts/db-migrate.ts' || violation.from === 'src/server/mail.ts',
      ),
    ).toEqual([]);
  });

  it("refuse a 'use client' module importing src/server/, but not a server component", () => {
    expect(violations).toContainEqual({
      rule: 'client-component-imports-server',
      from: 'src/components/mail-widget.tsx',
      to: 'src/server/mail.ts',
    });
    expect(violations.filter((violation) => violation.from === 'src/components/server-list.tsx')).toEqual([]);
  });

  it("refuse a 'use client' module reaching the stemmer, even through src/lib/", () => {
    expect(violations).toContainEqual({
      rule: 'client-component-reaches-stemmer',
      from: 'src/components/word-dialog.tsx',
      to: 'node_modules/snowball-stemmers/index.js',
    });
  });

  it('refuse the back office linking with next/link, but not AdminLink itself', () => {
    expect(violations).toContainEqual({
      rule: 'back-office-link-prefetches-on-sight',
      from: 'src/components/admin/post-card.tsx',
      to: 'node_modules/next/link.js',
    });
    expect(violations.filter((violation) => violation.from === 'src/components/admin/admin-link.tsx')).toEqual([]);
  });

  it('refuse the browser script importing anything of src/ but src/lib/', () => {
    expect(violations).toContainEqual({
      rule: 'browser-imports-beyond-lib',
      from: 'src/browser/menu.ts',
      to: 'src/components/server-list.tsx',
    });
    expect(violations.filter((violation) => violation.from === 'src/browser/beacon.ts')).toEqual([]);
  });

  it("refuse a public page's component importing a 'use client' module, but not an error boundary", () => {
    expect(violations).toContainEqual({
      rule: 'public-page-imports-client-component',
      from: 'src/components/site/header.tsx',
      to: 'src/components/ui/toggle.tsx',
    });
    expect(violations.filter((violation) => violation.from === 'src/app/(site)/blog/error.tsx')).toEqual([]);
  });

  it('refuse src/content/ importing src/lib/, but not src/lib/ reading content', () => {
    expect(violations).toContainEqual({
      rule: 'content-imports-lib',
      from: 'src/content/services.ts',
      to: 'src/lib/joins-paths.ts',
    });
    expect(violations.filter((violation) => violation.from === 'src/lib/guide-paths.ts')).toEqual([]);
  });

  it("refuse a script importing server modules, but not a server command nor the front server's command", () => {
    expect(violations).toContainEqual({
      rule: 'script-imports-server',
      from: 'scripts/bench.ts',
      to: 'src/server/mail.ts',
    });
    expect(violations.filter((violation) => violation.from === 'scripts/serve.ts')).toEqual([]);
  });

  it("refuse the front server's pure rules doing I/O, and its HTTP side importing src/server/", () => {
    expect(violations).toContainEqual({
      rule: 'front-server-pure-does-io',
      from: 'src/front-server/page-cache/store.ts',
      to: 'fs',
    });
    expect(violations).toContainEqual({
      rule: 'front-server-reaches-server',
      from: 'src/front-server/http/reads-database.ts',
      to: 'src/server/mail.ts',
    });
    expect(
      violations.filter((violation) =>
        /^src\/front-server\/(server|http\/cache|bundled\/connect)\.ts$/.test(violation.from),
      ),
    ).toEqual([]);
  });

  it('refuse src/lib/ importing the front server', () => {
    expect(violations).toContainEqual({
      rule: 'lib-imports-server',
      from: 'src/lib/front-rule.ts',
      to: 'src/front-server/page-cache/key.ts',
    });
  });

  it('refuse src/server/ importing the front server', () => {
    expect(violations).toContainEqual({
      rule: 'server-imports-front-server',
      from: 'src/server/outage.ts',
      to: 'src/front-server/page-cache/key.ts',
    });
    expect(violations.filter((violation) => violation.from === 'src/server/health.ts')).toEqual([]);
  });

  it('refuse the bridge to any module but the named ones, and the bundled part to any but instrumentation', () => {
    expect(violations).toContainEqual({
      rule: 'process-bridge-users',
      from: 'src/server/views.ts',
      to: 'src/lib/process-bridge/link.ts',
    });
    expect(violations).toContainEqual({
      rule: 'front-server-bundled-outside-instrumentation',
      from: 'src/app/api/route.ts',
      to: 'src/front-server/bundled/connect.ts',
    });
    expect(violations).toContainEqual({
      rule: 'front-server-entry-outside-scripts',
      from: 'src/app/api/route.ts',
      to: 'src/front-server/http/cache.ts',
    });
    expect(
      violations.filter(
        (violation) => violation.from === 'src/server/health.ts' || violation.from === 'src/instrumentation.ts',
      ),
    ).toEqual([]);
  });

  it('report nothing else', () => {
    expect(violations).toHaveLength(19);
  });
});
