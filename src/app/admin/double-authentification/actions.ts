'use server';

import { z } from '@/lib/forms/zod';
import { groupedSecret, totpSecretFromUri } from '@/lib/auth/two-factor';
import { runAction } from '@/server/actions/run-action';
import { requireStaff } from '@/server/auth/session';
import { totpQrCodeDataUrl } from '@/server/auth/totp-qr-code';

export type TwoFactorQrCodeResult = { ok: true; qrCode: string; secret: string } | { ok: false; error: string };

const QR_FAILURE = 'Le QR code n’a pas pu être affiché. Saisissez la clé ci-dessous dans votre application.';

const totpUriSchema = z.string().max(1000).startsWith('otpauth://totp/');

/**
 * The QR code and the hand-typed key of the set-up Better Auth just answered to the browser
 * (a signed-in member only; the same step of 'Mon compte' and of the required set-up page).
 */
export async function twoFactorQrCodeAction(totpUri: unknown): Promise<TwoFactorQrCodeResult> {
  return runAction<TwoFactorQrCodeResult>(
    async () => {
      await requireStaff();
      const parsed = totpUriSchema.safeParse(totpUri);
      const secret = parsed.success ? totpSecretFromUri(parsed.data) : null;
      if (!parsed.success || !secret) return { ok: false, error: QR_FAILURE };
      return { ok: true, qrCode: totpQrCodeDataUrl(parsed.data), secret: groupedSecret(secret) };
    },
    { answer: (error) => ({ ok: false, error }), message: QR_FAILURE, log: 'Drawing a two-factor QR code failed' },
  );
}
