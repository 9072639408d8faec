import { toE164 } from '../practice/phone-number';

/**
 * The patient's number (decision 044): read with the project's phone rules, then only a Moroccan
 * landline (05) or mobile (06, 07) is kept. 08 numbers are free or premium-rate services, never
 * a patient, and a foreign number cannot be called back at a local rate.
 */
export type PhoneCheck = { ok: true; e164: string } | { ok: false; message: string };

export const MOROCCAN_PHONE_MESSAGE =
  'Indiquez un numéro de téléphone marocain, fixe ou mobile (06\u00a012\u00a034\u00a056\u00a078).';

export function checkPatientPhone(typed: string): PhoneCheck {
  const e164 = toE164(typed);
  if (e164 === null || !/^\+212[5-7]\d{8}$/.test(e164)) return { ok: false, message: MOROCCAN_PHONE_MESSAGE };
  return { ok: true, e164 };
}
