import { Icon } from '@/components/site/icons';

/** A titled list of short points, the building block of both guides. */
export function GuideList({ id, title, items }: { id: string; title: string; items: readonly string[] }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border bg-card p-6 shadow-sm">
      <h2 id={id} className="text-2xl font-semibold text-slate-900">
        {title}
      </h2>
      <ul className="mt-4 space-y-3">
        {items.map((item) => (
          <li key={item} className="flex gap-3 text-slate-700">
            <Icon name="circle-check" aria-hidden className="mt-1 size-5 shrink-0 text-primary" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
