import { Pencil, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

type Column<T> = { header: string; numeric?: boolean; muted?: boolean; cell: (item: T) => ReactNode };

type Props<T extends { id: string }> = {
  title: string;
  intro?: string;
  createLabel: string;
  empty: string;
  items: T[];
  /** The first column, each row's header. */
  name: Column<T>;
  columns: Column<T>[];
  /** The create or edit dialog, opened by `trigger`; without `item` it creates. */
  dialog: (trigger: ReactNode, item?: T) => ReactNode;
  editLabel: (item: T) => string;
  deleteButton: (item: T) => ReactNode;
};

/**
 * A back-office list page of small records (categories, tags, authors, everyday words): its title,
 * a create button, then a table whose rows each open the same dialog to edit, and a delete button.
 */
export function RecordManager<T extends { id: string }>(props: Props<T>) {
  const { items, name, columns } = props;
  const cellClass = (column: Column<T>) =>
    `px-4 py-3${column.numeric ? ' text-right tabular-nums' : ''}${column.muted ? ' text-muted-foreground' : ''}`;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight">{props.title}</h1>
          {props.intro ? <p className="text-sm text-muted-foreground">{props.intro}</p> : null}
        </div>
        {props.dialog(
          <Button>
            <Plus aria-hidden />
            {props.createLabel}
          </Button>,
        )}
      </div>
      {items.length === 0 ? (
        <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">{props.empty}</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border bg-card">
          <table className="w-full text-sm">
            <thead className="border-b bg-muted/50 text-left">
              <tr>
                {[name, ...columns].map((column) => (
                  <th
                    key={column.header}
                    scope="col"
                    className={`px-4 py-3 font-medium${column.numeric ? ' text-right' : ''}`}
                  >
                    {column.header}
                  </th>
                ))}
                <th scope="col" className="px-4 py-3 text-right font-medium">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id} className="border-b last:border-b-0">
                  <th scope="row" className="px-4 py-3 text-left font-medium">
                    {name.cell(item)}
                  </th>
                  {columns.map((column) => (
                    <td key={column.header} className={cellClass(column)}>
                      {column.cell(item)}
                    </td>
                  ))}
                  <td className="px-4 py-3">
                    <div className="flex justify-end gap-1">
                      {props.dialog(
                        <Button variant="ghost" size="icon" aria-label={props.editLabel(item)}>
                          <Pencil aria-hidden />
                        </Button>,
                        item,
                      )}
                      {props.deleteButton(item)}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
