'use client';

import { useRouter } from 'next/navigation';
import { Loader2, ShieldCheck } from 'lucide-react';
import { useTransition } from 'react';
import { toast } from 'sonner';
import { callAction } from '@/components/admin/call-action';
import type { ActionResult } from '@/lib/actions/action-result';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import type { AuthorRef } from '@/lib/blog/post-types';
import { FormField, errorProps } from '@/components/admin/form-field';
import type { EditorFieldsProps } from './editor-types';

/**
 * The saved review of an article being edited, and whether the signed-in staff member may mark
 * it: as its reviewer, or as an admin recording it for the reviewer (decision 036).
 */
export type SavedReview = {
  postId: string;
  /** When, by whom and who recorded it, in Casablanca time as the server writes it (see ReviewLink's labels); null when never reviewed. */
  line: string | null;
  marker: 'reviewer' | 'admin' | null;
  markReviewed: (id: string) => Promise<ActionResult<{ reviewedAtLabel: string }>>;
};

type Props = EditorFieldsProps & { reviewers: AuthorRef[]; saved: SavedReview | null; dirty: boolean };

/**
 * Medical review: the intended reviewer (a health professional) and 'Marquer comme relu'. The
 * review's date is the server's at that moment, never typed (decision 036).
 */
export function ReviewFields({ values, errors, set, reviewers, saved, dirty }: Props) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  const mark = (current: SavedReview) =>
    startTransition(async () => {
      const result = await callAction(current.markReviewed(current.postId)).catch(() => null);
      if (!result?.ok) {
        toast.error('Erreur', { description: result?.message ?? 'Impossible d’enregistrer la relecture' });
        return;
      }
      toast.success('Article marqué comme relu', { description: `Relecture du ${result.reviewedAtLabel}` });
      router.refresh();
    });

  return (
    <fieldset className="space-y-4 border-t pt-5">
      <legend className="text-sm font-medium">Relecture médicale</legend>
      {saved && (
        <p className="text-sm text-muted-foreground" data-testid="last-review">
          {saved.line ? `Dernière relecture : ${saved.line}` : 'Jamais relu'}
        </p>
      )}
      <FormField
        id="post-reviewer"
        label="Relecteur"
        error={errors.reviewer_id}
        hint="Auteurs marqués comme professionnels de santé. L’article est relu quand ce relecteur le marque comme relu ; en changer efface la relecture enregistrée."
      >
        <NativeSelect
          id="post-reviewer"
          value={values.reviewer_id}
          onChange={(event) => set('reviewer_id', event.target.value)}
          {...errorProps('post-reviewer', errors.reviewer_id)}
          options={reviewers.map((reviewer) => ({ value: reviewer.id, label: reviewer.name }))}
        >
          <option value="">Aucun relecteur</option>
        </NativeSelect>
      </FormField>
      {saved?.marker && (
        <div className="space-y-2">
          <Button
            type="button"
            variant="outline"
            className="w-full"
            disabled={pending || dirty}
            onClick={() => mark(saved)}
          >
            {pending ? <Loader2 aria-hidden className="animate-spin" /> : <ShieldCheck aria-hidden />}
            Marquer comme relu
          </Button>
          {saved.marker === 'admin' && (
            <p className="text-xs text-muted-foreground">
              Vous n’êtes pas ce relecteur : la relecture sera enregistrée à votre nom, en tant qu’administrateur.
            </p>
          )}
          {dirty && <p className="text-xs text-muted-foreground">Enregistrez d’abord vos modifications.</p>}
        </div>
      )}
    </fieldset>
  );
}
