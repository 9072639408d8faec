'use client';

import { History, Loader2, RotateCcw } from 'lucide-react';
import { useEffect, useState, useTransition } from 'react';
import { toast } from 'sonner';
import { callAction } from '@/components/admin/call-action';
import { refusal } from '@/lib/actions/action-result';
import { Button } from '@/components/ui/button';
import type { PostFormValues } from '@/lib/blog/post-form';
import {
  revisionAuthorLabel,
  revisionStatusLabel,
  type Revision,
  type RevisionListResult,
  type RevisionResult,
  type RevisionSummary,
} from '@/lib/blog/post-revision';
import { FormDiff } from './form-diff';

export type RevisionReads = {
  listRevisions: (postId: string) => Promise<RevisionListResult>;
  getRevision: (postId: string, revisionId: string) => Promise<RevisionResult>;
};

type Props = RevisionReads & {
  postId: string;
  values: PostFormValues;
  /** Changes after each save, so an open list shows the new revision. */
  version: number;
  /** Puts the revision into the form; nothing is saved until the staff member saves. */
  restore: (values: PostFormValues) => void;
};

const LOAD_FAILED = 'Impossible de charger l’historique';

/** 'Historique': the kept revisions, the difference with the form, and 'Restaurer cette version'. */
export function RevisionHistory({ postId, values, version, restore, listRevisions, getRevision }: Props) {
  const [open, setOpen] = useState(false);
  const [revisions, setRevisions] = useState<RevisionSummary[] | null>(null);
  const [selected, setSelected] = useState<Revision | null>(null);
  const [loading, startTransition] = useTransition();

  useEffect(() => {
    if (!open) return;
    let current = true;
    callAction(listRevisions(postId))
      .catch((): RevisionListResult => refusal(LOAD_FAILED))
      .then((result) => {
        if (!current) return;
        if (!result.ok) toast.error('Erreur', { description: result.message });
        setRevisions(result.ok ? result.revisions : []);
      });
    return () => {
      current = false;
    };
  }, [open, postId, version, listRevisions]);

  const select = (summary: RevisionSummary) =>
    startTransition(async () => {
      const result = await callAction(getRevision(postId, summary.id)).catch(
        (): RevisionResult => refusal('Impossible de charger cette version'),
      );
      if (!result.ok) toast.error('Erreur', { description: result.message });
      setSelected(result.ok ? result.revision : null);
    });

  return (
    <section aria-labelledby="revision-history-title" className="rounded-lg border bg-card p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="revision-history-title" className="flex items-center gap-2 text-base font-semibold">
          <History aria-hidden className="size-4" />
          Historique
        </h2>
        <Button
          variant="outline"
          size="sm"
          aria-expanded={open}
          aria-controls="revision-history-body"
          onClick={() => setOpen(!open)}
        >
          {open ? 'Masquer l’historique' : 'Afficher l’historique'}
        </Button>
      </div>
      {open && (
        <div id="revision-history-body" className="mt-4 grid gap-4 lg:grid-cols-[18rem_minmax(0,1fr)]">
          {revisions === null ? (
            <p className="text-sm text-muted-foreground">Chargement…</p>
          ) : revisions.length === 0 ? (
            <p className="text-sm text-muted-foreground">Aucune version enregistrée pour l’instant.</p>
          ) : (
            <ol aria-label="Versions enregistrées" className="max-h-96 space-y-1 overflow-auto">
              {revisions.map((revision) => (
                <li key={revision.id}>
                  <button
                    type="button"
                    aria-pressed={selected?.id === revision.id}
                    onClick={() => select(revision)}
                    className="w-full rounded-md border px-3 py-2 text-left text-sm hover:bg-muted aria-pressed:border-primary aria-pressed:bg-muted"
                  >
                    <time dateTime={revision.created_at} className="block font-medium">
                      {revision.created_at_label}
                    </time>
                    <span className="block text-muted-foreground">
                      {revisionAuthorLabel(revision.author_name)} · {revisionStatusLabel(revision)}
                    </span>
                  </button>
                </li>
              ))}
            </ol>
          )}
          <div className="min-w-0 space-y-3">
            {loading && (
              <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
                <Loader2 aria-hidden className="size-4 animate-spin" />
                Chargement de la version…
              </p>
            )}
            {selected && !loading && (
              <>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="text-sm">
                    Version du {selected.created_at_label} par {revisionAuthorLabel(selected.author_name)}
                  </p>
                  <Button
                    size="sm"
                    onClick={() => {
                      restore(selected.form);
                      toast.success('Version restaurée dans le formulaire', {
                        description: 'Rien n’est enregistré tant que vous n’enregistrez pas l’article.',
                      });
                    }}
                  >
                    <RotateCcw aria-hidden />
                    Restaurer cette version
                  </Button>
                </div>
                <FormDiff
                  before={selected.form}
                  after={values}
                  beforeLabel="cette version"
                  afterLabel="le formulaire"
                />
              </>
            )}
            {!selected && !loading && revisions && revisions.length > 0 && (
              <p className="text-sm text-muted-foreground">
                Choisissez une version pour voir ce qui la sépare du formulaire.
              </p>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
