'use client';

import { callAction } from '@/components/admin/call-action';
import { ConfirmDeleteButton } from '@/components/admin/confirm-delete-button';
import { RecordManager } from '@/components/admin/record-manager';
import { toastResult } from '@/components/admin/use-action';
import { refusal } from '@/lib/actions/action-result';
import { EverydayWordFormDialog } from './everyday-word-form-dialog';
import type { EverydayWordActions, EverydayWordItem } from './everyday-word-types';

type Props = {
  items: EverydayWordItem[];
  actions: EverydayWordActions;
};

/** The « Mots des patients » page: the words patients type and what the public search finds for each. */
export function EverydayWordsManager({ items, actions }: Props) {
  return (
    <RecordManager
      title="Mots des patients"
      intro="La recherche du site cherche aussi ce que veut dire chaque mot que les patients tapent."
      createLabel="Nouveau mot"
      empty="Aucun mot pour l’instant."
      items={items}
      name={{ header: 'Mot des patients', cell: (item) => item.term }}
      columns={[{ header: 'Trouve aussi', muted: true, cell: (item) => item.meaning }]}
      dialog={(trigger, item) => <EverydayWordFormDialog item={item} save={actions.save} trigger={trigger} />}
      editLabel={(item) => `Modifier le mot « ${item.term} »`}
      deleteButton={(item) => (
        <ConfirmDeleteButton
          triggerLabel={`Supprimer le mot « ${item.term} »`}
          title="Supprimer le mot"
          description={`La recherche ne traduira plus « ${item.term} » en « ${item.meaning} ».`}
          onConfirm={async () =>
            toastResult(
              await callAction(actions.remove(item.id)).catch(() => refusal('Impossible de supprimer')),
              'Mot supprimé',
            )
          }
        />
      )}
    />
  );
}
