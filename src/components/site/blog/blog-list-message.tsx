import { cn } from '@/lib/utils';

/** The list's empty and failure states: a quiet box in place of the cards. */
export function BlogListMessage({
  title,
  text,
  tone = 'neutral',
}: {
  title: string;
  text?: string;
  tone?: 'neutral' | 'error';
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : undefined}
      className={cn(
        'rounded-xl border px-6 py-12 text-center',
        tone === 'error' ? 'border-destructive/30 bg-destructive/5 text-destructive' : 'bg-muted/60',
      )}
    >
      <p className={cn('text-lg font-semibold', tone === 'neutral' && 'text-slate-900')}>{title}</p>
      {text && <p className="mt-2 text-muted-foreground">{text}</p>}
    </div>
  );
}
