'use client';

import { usePathname } from 'next/navigation';
import { History } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { autosaveStatusText, type AutosaveDraft, type AutosaveState } from '@/lib/blog/autosave';
import { formatAdminDateTime } from '@/lib/text/french-dates';
import { loginPathFor } from '@/lib/auth/safe-next-path';

/** The autosave's line under the editor's buttons, read out by screen readers as it changes. */
export function AutosaveStatus({ state }: { state: AutosaveState }) {
  const pathname = usePathname();
  const text = autosaveStatusText(state);
  const warning = state.kind === 'offline' || state.kind === 'expired' || state.kind === 'failed';
  return (
    <p role="status" className={warning ? 'text-sm font-medium text-amber-800' : 'text-sm text-muted-foreground'}>
      {text}
      {state.kind === 'expired' && (
        <>
          {' '}
          {/* A new tab: this one keeps the form open while the staff member signs in again. */}
          <a href={loginPathFor(pathname)} target="_blank" rel="noopener" className="underline">
            Se reconnecter
          </a>
        </>
      )}
    </p>
  );
}

type OfferProps = { offer: AutosaveDraft; isNewArticle: boolean; onRestore: () => void; onIgnore: () => void };

/** 'Restaurer' or 'Ignorer' a copy newer than the article (or a new article left half-written). */
export function AutosaveOffer({ offer, isNewArticle, onRestore, onIgnore }: OfferProps) {
  return (
    <section
      aria-labelledby="autosave-offer-title"
      className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-sky-300 bg-sky-50 p-4"
    >
      <div className="space-y-1">
        <h2 id="autosave-offer-title" className="flex items-center gap-2 font-semibold">
          <History aria-hidden className="size-4" />
          Modifications enregistrées automatiquement
        </h2>
        <p className="text-sm">
          {isNewArticle
            ? `Un article en cours de rédaction a été enregistré automatiquement le ${formatAdminDateTime(offer.savedAt)}.`
            : `Une version plus récente que l’article a été enregistrée automatiquement le ${formatAdminDateTime(offer.savedAt)}.`}{' '}
          « Restaurer » met ce texte dans le formulaire à la place de celui affiché, « Ignorer » l’efface ; rien n’est
          enregistré dans l’article avant « Sauvegarder » ou « Publier ».
        </p>
      </div>
      <div className="flex gap-2">
        <Button onClick={onRestore}>Restaurer</Button>
        <Button variant="outline" onClick={onIgnore}>
          Ignorer
        </Button>
      </div>
    </section>
  );
}

type OlderProps = { older: AutosaveDraft; onOpen: () => void; onDrop: () => void };

/**
 * An autosave left unanswered while the writing went on, kept beside the form: « Ouvrir » swaps
 * it with the text shown (which is kept aside in turn), so neither is ever lost.
 */
export function OlderDraftNotice({ older, onOpen, onDrop }: OlderProps) {
  return (
    <section aria-label="Brouillon plus ancien" className="flex flex-wrap items-center gap-2 text-sm">
      <History aria-hidden className="size-4" />
      <span>
        Un brouillon plus ancien existe{' '}
        <span className="text-muted-foreground">({formatAdminDateTime(older.savedAt)})</span> —
      </span>
      <Button variant="link" size="sm" className="h-auto p-0" onClick={onOpen}>
        Ouvrir
      </Button>
      <Button variant="link" size="sm" className="h-auto p-0 text-muted-foreground" onClick={onDrop}>
        Supprimer ce brouillon
      </Button>
      <span className="text-muted-foreground">(« Ouvrir » met de côté le texte affiché à sa place.)</span>
    </section>
  );
}
