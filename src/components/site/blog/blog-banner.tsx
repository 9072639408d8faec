/** The calm header band of /blog: what the visitor will find here. */
export function BlogBanner() {
  return (
    <section className="border-b bg-secondary/70">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
        <p className="text-sm font-semibold uppercase tracking-wider text-primary">Blog du cabinet</p>
        <h1 className="mt-3 max-w-3xl text-3xl font-semibold tracking-tight text-slate-900 sm:text-4xl">
          Comprendre sa santé, en toute confiance
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-muted-foreground">
          Sexologie, vie de couple, échographie et médecine psychosomatique : des articles clairs et mesurés pour mieux
          comprendre, sans tabou, ce qui se passe dans le corps et dans la relation.
        </p>
      </div>
    </section>
  );
}
