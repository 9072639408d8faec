import {
  adminCli,
  createStaffAccount,
  linkFromLatestMail,
  mailsTo,
  signIn,
  toast,
  uniqueEmail,
} from './admin-auth-helpers';
import { expect, test } from './support/page-errors';

test.describe('sign-in (spec sections 2, 5, 8)', () => {
  test('success shows the toast and opens the articles', async ({ page }) => {
    const staff = createStaffAccount('editor');
    await page.goto('/admin/login');
    await signIn(page, staff.email, staff.password);
    const success = toast(page, 'Connexion réussie');
    await expect(success).toBeVisible();
    await expect(success).toContainText('Bienvenue dans l’administration');
    await expect(page).toHaveURL(/\/admin\/blog$/);
    // Plain French: no « CMS Blog », a link back to the public site.
    await expect(page.getByText('CMS Blog')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Voir le site' })).toHaveAttribute('href', '/');
    for (const link of ['Articles', 'Catégories', 'Étiquettes', 'Auteurs', 'Questions des lecteurs']) {
      await expect(
        page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: link }),
      ).toBeVisible();
    }
  });

  test('signing in works at localhost too, though SITE_URL names 127.0.0.1 (same machine, same port)', async ({
    page,
    baseURL,
  }) => {
    const staff = createStaffAccount('editor');
    const atLocalhost = new URL(baseURL!);
    atLocalhost.hostname = 'localhost';
    await page.goto(new URL('/admin/login', atLocalhost).toString());
    await signIn(page, staff.email, staff.password);
    await expect(toast(page, 'Connexion réussie')).toBeVisible();
    await expect(page).toHaveURL(`${atLocalhost.origin}/admin/blog`);
  });

  test('a sign-in sent from a foreign origin is refused', async ({ request, baseURL }) => {
    const staff = createStaffAccount('editor');
    const foreign = new URL(baseURL!);
    foreign.port = String(Number(foreign.port) + 1);
    const response = await request.post('/api/auth/sign-in/email', {
      headers: { origin: foreign.origin },
      data: { email: staff.email, password: staff.password },
    });
    expect(response.status()).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'INVALID_ORIGIN' });
  });

  test('wrong password and unknown email both say "Email ou mot de passe incorrect"', async ({ page }) => {
    const staff = createStaffAccount('editor');
    await page.goto('/admin/login');
    const attempts: [string, string][] = [
      [staff.email, 'pas-le-bon-mot-de-passe'],
      [uniqueEmail('inconnu'), staff.password],
    ];
    for (const [email, password] of attempts) {
      const answer = page.waitForResponse('**/api/auth/sign-in/email');
      await signIn(page, email, password);
      expect((await answer).status()).toBe(401);
      await expect(toast(page, 'Erreur de connexion', 'Email ou mot de passe incorrect')).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/login/);
    }
  });

  test('the button is disabled while a field is empty or a sign-in is running', async ({ page }) => {
    const staff = createStaffAccount('editor');
    await page.goto('/admin/login');
    const button = page.getByRole('button', { name: 'Se connecter' });
    await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
    await expect(page.getByLabel('Email')).toHaveAttribute('required', '');
    await expect(button).toBeDisabled();
    await page.getByLabel('Email').fill(staff.email);
    await expect(button).toBeDisabled();
    await page.getByLabel('Mot de passe', { exact: true }).fill(staff.password);
    await expect(button).toBeEnabled();
    await page.getByLabel('Email').fill('');
    await expect(button).toBeDisabled();
    await page.getByLabel('Email').fill(staff.email);

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/sign-in/email', async (route) => {
      await held;
      await route.continue();
    });
    await button.click();
    const busy = page.getByRole('button', { name: 'Connexion en cours...' });
    await expect(busy).toBeDisabled();
    release();
    await expect(page).toHaveURL(/\/admin\/blog$/);
  });

  test('the password can be shown and hidden with « Afficher le mot de passe », a toggle button', async ({ page }) => {
    await page.goto('/admin/login');
    const password = page.getByLabel('Mot de passe', { exact: true });
    await expect(password).toHaveAttribute('type', 'password');
    const toggle = page.getByRole('button', { name: 'Afficher le mot de passe' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(password).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    // From the keyboard too: the toggle is a real button.
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(password).toHaveAttribute('type', 'password');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });

  test('an anonymous visitor is sent to login with the origin, and comes back after sign-in', async ({ page }) => {
    const staff = createStaffAccount('editor');
    await page.goto('/admin/blog?status=draft');
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fblog%3Fstatus%3Ddraft$/);
    await signIn(page, staff.email, staff.password);
    await expect(page).toHaveURL(/\/admin\/blog\?status=draft$/);

    await page.goto('/admin/login');
    await expect(page).toHaveURL(/\/admin\/blog$/);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/blog$/);
  });

  test('a foreign "next" is ignored', async ({ page }) => {
    const staff = createStaffAccount('editor');
    await page.goto('/admin/login?next=//evil.example.com/admin');
    await signIn(page, staff.email, staff.password);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/admin\/blog$/);
  });

  // Each of these passed a check of the raw string but normalises to `//evil.example…` (security review).
  const turnsForeignOnceNormalised = [
    '/.//evil.example/phish',
    '/..//evil.example',
    '/%2E%2E//evil.example',
    '/admin/..//evil.example',
    '/x/%2e%2e//evil.example',
  ];

  test('a "next" that turns foreign once normalised leaves the browser on the site after sign-in', async ({
    page,
    baseURL,
  }) => {
    // Should the redirect escape, the browser gets an answer instead of a DNS error.
    await page.context().route(
      (url) => url.hostname === 'evil.example',
      (route) => route.fulfill({ contentType: 'text/html', body: '<h1>phishing</h1>' }),
    );
    const staff = createStaffAccount('editor');
    for (const next of turnsForeignOnceNormalised) {
      await page.context().clearCookies();
      await page.goto(`/admin/login?next=${encodeURIComponent(next)}`);
      await signIn(page, staff.email, staff.password);
      await expect(page, next).toHaveURL(`${baseURL}/admin/blog`);
    }
  });

  test('signed in, a "next" that turns foreign once normalised redirects to the articles', async ({
    page,
    baseURL,
  }) => {
    const staff = createStaffAccount('editor');
    await page.goto('/admin/login');
    await signIn(page, staff.email, staff.password);
    await expect(page).toHaveURL(/\/admin\/blog$/);
    for (const next of turnsForeignOnceNormalised) {
      const response = await page.request.get(`/admin/login?next=${encodeURIComponent(next)}`, { maxRedirects: 0 });
      expect(response.status(), next).toBe(307);
      expect(new URL(response.headers().location ?? '', baseURL).href, next).toBe(`${baseURL}/admin/blog`);
    }
  });

  test('what was typed before the page’s script ran is what the form sends', async ({ page }) => {
    // A slow phone: the fields are on screen and filled before React takes the page over.
    const staff = createStaffAccount('editor');
    let releaseScripts = () => {};
    const scriptsHeld = new Promise<void>((resolve) => {
      releaseScripts = resolve;
    });
    await page.route(/\/_next\/static\/chunks\/.*\.js$/, async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto('/admin/login', { waitUntil: 'commit' });
    await page.getByLabel('Email').fill(staff.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(staff.password);
    releaseScripts();
    // Without the typed values in its state, the form keeps its button disabled.
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeEnabled();
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(/\/admin\/blog$/);
  });

  test('sign-out shows its toast and closes the back office', async ({ page }) => {
    const staff = createStaffAccount('editor');
    await page.goto('/admin/login');
    await signIn(page, staff.email, staff.password);
    await expect(page).toHaveURL(/\/admin\/blog$/);
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    const bye = toast(page, 'Déconnexion réussie');
    await expect(bye).toBeVisible();
    await expect(bye).toContainText('À bientôt');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto('/admin/blog');
    await expect(page).toHaveURL(/\/admin\/login\?next=/);
  });

  test('"Retour au site" goes home', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByRole('link', { name: 'Retour au site' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });
});

test.describe('password reset (spec sections 2, 4, 8)', () => {
  test('from the mail in the outbox to signing in with the new password, the token kept out of the address bar and Referer', async ({
    page,
    baseURL,
  }) => {
    const staff = createStaffAccount('editor');
    await page.goto('/admin/login');
    await page.getByRole('button', { name: 'Mot de passe oublié ?' }).click();
    await expect(page.getByRole('button', { name: 'Se connecter' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Retour à la connexion' }).click();
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
    await page.getByRole('button', { name: 'Mot de passe oublié ?' }).click();

    const send = page.getByRole('button', { name: 'Envoyer le lien' });
    await expect(send).toBeDisabled();
    await page.getByLabel('Email').fill(staff.email);
    await send.click();
    const sent = toast(page, 'Email envoyé');
    await expect(sent).toContainText('Un lien de réinitialisation a été envoyé à votre adresse email.');
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue('');

    const link = await linkFromLatestMail(staff.email);
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/admin\/login\?token=/);
    const newPassword = 'nouveau-mot-de-passe-2';
    const referers: string[] = [];
    page.on('request', (request) => referers.push(request.headers().referer ?? ''));
    const opened = await page.goto(link);
    // The token must not leak through a Referer, the address bar or the history (security review).
    expect(opened?.headers()['referrer-policy']).toBe('no-referrer');
    await expect(page).toHaveURL(`${baseURL}/admin/login`);
    await page.getByLabel('Nouveau mot de passe').fill(newPassword);
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    // Signed in with the new password at once.
    await expect(toast(page, 'Mot de passe enregistré', 'Bienvenue dans l’administration')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/blog$/);
    expect(referers.filter((referer) => referer.includes('token='))).toEqual([]);

    await page.context().clearCookies();
    await page.goto('/admin/login');
    await signIn(page, staff.email, staff.password);
    await expect(toast(page, 'Erreur de connexion', 'Email ou mot de passe incorrect')).toBeVisible();
    await signIn(page, staff.email, newPassword);
    await expect(page).toHaveURL(/\/admin\/blog$/);

    // Single use: the same link cannot set a password again.
    await page.context().clearCookies();
    await page.goto(link);
    await page.getByLabel('Nouveau mot de passe').fill('encore-un-autre-mdp');
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await expect(toast(page, 'Erreur', 'Ce lien est invalide ou a expiré.')).toBeVisible();
  });

  test('an unknown email gets the same answer and no mail', async ({ page }) => {
    const email = uniqueEmail('personne');
    await page.goto('/admin/login');
    await page.getByRole('button', { name: 'Mot de passe oublié ?' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Envoyer le lien' }).click();
    await expect(toast(page, 'Email envoyé')).toContainText(
      'Un lien de réinitialisation a été envoyé à votre adresse email.',
    );
    expect(mailsTo(email)).toEqual([]);
  });
});

test.describe('accounts and permissions', () => {
  test('a disabled account cannot sign in and loses its open session', async ({ page }) => {
    const staff = createStaffAccount('editor');
    await page.goto('/admin/login');
    await signIn(page, staff.email, staff.password);
    await expect(page).toHaveURL(/\/admin\/blog$/);

    expect(adminCli('disable', '--email', staff.email).code).toBe(0);
    await page.goto('/admin/blog');
    await expect(page).toHaveURL(/\/admin\/login\?next=/);
    await signIn(page, staff.email, staff.password);
    await expect(toast(page, 'Erreur de connexion', 'Email ou mot de passe incorrect')).toBeVisible();
  });

  test('an editor is refused the staff pages with a French message and no data', async ({ page }) => {
    const editor = createStaffAccount('editor');
    await page.goto('/admin/login');
    await signIn(page, editor.email, editor.password);
    await expect(page).toHaveURL(/\/admin\/blog$/);
    await page.goto('/admin/staff');
    await expect(page.getByRole('heading', { name: 'Accès refusé' })).toBeVisible();
    await expect(page.getByText(editor.email)).toHaveCount(0);
  });

  test('repeated failures are stopped with a 429 and a French message', async ({ page }) => {
    const staff = createStaffAccount('editor');
    await page.goto('/admin/login');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await signIn(page, staff.email, `mauvais-essai-${attempt}`);
      await expect(
        page.locator('[data-sonner-toast]').filter({ hasText: 'Email ou mot de passe incorrect' }).first(),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Se connecter' })).toBeEnabled();
    }
    const refused = page.waitForResponse('**/api/auth/sign-in/email');
    await signIn(page, staff.email, staff.password);
    expect((await refused).status()).toBe(429);
    await expect(toast(page, 'Erreur de connexion', 'Trop de tentatives')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login/);
  });
});

test('every response carries the security headers', async ({ request }) => {
  // The login page receives reset links with a token in the query: it sends no Referer at all.
  const referrerPolicies = { '/': 'strict-origin-when-cross-origin', '/admin/login': 'no-referrer' };
  for (const [path, referrerPolicy] of Object.entries(referrerPolicies)) {
    const response = await request.get(path);
    const headers = response.headers();
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe(referrerPolicy);
    expect(headers['strict-transport-security']).toMatch(/max-age=/);
  }
});
