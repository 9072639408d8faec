import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AuthCard } from '@/components/admin/auth/auth-card';
import { LoginPanel } from '@/components/admin/auth/login-panel';
import { safeNextPath } from '@/lib/auth/safe-next-path';
import { canManageBlog } from '@/lib/auth/staff-account';
import { accountLinkOwnerEmail } from '@/server/auth/account-link-owner';
import { getCurrentStaff } from '@/server/auth/session';

export const metadata: Metadata = { title: 'Connexion' };

type Props = { searchParams: Promise<{ next?: string | string[]; token?: string | string[] }> };

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Public by nature. A signed-in staff member goes straight on; a reset or invitation link shows the new-password form, then signs its owner in. */
export default async function LoginPage({ searchParams }: Props) {
  const query = await searchParams;
  const next = safeNextPath(single(query.next));
  const token = single(query.token) || null;
  if (!token && canManageBlog(await getCurrentStaff())) redirect(next);
  const linkEmail = token ? await accountLinkOwnerEmail(token) : null;
  return (
    <AuthCard
      title="Administration"
      description={token ? 'Choisissez votre nouveau mot de passe' : 'Connectez-vous pour gérer le blog'}
    >
      <LoginPanel next={next} token={token} linkEmail={linkEmail} />
    </AuthCard>
  );
}
