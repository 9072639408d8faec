'use client';

import { AlertTriangle } from 'lucide-react';
import Link from 'next/link';
import { useEffect } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';

/** Spec 'Fallback error screen' for every admin page. */
export default function AdminError({ error }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <div role="alert" className="mx-auto flex max-w-lg flex-col items-center gap-4 py-16 text-center">
      <AlertTriangle aria-hidden className="size-10 text-destructive" />
      <h1 className="text-2xl font-semibold">Une erreur est survenue</h1>
      <p className="text-muted-foreground">Cette page de l'administration a rencontré un problème et n'a pas pu s'afficher.</p>
      <pre className="w-full overflow-x-auto rounded-md bg-muted p-3 text-left text-sm">{error.message || error.digest}</pre>
      <div className="flex gap-3">
        <Button type="button" onClick={() => window.location.reload()}>
          Réessayer
        </Button>
        <Link href="/" className={buttonVariants({ variant: 'outline' })}>
          Accueil
        </Link>
      </div>
    </div>
  );
}
