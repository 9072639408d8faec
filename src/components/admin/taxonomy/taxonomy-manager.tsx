import { Pencil, Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { categoryColor } from '@/lib/blog/category-color';
import type { TaxonomyKind } from '@/lib/blog/taxonomy-form';
import { TaxonomyDeleteButton } from './taxonomy-delete-button';
import { TaxonomyFormDialog } from './taxonomy-form-dialog';
import { PAGE_TEXTS, type TaxonomyActions, type TaxonomyItem } from './taxonomy-types';

type Props = {
  kind: TaxonomyKind;
  items: TaxonomyItem[];
  actions: TaxonomyActions;
  /** The member's own author profile to create, prefilled from their account. */
  ownProfile?: { name: string; email: string };
};

/** The Catégories, Tags and Auteurs pages: the list with its article counts, create, edit, delete. */
export function TaxonomyManager({ kind, items, actions, ownProfile }: Props) {
  const texts = PAGE_TEXTS[kind];
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold tracking-tight">{texts.title}</h1>
        <TaxonomyFormDialog
          kind={kind}
          save={actions.save}
          prefill={ownProfile}
          trigger={
            <Button>
              <Plus aria-hidden />
              {texts.create}
            </Button>
          }
        />
      </div>
      {items.length === 0 ? (
        <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">{texts.empty}</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border bg-card">
          <table className="w-full text-sm">
            <thead className="border-b bg-muted/50 text-left">
              <tr>
                <th scope="col" className="px-4 py-3 font-medium">
                  Nom
                </th>
                {kind === 'author' && (
                  <th scope="col" className="px-4 py-3 font-medium">
                    Email
                  </th>
                )}
                <th scope="col" className="px-4 py-3 text-right font-medium">
                  Articles
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
                    <span className="inline-flex items-center gap-2">
                      {kind === 'category' && (
                        <span
                          aria-hidden
                          className="size-3 rounded-full"
                          style={{ backgroundColor: categoryColor(item.color) }}
                        />
                      )}
                      {item.name}
                    </span>
                  </th>
                  {kind === 'author' && <td className="px-4 py-3 text-muted-foreground">{item.email}</td>}
                  <td className="px-4 py-3 text-right tabular-nums">{item.post_count}</td>
                  <td className="px-4 py-3">
                    <div className="flex justify-end gap-1">
                      <TaxonomyFormDialog
                        kind={kind}
                        item={item}
                        save={actions.save}
                        trigger={
                          <Button variant="ghost" size="icon" aria-label={`Modifier « ${item.name} »`}>
                            <Pencil aria-hidden />
                          </Button>
                        }
                      />
                      <TaxonomyDeleteButton kind={kind} item={item} remove={actions.remove} />
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
