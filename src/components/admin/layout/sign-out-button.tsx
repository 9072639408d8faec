'use client';

import { LogOut } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { authClient } from '@/components/admin/auth/auth-client';
import { sendLocalCopiesBeforeSignOut } from '@/components/admin/blog/editor/local-autosave-copies';
import { SIGN_OUT_FAILED, authErrorMessage } from '@/lib/auth/auth-messages';

/**
 * Spec section 8: 'Déconnexion réussie' / 'À bientôt', or 'Erreur de déconnexion' with the message.
 * The editor's copies in this browser are sent first, and leave it once the server holds them
 * (decision 032).
 */
export function SignOutButton({ className, staffId }: { className?: string; staffId: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  async function signOut() {
    setBusy(true);
    try {
      await sendLocalCopiesBeforeSignOut(staffId);
      const { error } = await authClient.signOut();
      if (error) {
        toast.error('Erreur de déconnexion', { description: authErrorMessage(error, SIGN_OUT_FAILED) });
        return;
      }
      toast.success('Déconnexion réussie', { description: 'À bientôt' });
      router.replace('/admin/login');
      router.refresh();
    } catch (error) {
      console.error('Sign-out failed', error);
      toast.error('Erreur de déconnexion', { description: SIGN_OUT_FAILED });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button type="button" variant="ghost" className={className} onClick={signOut} disabled={busy}>
      <LogOut aria-hidden />
      Se déconnecter
    </Button>
  );
}
