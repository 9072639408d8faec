import './auth-helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { switchToUnreachableDatabase } from '../support/unreachable-database';

/**
 * A public form while the database cannot be reached (decision 034's outage rule on the public
 * path of decision 039): a French 503 with Retry-After that keeps what was typed, never an empty
 * 500 with a stack.
 */
describe('a public form during a database outage', () => {
  const testDatabaseUrl = process.env.DATABASE_URL;
  beforeAll(async () => {
    await switchToUnreachableDatabase();
  });
  afterAll(async () => {
    const { closeDb } = await import('@/server/db/client');
    await closeDb();
    process.env.DATABASE_URL = testDatabaseUrl;
  });

  it('answers 503 in French with Retry-After, and shows the form again with the text', async () => {
    const { definePublicForm, publicFormRoute } = await import('@/server/public-forms/public-form');
    const { publicFormToken } = await import('@/server/public-forms/token');
    const form = definePublicForm({
      name: 'note',
      action: '/api/note',
      alert: { formLabel: 'note', inboxPath: '/admin' },
      schema: z.object({ note: z.string().min(1) }),
      fields: [{ name: 'note', label: 'Votre note', kind: 'textarea' }],
      backTo: () => '/',
      handle: async () => ({ message: 'Reçu.' }),
    });
    const body = new URLSearchParams({
      jeton: publicFormToken('note', Date.now() - 60_000),
      site_web: '',
      note: 'Écrit pendant la panne',
    }).toString();
    const headers = { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://cabinet.test' };
    const response = await publicFormRoute(form)(
      new Request('http://cabinet.test/api/note', { method: 'POST', headers, body }),
    );
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('30');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const page = await response.text();
    expect(page).toContain('Le site ne peut pas enregistrer de message en ce moment.');
    expect(page).toContain('>Écrit pendant la panne</textarea>');
  });

  it('the appointment form answers 503 with Retry-After, and without the script shows the form again as typed', async () => {
    const { answerAppointmentRequest } = await import('@/server/appointments/request-route');
    const { publicFormToken } = await import('@/server/public-forms/token');
    const body = new URLSearchParams({
      jeton: publicFormToken('rendez-vous', Date.now() - 60_000),
      site_web: '',
      motif: 'echographie-abdominale',
      visite: 'premiere',
      creneau1: '2031-01-07:matin',
      nom: 'Salma Panne',
      telephone: '06 12 34 56 78',
      reponse: 'whatsapp',
      note: 'Écrit pendant la panne',
      consentement: 'on',
    }).toString();
    const post = (accept?: string) =>
      answerAppointmentRequest(
        new Request('http://cabinet.test/api/rendez-vous', {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            origin: 'http://cabinet.test',
            ...(accept ? { accept } : {}),
          },
          body,
        }),
      );
    const page = await post();
    expect(page.status).toBe(503);
    expect(page.headers.get('retry-after')).toBe('30');
    const html = await page.text();
    expect(html).toContain('Appelez-le');
    expect(html).toContain('value="Salma Panne"');
    expect(html).toContain('>Écrit pendant la panne</textarea>');
    expect(html).toContain('value="2031-01-07:matin" selected');
    const json = await post('application/json');
    expect(json.status).toBe(503);
    expect(json.headers.get('retry-after')).toBe('30');
    expect((await json.json()).message).toContain('Appelez-le');
  });
});
