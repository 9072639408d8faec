import { Pencil, Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EverydayWordDeleteButton } from './everyday-word-delete-button';
import { EverydayWordFormDialog } from './everyday-word-form-dialog';
import type { EverydayWordActions, EverydayWordItem } from './everyday-word-types';

type Props = { items: EverydayWordItem[]; actions: EverydayWordActions };

/** The « Mots des patients » page: the words patients type and what the public search finds for each. */
export function EverydayWordsManager({ items, actions }: Props) {
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight">Mots des patients</h1>
          <p className="text-sm text-muted-foreground">
            La recherche du site cherche aussi ce que veut dire chaque mot que les patients tapent.
          </p>
        </div>
        <EverydayWordFormDialog
          save={actions.save}
          trigger={
            <Button>
              <Plus aria-hidden />
              Nouveau mot
            </Button>
          }
        />
      </div>
      {items.length === 0 ? (
        <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">
          Aucun mot pour l’instant.
        </p>
      ) : (
        <div className="overflow-x-auto rounded-lg border bg-card">
          <table className="w-full text-sm">
            <thead className="border-b bg-muted/50 text-left">
              <tr>
                <th scope="col" className="px-4 py-3 font-medium">
                  Mot des patients
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  Trouve aussi
                </th>
                <th scope="col" className="px-4 py-3 text-right font-medium">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id} className="border-b last:border-b-0">
                  <th scope="row" className="px-4 py-3 text-left font-medium">
                    {item.term}
                  </th>
                  <td className="px-4 py-3 text-muted-foreground">{item.meaning}</td>
                  <td className="px-4 py-3">
                    <div className="flex justify-end gap-1">
                      <EverydayWordFormDialog
                        item={item}
                        save={actions.save}
                        trigger={
                          <Button variant="ghost" size="icon" aria-label={`Modifier le mot « ${item.term} »`}>
                            <Pencil aria-hidden />
                          </Button>
                        }
                      />
                      <EverydayWordDeleteButton item={item} remove={actions.remove} />
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
