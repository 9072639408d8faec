'use client';

import { useRouter } from 'next/navigation';
import { TwoFactorSetup, type QrCodeFor } from './two-factor-setup';

/** The set-up of the required-2FA page; once the codes are noted, on to the back office. */
export function RequiredTwoFactorSetup({ qrCodeFor }: { qrCodeFor: QrCodeFor }) {
  const router = useRouter();
  return (
    <TwoFactorSetup
      qrCodeFor={qrCodeFor}
      onDone={() => {
        router.replace('/admin');
        router.refresh();
      }}
    />
  );
}
