import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { TwoFactorSetup } from '@/components/admin/account/two-factor-setup';
import { AuthCard } from '@/components/admin/auth/auth-card';
import { SignOutButton } from '@/components/admin/layout/sign-out-button';
import { requireStaff } from '@/server/auth/session';
import { twoFactorQrCodeAction } from './actions';

export const metadata: Metadata = { title: 'Double authentification' };

/**
 * Where the guards send a signed-in member while the admins require a second factor they have
 * not set up: the only back-office page they can open until it is done.
 */
export default async function RequiredTwoFactorPage() {
  const staff = await requireStaff();
  if (staff.twoFactorEnabled) redirect('/admin');
  return (
    <AuthCard
      title="Double authentification"
      description="Les administrateurs exigent la double authentification pour tous les comptes. Activez-la pour accéder à l’administration."
    >
      <div className="space-y-4">
        <TwoFactorSetup qrCodeFor={twoFactorQrCodeAction} doneHref="/admin" />
        <SignOutButton className="w-full" staffId={staff.id} />
      </div>
    </AuthCard>
  );
}
