import type { SnippetPart } from '@/lib/search/snippet';

/** A result's passage, the matched words in `<mark>`; every part is text, escaped by React. */
export function SearchSnippet({ parts }: { parts: SnippetPart[] }) {
  return (
    <p className="mt-2 text-muted-foreground">
      {parts.map((part, index) =>
        part.matched ? (
          <mark key={index} className="rounded bg-amber-100 px-0.5 text-slate-900">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}
