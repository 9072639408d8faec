import { Loader2 } from 'lucide-react';

/** Spec 'Protected area': 'Chargement…' while the page and its auth check load. */
export default function ProtectedAdminLoading() {
  return (
    <div role="status" className="flex min-h-64 items-center justify-center gap-3 text-muted-foreground">
      <Loader2 aria-hidden className="size-8 animate-spin text-primary" />
      <span>Chargement…</span>
    </div>
  );
}
