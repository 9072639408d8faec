import { cn } from '@/lib/utils';

type Props = {
  caption: string;
  headers: readonly string[];
  rows: readonly (readonly React.ReactNode[])[];
  visuallyHidden?: boolean;
  empty?: string;
};

/** A figure as a table: the one screen readers read beside each chart, and the lists of « Statistiques ». */
export function FigureTable({
  caption,
  headers,
  rows,
  visuallyHidden = false,
  empty = 'Rien de compté sur cette période.',
}: Props) {
  if (rows.length === 0 && !visuallyHidden) return <p className="text-sm text-muted-foreground">{empty}</p>;
  const table = (
    <table className="w-full text-sm">
      <caption className={visuallyHidden ? undefined : 'sr-only'}>{caption}</caption>
      <thead>
        <tr className="border-b text-left text-muted-foreground">
          {headers.map((header, column) => (
            <th key={header} scope="col" className={cn('py-2 pr-3 font-medium', column > 0 && 'text-right')}>
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, line) => (
          <tr key={line} className="border-b last:border-0">
            {row.map((cell, column) =>
              column === 0 ? (
                <th key={column} scope="row" className="py-2 pr-3 text-left font-normal break-words">
                  {cell}
                </th>
              ) : (
                <td key={column} className="py-2 pr-3 text-right tabular-nums">
                  {cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
  // Hidden by a box that clips it: a table keeps its own width whatever width it is given, and
  // hidden by itself it would still widen the page on a phone.
  return visuallyHidden ? <div className="sr-only">{table}</div> : table;
}

/** A list of « Statistiques » under its heading, which also names its table. */
export function FigureSection({ title, ...table }: Omit<Props, 'caption' | 'visuallyHidden'> & { title: string }) {
  return (
    <section className="space-y-2">
      <h2 className="text-lg font-semibold">{title}</h2>
      <FigureTable caption={title} {...table} />
    </section>
  );
}
