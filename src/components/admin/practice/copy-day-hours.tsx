'use client';

import { Copy } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { WEEKDAYS } from '@/lib/practice/practice-facts';

type Props = {
  /** The day whose ranges are copied (index in WEEKDAYS, Monday first). */
  from: number;
  onCopy: (to: number[]) => void;
};

const WORKDAYS = [0, 1, 2, 3, 4];

/**
 * « Copier vers d’autres jours »: the day's ranges applied to the days ticked, in one action.
 * From a weekday, the other weekdays are ticked already (the usual case: the same hours Monday to Friday).
 */
export function CopyDayHours({ from, onCopy }: Props) {
  const dayLabel = WEEKDAYS[from]!.label;
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<number[]>(() =>
    WORKDAYS.includes(from) ? WORKDAYS.filter((day) => day !== from) : [],
  );
  if (!open)
    return (
      <Button type="button" variant="ghost" size="sm" onClick={() => setOpen(true)}>
        <Copy aria-hidden />
        <span>
          Copier vers d’autres jours<span className="sr-only"> (horaires du {dayLabel.toLowerCase()})</span>
        </span>
      </Button>
    );
  return (
    <fieldset className="mt-2 flex flex-wrap items-center gap-3 rounded-md border p-2 text-sm">
      <legend className="px-1">Copier les horaires du {dayLabel.toLowerCase()} vers&nbsp;:</legend>
      {WEEKDAYS.map((day, index) =>
        index === from ? null : (
          <label key={day.code} className="flex items-center gap-1">
            <input
              type="checkbox"
              checked={chosen.includes(index)}
              onChange={(event) =>
                setChosen((current) =>
                  event.target.checked ? [...current, index] : current.filter((value) => value !== index),
                )
              }
            />
            {day.label}
          </label>
        ),
      )}
      <Button
        type="button"
        size="sm"
        disabled={chosen.length === 0}
        onClick={() => {
          onCopy(chosen);
          setOpen(false);
        }}
      >
        Appliquer
      </Button>
      <Button type="button" variant="ghost" size="sm" onClick={() => setOpen(false)}>
        Annuler
      </Button>
    </fieldset>
  );
}
