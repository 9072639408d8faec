'use client';

import { Ban, Copy, Link2, Loader2 } from 'lucide-react';
import { useState, useTransition } from 'react';
import { toast } from 'sonner';
import { callAction } from '@/components/admin/call-action';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { ActionResult } from '@/lib/actions/action-result';
import {
  REVIEW_LINK_STATE_LABELS,
  reviewLinkState,
  type CreatedReviewLink,
  type ReviewLink,
} from '@/lib/blog/review-links';
import { ConfirmAction } from '@/components/admin/confirm-action';

/** What the edit page hands the editor for its « Liens de relecture » section. */
export type ReviewLinksSection = {
  postId: string;
  links: ReviewLink[];
  validityDays: number;
  /** When the page was rendered: which links are expired. */
  now: string;
  createLink: (postId: string) => Promise<ActionResult<CreatedReviewLink>>;
  revokeLink: (postId: string, linkId: string) => Promise<ActionResult<{ links: ReviewLink[] }>>;
};

const CREATE_FAILED = 'Le lien de relecture n’a pas pu être créé. Veuillez réessayer.';
const REVOKE_FAILED = 'Le lien n’a pas pu être révoqué. Veuillez réessayer.';

/**
 * Read-only links to the saved article for someone without an account (decision 021). A link's
 * address exists only in the answer that created it: it can be copied until the page is left.
 */
export function ReviewLinksPanel({
  postId,
  links: initialLinks,
  validityDays,
  now,
  createLink,
  revokeLink,
}: ReviewLinksSection) {
  const [links, setLinks] = useState(initialLinks);
  // Addresses created on this page, by link id: the server keeps only their hash.
  const [addresses, setAddresses] = useState<Record<string, string>>({});
  const [pending, startTransition] = useTransition();
  const at = new Date(now);

  const create = () =>
    startTransition(async () => {
      const result = await callAction(createLink(postId)).catch(() => null);
      if (!result?.ok) {
        toast.error('Erreur', { description: result?.message ?? CREATE_FAILED });
        return;
      }
      setLinks(result.links);
      setAddresses((current) => ({ ...current, [result.id]: result.url }));
      toast.success('Lien de relecture créé', { description: `Valable ${validityDays} jours` });
    });

  const revoke = (linkId: string) =>
    startTransition(async () => {
      const result = await callAction(revokeLink(postId, linkId)).catch(() => null);
      if (!result?.ok) {
        toast.error('Erreur', { description: result?.message ?? REVOKE_FAILED });
        return;
      }
      setLinks(result.links);
      setAddresses((current) => Object.fromEntries(Object.entries(current).filter(([id]) => id !== linkId)));
      toast.success('Lien révoqué', { description: 'Ce lien ne donne plus accès à l’article' });
    });

  return (
    <section aria-labelledby="review-links-title" className="space-y-4 rounded-lg border p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="review-links-title" className="text-lg font-semibold">
          Liens de relecture
        </h2>
        <Button type="button" variant="outline" disabled={pending} onClick={create}>
          {pending ? <Loader2 aria-hidden className="animate-spin" /> : <Link2 aria-hidden />}
          Créer un lien de relecture
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">
        Un lien en lecture seule, sans compte, vers la dernière version enregistrée de l’article, valable {validityDays}{' '}
        jours. Son adresse n’est affichée qu’à sa création.
      </p>
      {links.length === 0 ? (
        <p className="text-sm text-muted-foreground">Aucun lien de relecture.</p>
      ) : (
        <ul className="divide-y rounded-md border">
          {links.map((link) => (
            <ReviewLinkRow
              key={link.id}
              link={link}
              address={addresses[link.id]}
              now={at}
              pending={pending}
              onRevoke={() => revoke(link.id)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function ReviewLinkRow(props: {
  link: ReviewLink;
  address: string | undefined;
  now: Date;
  pending: boolean;
  onRevoke: () => void;
}) {
  const { link, address } = props;
  const state = reviewLinkState(link, props.now);
  const created = link.labels.createdAt;
  const inputId = `review-link-${link.id}`;

  const copy = (url: string) =>
    navigator.clipboard
      .writeText(url)
      .then(() => toast.success('Lien copié', { description: 'Collez-le dans votre message' }))
      .catch(() => {
        (document.getElementById(inputId) as HTMLInputElement | null)?.select();
        toast.error('Copie impossible', { description: 'Le lien est sélectionné : copiez-le avec Ctrl+C' });
      });

  return (
    <li className="space-y-2 p-3 text-sm" data-testid="review-link">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p>
          Créé le {created} par {link.createdBy} ·{' '}
          {link.labels.revokedAt ? `révoqué le ${link.labels.revokedAt}` : `expire le ${link.labels.expiresAt}`} ·{' '}
          <span className="font-medium">{REVIEW_LINK_STATE_LABELS[state]}</span>
        </p>
        {state === 'active' && (
          <ConfirmAction
            trigger={
              <Button type="button" variant="ghost" size="sm" className="text-destructive" disabled={props.pending}>
                <Ban aria-hidden />
                Révoquer
              </Button>
            }
            title="Révoquer ce lien de relecture ?"
            description={`Le lien créé le ${created} par ${link.createdBy} ne donnera plus accès à l’article. Cette action est définitive.`}
            confirmLabel="Révoquer"
            onConfirm={props.onRevoke}
          />
        )}
      </div>
      {address && state === 'active' && (
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={inputId} className="sr-only">
            Adresse du lien de relecture
          </label>
          <Input
            id={inputId}
            readOnly
            value={address}
            className="min-w-0 flex-1 font-mono text-xs"
            onFocus={(event) => event.target.select()}
          />
          <Button type="button" variant="outline" size="sm" onClick={() => copy(address)}>
            <Copy aria-hidden />
            Copier le lien
          </Button>
        </div>
      )}
    </li>
  );
}
