import './auth-helpers';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { isRedirectError } from 'next/dist/client/components/redirect-error';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { STRONG_PASSWORD, signInCookie, uniqueEmail } from './auth-helpers';

/**
 * The permission matrix (decision 007): every admin page, every server action and every route
 * handler of the app, found on disk, must be listed here with who may use it, and must refuse
 * the anonymous visitor, a disabled account (even with a session still open) and, for admin-only
 * endpoints, an editor. A new endpoint that is not listed, or listed without its guard, fails.
 *
 * Only Next's request-scope accessor is replaced (`headers()` outside a running server); the
 * guards, Better Auth, the sessions and the database are the real ones.
 */
// 'requests': the appointment requests inbox, admins only unless 'Cabinet' lets editors in (off by default).
type Access = 'blog' | 'admin' | 'requests' | 'signed-in' | { public: string };
type Entry =
  | { kind: 'page'; file: string; access: Access }
  | { kind: 'action'; file: string; exportName: string; access: Access }
  | { kind: 'route'; file: string; method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; access: Access };

const P = 'src/app/admin/(protected)';
const MATRIX: Entry[] = [
  { kind: 'page', file: 'src/app/admin/page.tsx', access: 'blog' },
  { kind: 'page', file: 'src/app/admin/login/page.tsx', access: { public: 'the sign-in form itself' } },
  { kind: 'page', file: 'src/app/admin/setup/page.tsx', access: { public: 'gated by the one-time setup token' } },
  { kind: 'page', file: 'src/app/admin/acces-refuse/page.tsx', access: 'signed-in' },
  { kind: 'page', file: 'src/app/admin/double-authentification/page.tsx', access: 'signed-in' },
  { kind: 'page', file: `${P}/blog/page.tsx`, access: 'blog' },
  { kind: 'page', file: `${P}/blog/new/page.tsx`, access: 'blog' },
  { kind: 'page', file: `${P}/blog/edit/[id]/page.tsx`, access: 'blog' },
  { kind: 'page', file: `${P}/blog/preview/[id]/page.tsx`, access: 'blog' },
  { kind: 'page', file: `${P}/blog/corbeille/page.tsx`, access: 'blog' },
  { kind: 'page', file: `${P}/account/page.tsx`, access: 'blog' },
  { kind: 'page', file: `${P}/staff/page.tsx`, access: 'admin' },
  { kind: 'page', file: `${P}/cabinet/page.tsx`, access: 'admin' },
  { kind: 'page', file: `${P}/demandes/page.tsx`, access: 'requests' },
  { kind: 'page', file: `${P}/demandes/[id]/page.tsx`, access: 'requests' },
  { kind: 'action', file: `${P}/demandes/actions.ts`, exportName: 'archiveSelectedRequestsAction', access: 'requests' },
  {
    kind: 'action',
    file: `${P}/demandes/actions.ts`,
    exportName: 'archiveRequestsReceivedBetweenAction',
    access: 'requests',
  },
  { kind: 'action', file: `${P}/demandes/actions.ts`, exportName: 'changeRequestStateAction', access: 'requests' },
  { kind: 'action', file: `${P}/demandes/actions.ts`, exportName: 'fixAppointmentAction', access: 'requests' },
  { kind: 'route', file: 'src/app/api/admin/demandes/[id]/ics/route.ts', method: 'GET', access: 'requests' },
  {
    kind: 'route',
    file: 'src/app/api/rendez-vous/route.ts',
    method: 'POST',
    access: { public: 'appointment request form: the public-form path (decision 039), then its own checks' },
  },
  { kind: 'page', file: `${P}/categories/page.tsx`, access: 'blog' },
  { kind: 'page', file: `${P}/tags/page.tsx`, access: 'blog' },
  { kind: 'page', file: `${P}/mots-des-patients/page.tsx`, access: 'blog' },
  { kind: 'page', file: `${P}/authors/page.tsx`, access: 'blog' },
  { kind: 'page', file: `${P}/statistiques/page.tsx`, access: 'blog' },
  { kind: 'page', file: `${P}/commentaires/page.tsx`, access: 'blog' },
  { kind: 'page', file: `${P}/medias/page.tsx`, access: 'blog' },
  {
    kind: 'action',
    file: 'src/app/admin/setup/actions.ts',
    exportName: 'completeFirstAdminSetup',
    access: { public: 'consumes the one-time setup token first' },
  },
  { kind: 'action', file: `${P}/staff/actions.ts`, exportName: 'inviteStaffAction', access: 'admin' },
  { kind: 'action', file: `${P}/staff/actions.ts`, exportName: 'resendInvitationAction', access: 'admin' },
  { kind: 'action', file: `${P}/staff/actions.ts`, exportName: 'changeStaffRoleAction', access: 'admin' },
  { kind: 'action', file: `${P}/staff/actions.ts`, exportName: 'setStaffDisabledAction', access: 'admin' },
  { kind: 'action', file: `${P}/staff/actions.ts`, exportName: 'clearSignInLockAction', access: 'admin' },
  { kind: 'action', file: `${P}/cabinet/actions.ts`, exportName: 'savePracticeFactsAction', access: 'admin' },
  { kind: 'action', file: `${P}/cabinet/actions.ts`, exportName: 'addPracticePeriodAction', access: 'admin' },
  { kind: 'action', file: `${P}/cabinet/actions.ts`, exportName: 'deletePracticePeriodAction', access: 'admin' },
  { kind: 'action', file: `${P}/cabinet/actions.ts`, exportName: 'saveTestimonialAction', access: 'admin' },
  { kind: 'action', file: `${P}/cabinet/actions.ts`, exportName: 'setTestimonialVisibilityAction', access: 'admin' },
  { kind: 'action', file: `${P}/cabinet/actions.ts`, exportName: 'moveTestimonialAction', access: 'admin' },
  { kind: 'action', file: `${P}/cabinet/actions.ts`, exportName: 'deleteTestimonialAction', access: 'admin' },
  { kind: 'action', file: `${P}/staff/actions.ts`, exportName: 'setTwoFactorRequiredAction', access: 'admin' },
  { kind: 'action', file: `${P}/staff/actions.ts`, exportName: 'resetStaffTwoFactorAction', access: 'admin' },
  { kind: 'action', file: `${P}/staff/actions.ts`, exportName: 'endStaffSessionsAction', access: 'admin' },
  { kind: 'action', file: `${P}/account/actions.ts`, exportName: 'endMySessionAction', access: 'blog' },
  { kind: 'action', file: `${P}/account/actions.ts`, exportName: 'endMyOtherSessionsAction', access: 'blog' },
  {
    kind: 'action',
    file: 'src/app/admin/double-authentification/actions.ts',
    exportName: 'twoFactorQrCodeAction',
    access: 'signed-in',
  },
  { kind: 'action', file: `${P}/blog/actions.ts`, exportName: 'savePostAction', access: 'blog' },
  { kind: 'action', file: `${P}/blog/actions.ts`, exportName: 'deletePostAction', access: 'blog' },
  { kind: 'action', file: `${P}/blog/actions.ts`, exportName: 'restorePostAction', access: 'admin' },
  { kind: 'action', file: `${P}/blog/actions.ts`, exportName: 'markReviewedAction', access: 'blog' },
  { kind: 'action', file: `${P}/blog/actions.ts`, exportName: 'createReviewLinkAction', access: 'blog' },
  { kind: 'action', file: `${P}/blog/actions.ts`, exportName: 'revokeReviewLinkAction', access: 'blog' },
  { kind: 'action', file: `${P}/blog/actions.ts`, exportName: 'listRevisionsAction', access: 'blog' },
  { kind: 'action', file: `${P}/blog/actions.ts`, exportName: 'getRevisionAction', access: 'blog' },
  { kind: 'action', file: `${P}/blog/actions.ts`, exportName: 'discardPendingAction', access: 'blog' },
  { kind: 'action', file: `${P}/blog/actions.ts`, exportName: 'previewArticleAction', access: 'blog' },
  { kind: 'action', file: `${P}/taxonomy-actions.ts`, exportName: 'saveAuthorAction', access: 'blog' },
  { kind: 'action', file: `${P}/taxonomy-actions.ts`, exportName: 'deleteAuthorAction', access: 'blog' },
  { kind: 'action', file: `${P}/taxonomy-actions.ts`, exportName: 'saveCategoryAction', access: 'blog' },
  { kind: 'action', file: `${P}/taxonomy-actions.ts`, exportName: 'deleteCategoryAction', access: 'blog' },
  { kind: 'action', file: `${P}/taxonomy-actions.ts`, exportName: 'saveTagAction', access: 'blog' },
  { kind: 'action', file: `${P}/taxonomy-actions.ts`, exportName: 'deleteTagAction', access: 'blog' },
  { kind: 'action', file: `${P}/mots-des-patients/actions.ts`, exportName: 'saveEverydayWordAction', access: 'blog' },
  { kind: 'action', file: `${P}/mots-des-patients/actions.ts`, exportName: 'deleteEverydayWordAction', access: 'blog' },
  { kind: 'action', file: `${P}/commentaires/actions.ts`, exportName: 'approveQuestionAction', access: 'blog' },
  { kind: 'action', file: `${P}/commentaires/actions.ts`, exportName: 'discardQuestionAction', access: 'blog' },
  { kind: 'action', file: `${P}/commentaires/actions.ts`, exportName: 'answerQuestionAction', access: 'blog' },
  { kind: 'action', file: `${P}/commentaires/actions.ts`, exportName: 'deleteQuestionAction', access: 'blog' },
  { kind: 'action', file: `${P}/medias/actions.ts`, exportName: 'saveMediaAltAction', access: 'blog' },
  { kind: 'action', file: `${P}/medias/actions.ts`, exportName: 'deleteMediaAction', access: 'blog' },
  { kind: 'route', file: 'src/app/api/admin/uploads/route.ts', method: 'POST', access: 'blog' },
  { kind: 'route', file: 'src/app/api/admin/medias/route.ts', method: 'GET', access: 'blog' },
  { kind: 'route', file: 'src/app/api/admin/medias/route.ts', method: 'PATCH', access: 'blog' },
  { kind: 'route', file: 'src/app/api/admin/autosaves/route.ts', method: 'POST', access: 'blog' },
  { kind: 'route', file: 'src/app/api/admin/autosaves/route.ts', method: 'DELETE', access: 'blog' },
  {
    kind: 'route',
    file: 'src/app/api/auth/[...all]/route.ts',
    method: 'GET',
    access: { public: 'Better Auth: session, sign-out; checks its own sessions' },
  },
  {
    kind: 'route',
    file: 'src/app/api/auth/[...all]/route.ts',
    method: 'POST',
    access: { public: 'Better Auth: sign-in, reset; rate limited, origin checked' },
  },
  {
    kind: 'route',
    file: 'src/app/api/health/route.ts',
    method: 'GET',
    access: { public: 'health check for the load balancer' },
  },
  {
    kind: 'route',
    file: 'src/app/(site)/blog/rss.xml/route.ts',
    method: 'GET',
    access: { public: 'public feed of published articles' },
  },
  {
    kind: 'route',
    file: 'src/app/uploads/[name]/route.ts',
    method: 'GET',
    access: { public: 'public article images' },
  },
  {
    kind: 'route',
    file: 'src/app/api/views/route.ts',
    method: 'POST',
    access: { public: 'counts readings of public pages (decision 045), never for staff' },
  },
  { kind: 'route', file: `${P}/statistiques/export/route.ts`, method: 'GET', access: 'blog' },
  {
    kind: 'route',
    file: 'src/app/api/questions/route.ts',
    method: 'POST',
    access: { public: 'a reader’s question, stored pending, through the public-form path' },
  },
  {
    kind: 'route',
    file: 'src/app/api/formulaires/defi/route.ts',
    method: 'GET',
    access: { public: 'a public form token and proof-of-work challenge; writes nothing' },
  },
];

// --- what exists on disk -------------------------------------------------------------------------

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full.split(path.sep).join('/')];
  });
}

const sourceFiles = filesUnder('src');
const adminPages = sourceFiles.filter((file) => file.startsWith('src/app/admin/') && /\/page\.tsx?$/.test(file));
const routeFiles = sourceFiles.filter((file) => file.startsWith('src/app/') && /\/route\.tsx?$/.test(file));
const serverActionFiles = sourceFiles.filter(
  (file) => /\.tsx?$/.test(file) && /^\s*['"]use server['"]/m.test(readFileSync(file, 'utf8')),
);

const exportedFunctions = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/export (?:(?:async )?function (\w+)|const (\w+) =)/g)].map(
    (match) => (match[1] ?? match[2])!,
  );
const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const exportedMethods = (file: string) => {
  const source = readFileSync(file, 'utf8');
  return HTTP_METHODS.filter((method) =>
    new RegExp(`export (?:(?:async )?function ${method}\\b|const ${method}\\b)`).test(source),
  );
};

/** The declaration of an exported action or route method, up to its guard (decision 038: one builder, one wrapper). */
const declarationOf = (file: string, name: string) => {
  const source = readFileSync(file, 'utf8');
  const start = source.indexOf(`export const ${name} = `);
  return start < 0 ? '' : source.slice(start, start + 300);
};

const guardFor = (access: 'blog' | 'admin' | 'requests' | 'signed-in') =>
  ({
    admin: 'requireAdmin',
    blog: 'requireBlogManager',
    requests: 'requireRequestHandler',
    'signed-in': 'requireStaff',
  })[access];
const GUARD_CALL = /\bawait require(Staff|BlogManager|Admin|RequestHandler)(ForRequest)?\(/;
// Server actions are built by staffAction (or the taxonomy pages' builders given the guard),
// which runs the guard first inside its one try, so a database outage there is answered in French.
const ACTION_GUARD = (guard: string) =>
  new RegExp(`^export const \\w+ = (staffAction\\(\\{\\s*guard: ${guard},|taxonomy(Save|Delete)Action\\(${guard},)`);
const ROUTE_GUARD = (guard: string) =>
  new RegExp(`^export const \\w+ = staffRoute\\(\\{\\s*guard: ${guard}ForRequest,`);

describe('the permission matrix covers every endpoint', () => {
  const key = (entry: Entry) =>
    `${entry.kind} ${entry.file}${entry.kind === 'action' ? `#${entry.exportName}` : entry.kind === 'route' ? ` ${entry.method}` : ''}`;
  const listed = new Set(MATRIX.map(key));

  it('lists every admin page', () => {
    expect(adminPages.filter((file) => !listed.has(`page ${file}`))).toEqual([]);
  });

  it('lists every exported server action', () => {
    const actions = serverActionFiles.flatMap((file) =>
      exportedFunctions(file).map((name) => `action ${file}#${name}`),
    );
    expect(actions.filter((action) => !listed.has(action))).toEqual([]);
  });

  it('lists every route handler method', () => {
    const methods = routeFiles.flatMap((file) => exportedMethods(file).map((method) => `route ${file} ${method}`));
    expect(methods.filter((route) => !listed.has(route))).toEqual([]);
  });

  it("makes every state-changing route handler refuse other sites' pages (Better Auth checks its own)", () => {
    const stateChanging = MATRIX.filter(
      (entry) => entry.kind === 'route' && entry.method !== 'GET' && !entry.file.startsWith('src/app/api/auth/'),
    );
    expect(stateChanging.length).toBeGreaterThan(0);
    // staffRoute and publicRoute check the origin unless a route opts out (`sameOrigin: false`).
    const checksOrigin = (entry: Entry & { kind: 'route' }) =>
      /^export const \w+ = ((staffRoute|publicRoute)(<[^>]*>)?\(\{|publicFormRoute\()/.test(
        declarationOf(entry.file, entry.method),
      ) && !readFileSync(entry.file, 'utf8').includes('sameOrigin: false');
    expect(stateChanging.filter((entry) => entry.kind === 'route' && !checksOrigin(entry)).map(key)).toEqual([]);
  });

  it('lists nothing that no longer exists', () => {
    expect(MATRIX.filter((entry) => !sourceFiles.includes(entry.file)).map(key)).toEqual([]);
  });

  it.each(MATRIX.filter((entry) => typeof entry.access === 'string').map((entry) => [key(entry), entry] as const))(
    '%s starts with its guard',
    (_name, entry) => {
      if (entry.kind === 'page') {
        const source = readFileSync(entry.file, 'utf8');
        expect(source).toMatch(GUARD_CALL);
        expect(source).toContain(`await ${guardFor(entry.access as 'blog' | 'admin' | 'requests' | 'signed-in')}(`);
        return;
      }
      const declaration = declarationOf(entry.file, entry.kind === 'action' ? entry.exportName : entry.method);
      const expected = guardFor(entry.access as 'blog' | 'admin' | 'requests' | 'signed-in');
      expect(declaration).toMatch(entry.kind === 'action' ? ACTION_GUARD(expected) : ROUTE_GUARD(expected));
    },
  );
});

// --- who gets refused, for real -----------------------------------------------------------------

const requestHeaders = vi.hoisted(() => ({ current: new Headers() }));
vi.mock('next/headers', () => ({
  headers: async () => requestHeaders.current,
  cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false, set: () => {}, delete: () => {} }),
}));

type Identity = 'anonymous' | 'disabled' | 'editor' | 'admin';
const cookies: Record<Identity, string> = { anonymous: '', disabled: '', editor: '', admin: '' };

beforeAll(async () => {
  const { createStaff } = await import('@/server/auth/staff');
  const { db } = await import('@/server/db/client');
  const { storedBoolean } = await import('@/server/db/stored-values');
  const { databaseEngine } = await import('@/server/db/client');
  for (const identity of ['disabled', 'editor', 'admin'] as const) {
    const email = uniqueEmail(identity);
    await createStaff({
      email,
      name: identity,
      role: identity === 'admin' ? 'admin' : 'editor',
      password: STRONG_PASSWORD,
    });
    cookies[identity] = await signInCookie(email);
  }
  // Disabled behind the guards' back, session left open: the guards must still say no.
  const disabled = await db()
    .selectFrom('auth_users')
    .select('id')
    .where('name', '=', 'disabled')
    .executeTakeFirstOrThrow();
  await db()
    .updateTable('auth_users')
    .set({ disabled: storedBoolean(databaseEngine(), true) })
    .where('id', '=', disabled.id)
    .execute();
});

function routePath(file: string): string {
  const segments = file
    .replace(/^src\/app/, '')
    .split('/')
    .filter((segment) => !/^\(.*\)$/.test(segment));
  return segments.slice(0, -1).join('/') || '/';
}

type Outcome = { redirect?: string; status?: number; other?: string };

async function outcomeOf(entry: Entry, identity: Identity): Promise<Outcome> {
  const cookie = cookies[identity];
  const pagePath = routePath(entry.file);
  requestHeaders.current = new Headers({ ...(cookie ? { cookie } : {}), 'x-admin-path': pagePath });
  const props = {
    params: Promise.resolve({ id: randomUUID(), name: 'x.webp', all: ['session'] }),
    searchParams: Promise.resolve({}),
  };
  try {
    const module = await import(/* @vite-ignore */ path.resolve(entry.file));
    if (entry.kind === 'page') await module.default(props);
    if (entry.kind === 'action') await module[entry.exportName](undefined, undefined, undefined);
    if (entry.kind === 'route') {
      const request = new Request(`http://cabinet.test${pagePath}`, {
        method: entry.method,
        headers: { ...(cookie ? { cookie } : {}), origin: 'http://cabinet.test' },
        ...(entry.method === 'GET' ? {} : { body: new FormData() }),
      });
      const response: Response = await module[entry.method](request, props);
      return { status: response.status };
    }
    return {};
  } catch (error) {
    if (isRedirectError(error)) return { redirect: error.digest.split(';')[2] };
    return { other: error instanceof Error ? error.message : String(error) };
  }
}

const guarded = MATRIX.filter(
  (entry): entry is Entry & { access: 'blog' | 'admin' | 'requests' | 'signed-in' } => typeof entry.access === 'string',
);
const loginRedirect = (entry: Entry) => `/admin/login?next=${encodeURIComponent(routePath(entry.file))}`;

describe.each(
  guarded.map(
    (entry) =>
      [
        `${entry.kind} ${entry.file}${'exportName' in entry ? `#${entry.exportName}` : ''}${'method' in entry ? ` ${entry.method}` : ''}`,
        entry,
      ] as const,
  ),
)('%s', (_name, entry) => {
  it.each(['anonymous', 'disabled'] as const)('refuses the %s visitor', async (identity) => {
    const outcome = await outcomeOf(entry, identity);
    if (entry.kind === 'route') expect(outcome).toEqual({ status: 401 });
    else expect(outcome).toEqual({ redirect: loginRedirect(entry) });
  });

  const refusedRoles = entry.access === 'admin' || entry.access === 'requests' ? (['editor'] as const) : [];
  it.each(refusedRoles)('refuses an %s', async (identity) => {
    const outcome = await outcomeOf(entry, identity);
    if (entry.kind === 'route') expect(outcome).toEqual({ status: 403 });
    else expect(outcome).toEqual({ redirect: '/admin/acces-refuse' });
  });

  const permitted: Identity = entry.access === 'admin' || entry.access === 'requests' ? 'admin' : 'editor';
  it(`lets an ${permitted} past the guard`, async () => {
    const outcome = await outcomeOf(entry, permitted);
    expect(outcome.redirect ?? '').not.toMatch(/^\/admin\/(login|acces-refuse)/);
    expect([401, 403]).not.toContain(outcome.status);
  });
});

describe('while the admins require two-factor sign-in, a member without it', () => {
  beforeAll(async () => {
    const { setTwoFactorRequired } = await import('@/server/auth/two-factor-policy');
    await setTwoFactorRequired(true);
  });
  afterAll(async () => {
    const { setTwoFactorRequired } = await import('@/server/auth/two-factor-policy');
    await setTwoFactorRequired(false);
  });

  it.each(
    guarded.map(
      (entry) =>
        [
          `${entry.kind} ${entry.file}${'exportName' in entry ? `#${entry.exportName}` : ''}${'method' in entry ? ` ${entry.method}` : ''}`,
          entry,
        ] as const,
    ),
  )('%s sends them to the set-up page (the set-up itself and the refusal page excepted)', async (_name, entry) => {
    const outcome = await outcomeOf(entry, 'admin');
    if (entry.access === 'signed-in') expect(outcome.redirect ?? '').not.toBe('/admin/double-authentification');
    else if (entry.kind === 'route') expect(outcome).toEqual({ status: 403 });
    else expect(outcome).toEqual({ redirect: '/admin/double-authentification' });
  });
});
