import { Loader2 } from 'lucide-react';

export default function AdminBlogLoading() {
  return (
    <div role="status" className="flex min-h-64 items-center justify-center">
      <Loader2 aria-hidden className="size-8 animate-spin text-primary" />
      <span className="sr-only">Chargement…</span>
    </div>
  );
}
