'use client';

import { Loader2, Save, Send, Undo2, Upload } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { PostStatus } from '@/lib/blog/post-types';
import type { SaveIntent } from '@/lib/blog/post-form';
import { ConfirmAction } from '@/components/admin/confirm-action';

type Props = {
  /** The article is published now: saves may stage changes, « Retirer du site » takes it offline. */
  live: boolean;
  hasPendingChanges: boolean;
  /** The status chosen in the form, which 'Sauvegarder' keeps when it is a schedule or an archive. */
  chosenStatus: PostStatus;
  busy: boolean;
  save: (intent: SaveIntent) => void;
  discardPendingChanges: () => void;
};

/** Asked before « Publier » when the form says « Programmé »: publishing now drops the planned date. */
export const PUBLISH_INSTEAD_OF_SCHEDULE = 'Publier maintenant plutôt qu’à la date prévue\u00a0?';

function offlineWarning(status: PostStatus): string {
  if (status === 'archived') return 'Archiver retire l’article du site. Continuer ?';
  if (status === 'scheduled') return 'Programmer retire l’article du site jusqu’à sa date de publication. Continuer ?';
  return 'Enregistrer en brouillon retire l’article du site. Continuer ?';
}

/**
 * 'Sauvegarder' and 'Publier' (spec section 4), 'Sauvegarder' reading 'Programmer' and 'Publier'
 * asking first when the form says « Programmé » (docs/decisions/041). On a published article
 * (decision 020) each button says what it does: « Mettre à jour » puts the changes live and
 * « Enregistrer sans publier » stages them, both leaving its publication date; « Retirer du
 * site » (the save that takes it offline) asks first.
 */
export function EditorSaveButtons({ live, hasPendingChanges, chosenStatus, busy, save, discardPendingChanges }: Props) {
  const icon = (Icon: typeof Save) => (busy ? <Loader2 aria-hidden className="animate-spin" /> : <Icon aria-hidden />);
  const scheduling = chosenStatus === 'scheduled';
  // 'Sauvegarder' keeps a chosen schedule: it says so (docs/decisions/041).
  const saveButton = (
    <Button variant="outline" disabled={busy} onClick={live ? undefined : () => save('save')}>
      {icon(Save)}
      {scheduling ? 'Programmer' : live ? 'Retirer du site' : 'Sauvegarder'}
    </Button>
  );
  if (!live) {
    const publishButton = (
      <Button disabled={busy} onClick={scheduling ? undefined : () => save('publish')}>
        {icon(Send)}
        Publier
      </Button>
    );
    return (
      <>
        {saveButton}
        {scheduling ? (
          <ConfirmAction
            trigger={publishButton}
            title={PUBLISH_INSTEAD_OF_SCHEDULE}
            description="L’article sera en ligne dès maintenant, daté d’aujourd’hui, et la date programmée sera abandonnée."
            confirmLabel="Publier maintenant"
            onConfirm={() => save('publish')}
          />
        ) : (
          publishButton
        )}
      </>
    );
  }
  return (
    <>
      {hasPendingChanges && (
        <ConfirmAction
          trigger={
            <Button variant="ghost" disabled={busy}>
              <Undo2 aria-hidden />
              Abandonner les modifications en attente
            </Button>
          }
          title="Abandonner les modifications en attente ?"
          description="Les modifications enregistrées sans publier seront abandonnées ; l’article publié ne change pas. Elles restent consultables dans l’historique."
          confirmLabel="Abandonner"
          onConfirm={discardPendingChanges}
        />
      )}
      <ConfirmAction
        trigger={saveButton}
        title="Retirer l’article du site ?"
        description={offlineWarning(chosenStatus)}
        confirmLabel="Continuer"
        onConfirm={() => save('save')}
      />
      <Button variant="outline" disabled={busy} onClick={() => save('stage')}>
        {icon(Upload)}
        Enregistrer sans publier
      </Button>
      <Button disabled={busy} onClick={() => save('publish_changes')}>
        {icon(Send)}
        Mettre à jour
      </Button>
    </>
  );
}
