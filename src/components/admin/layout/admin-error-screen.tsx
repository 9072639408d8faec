'use client';

import { AlertTriangle } from 'lucide-react';
import { AdminLink } from '@/components/admin/admin-link';
import { useEffect } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';

/**
 * Spec 'Fallback error screen' of the back office. The error's own text is never shown: in
 * production Next replaces it with an English sentence, and it says nothing staff can act on.
 * The likeliest cause they can wait out (the database restarting) is named; the digest lets the
 * administrator find the log line.
 */
export function AdminErrorScreen({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <div role="alert" className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-16 text-center">
      <AlertTriangle aria-hidden className="size-10 text-destructive" />
      <h1 className="text-2xl font-semibold">Une erreur est survenue</h1>
      <p className="text-muted-foreground">
        Cette page de l’administration n’a pas pu s’afficher. La base de données est peut-être momentanément
        indisponible : réessayez dans un instant. Si le problème persiste, prévenez l’administrateur du site.
      </p>
      {error.digest && <p className="text-sm text-muted-foreground">Référence de l’erreur : {error.digest}</p>}
      <div className="flex gap-3">
        <Button type="button" onClick={() => window.location.reload()}>
          Réessayer
        </Button>
        <AdminLink href="/" className={buttonVariants({ variant: 'outline' })}>
          Accueil
        </AdminLink>
      </div>
    </div>
  );
}
