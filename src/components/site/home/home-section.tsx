type HomeSectionProps = {
  /** The section's anchor; its heading is `<id>-titre`. */
  id: string;
  /** Whether the menu links to it (`/#contact`): it then carries its id and stops below the sticky header. */
  anchored?: boolean;
  /** On the muted background that alternates with the page's. */
  muted?: boolean;
  eyebrow: string;
  title: string;
  intro?: string;
  children: React.ReactNode;
};

/** A section of the home page, opened by its eyebrow, title and intro. */
export function HomeSection({ id, anchored = true, muted, eyebrow, title, intro, children }: HomeSectionProps) {
  return (
    <section
      id={anchored ? id : undefined}
      aria-labelledby={`${id}-titre`}
      className={`${anchored ? 'scroll-mt-20 ' : ''}${muted ? 'bg-muted/60 ' : ''}py-16 sm:py-20 render-when-near`}
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold uppercase tracking-wider text-primary">{eyebrow}</p>
          <h2 id={`${id}-titre`} className="mt-2 text-3xl font-semibold tracking-tight text-slate-900 sm:text-4xl">
            {title}
          </h2>
          {intro && <p className="mt-4 text-lg text-muted-foreground">{intro}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}
