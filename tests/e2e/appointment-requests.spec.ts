import { devices, type Browser, type Page } from '@playwright/test';
import { DEFAULT_PRACTICE_FACTS } from '../../src/content/practice';
import { formatHalfDay, parseHalfDayValue } from '../../src/lib/appointments/half-days';
import { addressLine, type PracticeFacts } from '../../src/lib/practice/practice-facts';
import { BOOKING_ORIGIN_FIELD } from '../../src/lib/statistics/booking-origin';
import { createStaffAccount, signIn, toast } from './admin-auth-helpers';
import { deleteRequests, openE2eDatabase, storeOpenRequests } from './support/e2e-database';
import { expect, test, withAddressPopupDismissed } from './support/page-errors';
import { withFillTimeSpent } from './support/public-form-time';

/*
 * « Demander un rendez-vous » on a phone (decision 044): from a service page to the confirmation,
 * with and without JavaScript, then staff handling the request, and the cached form page turning
 * into « appelez le cabinet » while the open requests fill the cap.
 */
const { defaultBrowserType: _browser, ...pixel7 } = devices['Pixel 7'];
test.use(pixel7);

const FORM = 'rendez-vous';
const FORM_PATH = '/rendez-vous';
let phoneSuffix = 40 + (Date.now() % 50);
const patientPhone = () => `06 12 34 56 ${(phoneSuffix += 1)}`;

function storedFacts(): PracticeFacts {
  const database = openE2eDatabase();
  try {
    const row = database.prepare("SELECT facts FROM practice_settings WHERE key = 'practice'").get() as
      | { facts: string }
      | undefined;
    return row
      ? { ...DEFAULT_PRACTICE_FACTS, ...(JSON.parse(row.facts) as Partial<PracticeFacts>) }
      : DEFAULT_PRACTICE_FACTS;
  } finally {
    database.close();
  }
}

const casablancaToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Casablanca' }).format(new Date());
// Monday first, as the Cabinet's weekly hours.
const weekday = (day: string) => (new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7;

/** Fills the request form; the reason is already chosen by the service page unless `exam` is given. */
async function fillRequest(page: Page, name: string, exam?: string) {
  if (exam) await page.getByLabel('Motif de la consultation').selectOption({ label: exam });
  const halfDay = page.getByLabel('Demi-journée souhaitée');
  // Only half-days from tomorrow on, on days and parts of days the practice is open.
  const offered = (
    await halfDay
      .locator('option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))
  ).filter(Boolean);
  expect(offered.length).toBeGreaterThan(0);
  const weekly = storedFacts().weeklyHours;
  for (const value of offered) {
    const [day, part] = value.split(':') as [string, string];
    expect(day > casablancaToday(), value).toBe(true);
    const ranges = weekly[weekday(day)] ?? [];
    expect(ranges.length, `${value} is a closed day`).toBeGreaterThan(0);
    if (part === 'apres-midi')
      expect(
        ranges.some((range) => range.closes > '13:00'),
        value,
      ).toBe(true);
  }
  await halfDay.selectOption(offered[0]!);
  await page.getByLabel('Nom et prénom').fill(name);
  await page.getByLabel('Téléphone (Maroc)').fill(patientPhone());
  await page.getByLabel('Comment vous répondre').selectOption({ label: 'Me répondre par WhatsApp' });
  await page.getByRole('checkbox', { name: /J’accepte que le cabinet utilise ces informations/ }).check();
  await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
  return offered[0]!;
}

async function expectConfirmation(page: Page, reason: string, preparation: RegExp, chosen: string) {
  await expect(page).toHaveURL(/\/rendez-vous\/confirmation\?/);
  await expect(page.getByRole('heading', { level: 1, name: 'Votre demande est envoyée' })).toBeVisible();
  // The half-days chosen are restated, as the practice received them.
  await expect(page.getByRole('region', { name: 'Demi-journées demandées' })).toContainText(
    formatHalfDay(parseHalfDayValue(chosen)!),
  );
  const steps = page.getByRole('region', { name: new RegExp(`^Préparation\\s: ${reason}`) });
  await expect(steps).toContainText(preparation);
  await expect(steps).toContainText('Arrivez 10 minutes en avance.');
  await expect(page.getByRole('heading', { name: 'Horaires du cabinet' })).toBeVisible();
  const chat = page.getByRole('link', { name: 'Envoyer aussi sur WhatsApp' });
  const href = (await chat.getAttribute('href')) ?? '';
  expect(href).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
  const text = new URL(href).searchParams.get('text') ?? '';
  expect(text).toContain(reason.toLowerCase().split(' ')[0]);
  expect(text).toContain('de préférence');
}

/** A page in a fresh browser context on the phone, as a visitor who already closed the address popup. */
async function phonePage(browser: Browser, javaScriptEnabled = true) {
  const context = await browser.newContext({ ...pixel7, javaScriptEnabled });
  await withAddressPopupDismissed(context);
  return context.newPage();
}

async function signInAs(browser: Browser, role: 'admin' | 'editor') {
  const page = await phonePage(browser);
  const staff = createStaffAccount(role);
  await page.goto('/admin/login');
  await signIn(page, staff.email, staff.password);
  await expect(page).toHaveURL(/\/admin\/blog$/);
  return page;
}

test('on a phone, the header menu and an ultrasound page lead to the form; with JavaScript the send lands on the confirmation with the exam’s preparation', async ({
  page,
}) => {
  await withFillTimeSpent(page, FORM, FORM_PATH);
  await page.goto('/');
  await page.locator('summary', { hasText: 'Menu' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Menu mobile' }).getByRole('link', { name: 'Demander en ligne' }),
  ).toHaveAttribute('href', FORM_PATH);

  await page.goto('/services/echographie-clinique');
  await page.getByRole('main').getByRole('link', { name: 'Demander en ligne' }).first().click();
  await expect(page).toHaveURL(/\/rendez-vous\?service=echographie-clinique$/);
  // The request will count as a booking action of the page that led here (decision 064).
  await expect(page.locator(`input[type="hidden"][name="${BOOKING_ORIGIN_FIELD}"]`)).toHaveValue(
    '/services/echographie-clinique',
  );
  const chosen = await fillRequest(page, 'Salma Bennani', 'Échographie abdominale');
  await expectConfirmation(page, 'Échographie abdominale', /à jeun depuis 8 heures/i, chosen);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a service page’s link chooses its service, and the send lands on the confirmation', async ({ page }) => {
    await withFillTimeSpent(page, FORM, FORM_PATH);
    await page.goto('/services/sexologie-medicale');
    await page.getByRole('main').getByRole('link', { name: 'Demander en ligne' }).first().click();
    await expect(page).toHaveURL(/\/rendez-vous\?service=sexologie-medicale$/);
    await expect(page.getByLabel('Motif de la consultation')).toHaveValue('sexologie-medicale');
    // Without the script the request counts for the form's own page.
    await expect(page.locator(`input[type="hidden"][name="${BOOKING_ORIGIN_FIELD}"]`)).toHaveValue('');
    const chosen = await fillRequest(page, 'Youssef Alaoui');
    await expectConfirmation(page, 'Sexologie', /ordonnances en cours/i, chosen);
  });
});

/** The inbox's page that lists `name` (the newest requests are on the last page of « À traiter »). */
async function inboxItem(page: Page, name: string) {
  for (let number = 1; number <= 12; number += 1) {
    await page.goto(`/admin/demandes?page=${number}`);
    // React 19.2 reveals the streamed page up to 300 ms after its last paint, possibly after the
    // load event: until then the list is hidden and a count finds nothing.
    await expect(page.getByRole('heading', { level: 1, name: 'Demandes de rendez-vous' })).toBeVisible();
    const item = page.getByRole('listitem', { name: `Demande de ${name}` });
    if ((await item.count()) > 0) return item;
  }
  throw new Error(`${name} is on no page of the inbox`);
}

test('staff: an admin opens the request, answers on WhatsApp at once, marks it « Rappelé », fixes a time within the hours and downloads the .ics; an editor only when Cabinet allows', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const visitor = await phonePage(browser);
  await withFillTimeSpent(visitor, FORM, FORM_PATH);
  await visitor.goto('/rendez-vous?service=medecine-generale');
  const name = `Nadia Test ${Date.now().toString(36).replace(/\d/g, '')}`;
  const chosen = await fillRequest(visitor, name);
  await expect(visitor).toHaveURL(/\/rendez-vous\/confirmation\?/);

  const admin = await signInAs(browser, 'admin');
  const listed = await inboxItem(admin, name);
  await expect(listed).toContainText('Nouvelle');
  // The list shows no number: opening the request does, and is what the journal records. (Not
  // « 06 » alone: the time the request came in may hold it.)
  await expect(listed).not.toHaveText(/12\s?34\s?56/);
  await listed.getByRole('link', { name }).click();
  const request = admin.getByRole('region', { name: `Demande de ${name}` });
  // The neutral reply is there before any time is fixed, without the reason.
  const firstReply = new URL(
    (await request.getByRole('link', { name: 'Répondre sur WhatsApp' }).getAttribute('href')) ?? '',
  ).searchParams.get('text');
  expect(firstReply).toContain(`Bonjour ${name}`);
  expect(firstReply).toContain('a bien reçu votre demande de rendez-vous');
  expect(firstReply).not.toMatch(/médecine/i);

  await request.getByRole('button', { name: 'Rappelé' }).click();
  // The button goes once the request is « Rappelé ».
  await expect(request.getByRole('button', { name: 'Rappelé' })).toHaveCount(0);
  await expect(request).toContainText('Rappelé');

  // The date and time start from the patient's first half-day, at the hour the practice opens then.
  const [day, part] = chosen.split(':') as [string, string];
  const ranges = storedFacts().weeklyHours[weekday(day)] ?? [];
  const expectedStart =
    part === 'matin' ? ranges[0]!.opens : ranges.map((range) => (range.opens > '13:00' ? range.opens : '13:00'))[0];
  await expect(request.getByLabel('Date du rendez-vous')).toHaveValue(day);
  await expect(request.getByLabel('Heure')).toHaveValue(expectedStart!);

  // A Sunday at 22:00, or a past day, is refused in French; nothing is fixed.
  const sunday = new Date(`${day}T12:00:00Z`);
  sunday.setUTCDate(sunday.getUTCDate() + ((6 - weekday(day) + 7) % 7 || 7));
  await request.getByLabel('Date du rendez-vous').fill(sunday.toISOString().slice(0, 10));
  await request.getByLabel('Heure').fill('22:00');
  await request.getByRole('button', { name: 'Fixer le rendez-vous' }).click();
  await expect(request.getByText('Le cabinet est fermé ce jour-là')).toBeVisible();
  await request.getByLabel('Date du rendez-vous').fill('2020-01-06');
  await request.getByLabel('Heure').fill('10:30');
  await request.getByRole('button', { name: 'Fixer le rendez-vous' }).click();
  await expect(request.getByText('Cette date et cette heure sont passées')).toBeVisible();
  await expect(request).not.toContainText('Rendez-vous fixé');

  const time = `${String(Number(expectedStart!.slice(0, 2))).padStart(2, '0')}:30`;
  await request.getByLabel('Date du rendez-vous').fill(day);
  await request.getByLabel('Heure').fill(time);
  await request.getByRole('button', { name: 'Fixer le rendez-vous' }).click();
  await expect(request).toContainText('Rendez-vous fixé');
  const answer = request.getByRole('link', { name: 'Répondre sur WhatsApp' });
  const text = new URL((await answer.getAttribute('href')) ?? '').searchParams.get('text') ?? '';
  const date = Number(day.slice(8));
  const monthName = new Intl.DateTimeFormat('fr-FR', { month: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );
  expect(text).toContain(`Bonjour ${name}`);
  expect(text).toMatch(new RegExp(`${date}(er)? ${monthName} ${day.slice(0, 4)} à ${time.replace(':', 'h')}`));
  expect(text).toContain(addressLine(storedFacts()));

  // Handled, it leaves « À traiter » for « Traitées ».
  await admin.goto('/admin/demandes');
  await expect(admin.getByRole('listitem', { name: `Demande de ${name}` })).toHaveCount(0);
  await admin.getByRole('navigation', { name: 'Filtrer les demandes' }).getByRole('link', { name: 'Traitées' }).click();
  await expect(admin.getByRole('listitem', { name: `Demande de ${name}` })).toContainText('Rendez-vous fixé');
  await admin
    .getByRole('listitem', { name: `Demande de ${name}` })
    .getByRole('link', { name })
    .click();

  const ics = await admin.request.get(
    (await request.getByRole('link', { name: 'Fichier .ics' }).getAttribute('href'))!,
  );
  expect(ics.status()).toBe(200);
  expect(ics.headers()['content-type']).toContain('text/calendar');
  expect(await ics.text()).toMatch(new RegExp(`DTSTART:${day.replaceAll('-', '')}T\\d{6}Z`));

  const editor = await signInAs(browser, 'editor');
  await editor.goto('/admin/demandes');
  await expect(editor).toHaveURL(/\/admin\/acces-refuse$/);
  const editorsMayHandle = async (allowed: boolean) => {
    await admin.goto('/admin/cabinet');
    await admin.getByRole('switch', { name: 'Les éditeurs voient et traitent aussi les demandes' }).setChecked(allowed);
    await admin.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect(toast(admin, 'Cabinet mis à jour')).toBeVisible();
  };
  await editorsMayHandle(true);
  try {
    await editor.goto('/admin/demandes?vue=traitees');
    await expect(editor.getByRole('listitem', { name: `Demande de ${name}` })).toBeVisible();
  } finally {
    await editorsMayHandle(false);
  }
  await editor.goto('/admin/demandes');
  await expect(editor).toHaveURL(/\/admin\/acces-refuse$/);
});

test('staff: a flood of requests is archived at once, 25 a page, from the ticked ones', async ({ browser }) => {
  test.setTimeout(180_000);
  const filler = storeOpenRequests(30, casablancaToday());
  try {
    const visitor = await phonePage(browser, false);
    await withFillTimeSpent(visitor, FORM, FORM_PATH);
    await visitor.goto('/rendez-vous?service=psychosomatique');
    const name = `Karim Flot ${Date.now().toString(36).replace(/\d/g, '')}`;
    await fillRequest(visitor, name);
    await expect(visitor).toHaveURL(/\/rendez-vous\/confirmation/);

    const admin = await signInAs(browser, 'admin');
    await admin.goto('/admin/demandes');
    await expect(admin.getByRole('listitem', { name: /^Demande de / })).toHaveCount(25);
    // Oldest first: the newest request is on a later page of « À traiter ».
    const listed = await inboxItem(admin, name);
    await listed.getByRole('checkbox', { name: `Sélectionner la demande de ${name}` }).check();
    await admin.getByRole('button', { name: 'Archiver la sélection' }).click();
    await expect(toast(admin, '1 demande archivée.')).toBeVisible();
    await expect(admin.getByRole('listitem', { name: `Demande de ${name}` })).toHaveCount(0);
  } finally {
    deleteRequests(filler);
  }
});
