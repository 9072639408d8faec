'use client';

import { Plus, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { nextRange } from '@/lib/practice/opening-hours';
import type { TimeRangeInput } from '@/lib/practice/practice-form';

type Props = {
  /** Names the inputs for screen readers: 'Lundi', 'Période'. */
  label: string;
  ranges: TimeRangeInput[];
  onChange: (ranges: TimeRangeInput[]) => void;
  errorId?: string;
  invalid?: boolean;
};

/** One day's time ranges: none is a closed day; '+' adds a range after the last one, '×' removes one. */
export function TimeRangesEditor({ label, ranges, onChange, errorId, invalid }: Props) {
  const update = (index: number, change: Partial<TimeRangeInput>) =>
    onChange(ranges.map((range, position) => (position === index ? { ...range, ...change } : range)));
  const described = invalid ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
  return (
    <div className="flex flex-wrap items-center gap-2">
      {ranges.length === 0 ? <span className="text-sm text-muted-foreground">Fermé</span> : null}
      {ranges.map((range, index) => (
        <span key={index} className="flex items-center gap-1">
          <Input
            type="time"
            className="w-28"
            aria-label={`${label}, ouverture ${index + 1}`}
            value={range.opens}
            onChange={(event) => update(index, { opens: event.target.value })}
            {...described}
          />
          <span aria-hidden>–</span>
          <Input
            type="time"
            className="w-28"
            aria-label={`${label}, fermeture ${index + 1}`}
            value={range.closes}
            onChange={(event) => update(index, { closes: event.target.value })}
            {...described}
          />
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={`${label} : retirer la plage ${index + 1}`}
            onClick={() => onChange(ranges.filter((_, position) => position !== index))}
          >
            <X aria-hidden />
          </Button>
        </span>
      ))}
      <Button type="button" variant="outline" size="sm" onClick={() => onChange([...ranges, nextRange(ranges)])}>
        <Plus aria-hidden />
        <span>
          Plage<span className="sr-only"> pour {label}</span>
        </span>
      </Button>
    </div>
  );
}
