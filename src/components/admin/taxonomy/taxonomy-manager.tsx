'use client';

import { callAction } from '@/components/admin/call-action';
import { ConfirmDeleteButton } from '@/components/admin/confirm-delete-button';
import { RecordManager } from '@/components/admin/record-manager';
import { toastResult } from '@/components/admin/use-action';
import { refusal } from '@/lib/actions/action-result';
import { categoryColor } from '@/lib/blog/category-color';
import { deleteConfirmation, TAXONOMY_WORDING, type TaxonomyKind } from '@/lib/blog/taxonomy-form';
import { TaxonomyFormDialog } from './taxonomy-form-dialog';
import type { TaxonomyActions, TaxonomyItem } from './taxonomy-types';

type Props = {
  kind: TaxonomyKind;
  items: TaxonomyItem[];
  actions: TaxonomyActions;
  /** The member's own author profile to create, prefilled from their account. */
  ownProfile?: { name: string; email: string };
};

/** The Catégories, Tags and Auteurs pages: the list with its article counts, create, edit, delete. */
export function TaxonomyManager({ kind, items, actions, ownProfile }: Props) {
  const wording = TAXONOMY_WORDING[kind];
  return (
    <RecordManager
      title={wording.title}
      createLabel={wording.create}
      empty={wording.empty}
      items={items}
      name={{
        header: 'Nom',
        cell: (item) => (
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
        ),
      }}
      columns={[
        ...(kind === 'author' ? [{ header: 'Email', muted: true, cell: (item: TaxonomyItem) => item.email }] : []),
        { header: 'Articles', numeric: true, cell: (item) => item.post_count },
      ]}
      dialog={(trigger, item) => (
        <TaxonomyFormDialog
          kind={kind}
          item={item}
          save={actions.save}
          prefill={item ? undefined : ownProfile}
          trigger={trigger}
        />
      )}
      editLabel={(item) => `Modifier « ${item.name} »`}
      deleteButton={(item) => (
        <ConfirmDeleteButton
          triggerLabel={`Supprimer ${wording.the} « ${item.name} »`}
          title={`Supprimer ${wording.the}`}
          description={deleteConfirmation(kind, item.name)}
          onConfirm={async () =>
            toastResult(
              await callAction(actions.remove(item.id)).catch(() => refusal('Impossible de supprimer')),
              wording.deleted,
            )
          }
        />
      )}
    />
  );
}
