'use client';

import { LogOut } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { authClient } from '@/components/admin/auth/auth-client';
import { useBusy } from '@/components/admin/auth/use-busy';
import { sendLocalCopiesBeforeSignOut } from '@/components/admin/blog/editor/local-autosave-copies';
import { SIGN_OUT_FAILED, authErrorMessage } from '@/lib/auth/auth-messages';

/**
 * Spec section 8: 'Déconnexion réussie' / 'À bientôt', or 'Erreur de déconnexion' with the message.
 * The editor's copies in this browser are sent first, and leave it once the server holds them
 * (decision 032).
 */
export function SignOutButton({ className, staffId }: { className?: string; staffId: string }) {
  const router = useRouter();
  const { busy, run } = useBusy('Sign-out failed', SIGN_OUT_FAILED, 'Erreur de déconnexion');

  const signOut = () =>
    run(async () => {
      await sendLocalCopiesBeforeSignOut(staffId);
      const { error } = await authClient.signOut();
      if (error) {
        return void toast.error('Erreur de déconnexion', { description: authErrorMessage(error, SIGN_OUT_FAILED) });
      }
      toast.success('Déconnexion réussie', { description: 'À bientôt' });
      router.replace('/admin/login');
      router.refresh();
    });

  return (
    <Button type="button" variant="ghost" className={className} onClick={signOut} disabled={busy}>
      <LogOut aria-hidden />
      Se déconnecter
    </Button>
  );
}
