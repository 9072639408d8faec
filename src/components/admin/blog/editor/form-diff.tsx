'use client';

import type { PostFormValues } from '@/lib/blog/post-form';
import { readableBodyText } from '@/lib/blog/article-body/readable-text';
import { diffWords, hasChanges, splitLines, type DiffPart } from '@/lib/text/text-diff';

/**
 * The texts a revision or a conflict is compared on, with their labels. The body is compared as
 * it reads (readable-text.ts), word by word: not its HTML, which one edit can rewrite whole.
 */
const COMPARED_FIELDS = [
  { field: 'title', label: 'Titre', lines: false },
  { field: 'excerpt', label: 'Extrait', lines: false },
  { field: 'content', label: 'Contenu', lines: true },
  { field: 'meta_title', label: 'Titre pour Google', lines: false },
  { field: 'meta_description', label: 'Description SEO', lines: false },
] as const;

// Unchanged runs longer than this many lines show their first and last lines only.
const CONTEXT_LINES = 2;

function DiffText({ parts, lines }: { parts: DiffPart[]; lines: boolean }) {
  return (
    <div className="max-h-80 overflow-auto whitespace-pre-wrap break-words rounded-md border bg-background p-3 text-sm leading-relaxed">
      {parts.map((part, index) => {
        if (part.kind === 'removed') {
          return (
            <del key={index} className="bg-red-100 text-red-900">
              {part.text}
            </del>
          );
        }
        if (part.kind === 'added') {
          return (
            <ins key={index} className="bg-emerald-100 text-emerald-900 no-underline">
              {part.text}
            </ins>
          );
        }
        const same = lines ? splitLines(part.text) : [];
        if (same.length <= CONTEXT_LINES * 2 + 1) return <span key={index}>{part.text}</span>;
        const hidden = same.length - CONTEXT_LINES * 2;
        return (
          <span key={index}>
            {same.slice(0, CONTEXT_LINES).join('')}
            <span className="block py-1 italic text-muted-foreground">… {hidden} lignes identiques …</span>
            {same.slice(-CONTEXT_LINES).join('')}
          </span>
        );
      })}
    </div>
  );
}

/**
 * What differs between two versions of the editor's texts, field by field: struck out in red
 * what only `before` has, in green what only `after` has. Unchanged fields are not listed.
 */
export function FormDiff(props: {
  before: PostFormValues;
  after: PostFormValues;
  beforeLabel: string;
  afterLabel: string;
}) {
  const changed = COMPARED_FIELDS.map(({ field, label, lines }) => ({
    label,
    lines,
    parts: lines
      ? diffWords(readableBodyText(props.before[field]), readableBodyText(props.after[field]))
      : diffWords(props.before[field], props.after[field]),
  })).filter((entry) => hasChanges(entry.parts));

  if (changed.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        Aucune différence dans le titre, l’extrait, le contenu et les champs SEO.
      </p>
    );
  return (
    <div className="space-y-3">
      <p className="text-xs text-muted-foreground">
        <del className="bg-red-100 text-red-900">Barré en rouge</del> : {props.beforeLabel}.{' '}
        <ins className="bg-emerald-100 text-emerald-900 no-underline">En vert</ins> : {props.afterLabel}.
      </p>
      {changed.map((entry) => (
        <section key={entry.label} aria-label={`Différences : ${entry.label}`} className="space-y-1">
          <h3 className="text-sm font-medium">{entry.label}</h3>
          <DiffText parts={entry.parts} lines={entry.lines} />
        </section>
      ))}
    </div>
  );
}
