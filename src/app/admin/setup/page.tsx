import type { Metadata } from 'next';
import { AdminLink } from '@/components/admin/admin-link';
import { AuthCard } from '@/components/admin/auth/auth-card';
import { FirstAdminForm } from '@/components/admin/auth/first-admin-form';
import { buttonVariants } from '@/components/ui/button';
import { isSetupTokenValid } from '@/server/auth/first-admin-setup';
import { completeFirstAdminSetup } from './actions';

export const metadata: Metadata = { title: 'Premier administrateur' };

type Props = { searchParams: Promise<{ token?: string | string[] }> };

/** Public, gated by the one-time link printed at server start while no admin exists. */
export default async function FirstAdminSetupPage({ searchParams }: Props) {
  const { token: raw } = await searchParams;
  const token = (Array.isArray(raw) ? raw[0] : raw) ?? '';
  if (!(await isSetupTokenValid(token))) {
    return (
      <AuthCard title="Lien invalide" description="Ce lien de configuration a déjà été utilisé ou a expiré.">
        <AdminLink href="/admin/login" className={buttonVariants({ className: 'w-full' })}>
          Aller à la connexion
        </AdminLink>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Premier administrateur" description="Créez le compte qui administrera le site du cabinet.">
      <FirstAdminForm token={token} completeSetup={completeFirstAdminSetup} />
    </AuthCard>
  );
}
