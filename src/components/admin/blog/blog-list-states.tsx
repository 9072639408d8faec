'use client';

import { AdminLink } from '@/components/admin/admin-link';
import { FileText, Plus, TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';

export function BlogListEmpty() {
  return (
    <div className="flex flex-col items-center rounded-lg border border-dashed p-10 text-center">
      <FileText aria-hidden className="size-10 text-muted-foreground" />
      <h2 className="mt-4 text-lg font-semibold">Aucun article trouvé</h2>
      <p className="mt-1 text-sm text-muted-foreground">Commencez par créer votre premier article</p>
      <Button asChild className="mt-6">
        <AdminLink href="/admin/blog/new">
          <Plus aria-hidden />
          Créer un Article
        </AdminLink>
      </Button>
    </div>
  );
}

/** Posts or categories could not be read; 'Réessayer' reloads the page. */
export function BlogListLoadFailure() {
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-lg border border-destructive/30 bg-red-50 p-10 text-center"
    >
      <TriangleAlert aria-hidden className="size-10 text-destructive" />
      <h2 className="mt-4 text-lg font-semibold">Impossible de charger les données</h2>
      <p className="mt-1 text-sm text-muted-foreground">Vérifiez vos permissions ou réessayez.</p>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        Réessayer
      </Button>
    </div>
  );
}
