import type { TocEntry } from '@/lib/blog/article-body/collect-toc';
import { withFrenchSpacing } from './french-spacing';

const indentByLevel: Record<number, string> = { 2: '', 3: 'pl-4', 4: 'pl-8' };

/** 'Sommaire': the h2–h4 headings of the body, indented by level, linking to their section ids. */
export function TableOfContents({ entries }: { entries: TocEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <nav aria-labelledby="sommaire" className="mt-10 rounded-xl border bg-secondary/50 p-5 sm:p-6">
      <h2 id="sommaire" className="text-base font-semibold uppercase tracking-wider text-secondary-foreground">
        Sommaire
      </h2>
      <ol className="mt-3 space-y-1.5">
        {entries.map((entry) => (
          <li key={entry.id} className={indentByLevel[entry.level] || undefined}>
            <a href={`#${entry.id}`} className="toc-link">
              {withFrenchSpacing(entry.text)}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
