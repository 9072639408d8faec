import type { Metadata } from 'next';
import { AdminLink } from '@/components/admin/admin-link';
import { AuthCard } from '@/components/admin/auth/auth-card';
import { SignOutButton } from '@/components/admin/layout/sign-out-button';
import { buttonVariants } from '@/components/ui/button';
import { canManageBlog } from '@/lib/auth/staff-account';
import { requireStaff } from '@/server/auth/session';

export const metadata: Metadata = { title: 'Accès refusé' };

/** Where the guards send a signed-in account that lacks the permission; shows no admin data. */
export default async function AccessRefusedPage() {
  const staff = await requireStaff();
  return (
    <AuthCard
      title="Accès refusé"
      description="Votre compte n’a pas l’autorisation d’accéder à cette page de l’administration."
    >
      <div className="space-y-3">
        <p className="text-center text-sm text-muted-foreground">
          Si vous pensez qu’il s’agit d’une erreur, demandez à un administrateur du cabinet de vérifier vos droits.
        </p>
        {canManageBlog(staff) ? (
          <AdminLink href="/admin/blog" className={buttonVariants({ className: 'w-full' })}>
            Retour aux articles
          </AdminLink>
        ) : null}
        <SignOutButton className="w-full" staffId={staff.id} />
        <AdminLink href="/" className={buttonVariants({ variant: 'link', className: 'w-full' })}>
          Retour au site
        </AdminLink>
      </div>
    </AuthCard>
  );
}
