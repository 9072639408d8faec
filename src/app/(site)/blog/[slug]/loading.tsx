export default function ArticleLoading() {
  return (
    <div role="status" className="flex min-h-[50vh] items-center justify-center">
      <span aria-hidden className="size-10 animate-spin rounded-full border-4 border-primary/20 border-t-primary" />
      <span className="sr-only">Chargement de l&apos;article…</span>
    </div>
  );
}
