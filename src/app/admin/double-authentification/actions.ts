'use server';

import { z } from '@/lib/forms/zod';
import { refusal } from '@/lib/actions/action-result';
import { groupedSecret, totpSecretFromUri } from '@/lib/auth/two-factor';
import { staffAction } from '@/server/actions/staff-action';
import { requireStaff } from '@/server/auth/session';
import { totpQrCodeDataUrl } from '@/server/auth/totp-qr-code';

const QR_FAILURE = 'Le QR code n’a pas pu être affiché. Saisissez la clé ci-dessous dans votre application.';

/**
 * The QR code and the hand-typed key of the set-up Better Auth just answered to the browser
 * (a signed-in member only; the same step of 'Mon compte' and of the required set-up page).
 */
export const twoFactorQrCodeAction = staffAction({
  guard: requireStaff,
  schema: z.string().max(1000).startsWith('otpauth://totp/'),
  invalid: QR_FAILURE,
  run: async (totpUri) => {
    const secret = totpSecretFromUri(totpUri);
    if (!secret) return refusal(QR_FAILURE);
    return { ok: true, qrCode: totpQrCodeDataUrl(totpUri), secret: groupedSecret(secret) };
  },
  failure: { message: QR_FAILURE, log: 'Drawing a two-factor QR code failed' },
});
