import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { PERIOD_CHOICES, type StatisticsPeriod } from '@/lib/statistics/statistics-period';
import { monthLabel } from '@/lib/text/french-dates';

/**
 * The month and period picker: a plain GET form, so the address says what is shown and it works
 * without script. Months are chosen by name among those with figures.
 */
export function PeriodForm({ period, months }: { period: StatisticsPeriod; months: readonly string[] }) {
  return (
    <form method="get" className="flex flex-wrap items-end gap-3 rounded-lg border bg-card p-4">
      <div className="space-y-1">
        <Label htmlFor="mois">Mois</Label>
        <NativeSelect
          id="mois"
          name="mois"
          defaultValue={period.month}
          options={months.map((month) => ({ value: month, label: monthLabel(month) }))}
        />
      </div>
      <div className="space-y-1">
        <Label htmlFor="periode">Détails sur</Label>
        <NativeSelect
          id="periode"
          name="periode"
          defaultValue={period.choice}
          options={Object.entries(PERIOD_CHOICES).map(([value, label]) => ({ value, label }))}
        />
      </div>
      <div className="space-y-1">
        <Label htmlFor="du">Du (période personnalisée)</Label>
        <Input id="du" name="du" type="date" defaultValue={period.from} />
      </div>
      <div className="space-y-1">
        <Label htmlFor="au">Au</Label>
        <Input id="au" name="au" type="date" defaultValue={period.to} />
      </div>
      <Button type="submit">Afficher</Button>
    </form>
  );
}
