'use client';

import { useRouter } from 'next/navigation';
import { Loader2, ShieldCheck } from 'lucide-react';
import { useTransition } from 'react';
import { toast } from 'sonner';
import { callAction } from '@/components/admin/call-action';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import type { AuthorRef } from '@/lib/post-types';
import { EditorField, errorProps } from './editor-field';
import type { EditorFieldsProps } from './editor-types';

/** The saved review of an article being edited, and whether the signed-in staff member is its reviewer. */
export type SavedReview = {
  postId: string;
  /** In Casablanca time as the server writes it (see ReviewLink's labels). */
  reviewedAtLabel: string | null;
  reviewerName: string | null;
  isReviewer: boolean;
  markReviewed: (id: string) => Promise<{ ok: true; reviewedAtLabel: string } | { ok: false; message: string }>;
};

type Props = EditorFieldsProps & { reviewers: AuthorRef[]; saved: SavedReview | null; dirty: boolean };

/** Medical review: reviewer (a health professional), review date, and 'Marquer comme relu'. */
export function ReviewFields({ values, errors, set, reviewers, saved, dirty }: Props) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  const mark = (current: SavedReview) =>
    startTransition(async () => {
      const result = await callAction(current.markReviewed(current.postId), (message) => ({ ok: false, message })).catch(() => null);
      if (!result?.ok) {
        toast.error('Erreur', { description: result?.message ?? "Impossible d’enregistrer la relecture" });
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
          {saved.reviewedAtLabel && saved.reviewerName
            ? `Dernière relecture : ${saved.reviewedAtLabel} par ${saved.reviewerName}`
            : 'Jamais relu'}
        </p>
      )}
      <EditorField id="post-reviewer" label="Relu par" error={errors.reviewer_id} hint="Auteurs marqués comme professionnels de santé">
        <NativeSelect
          id="post-reviewer"
          value={values.reviewer_id}
          onChange={(event) => set('reviewer_id', event.target.value)}
          {...errorProps('post-reviewer', errors.reviewer_id)}
        >
          <option value="">Aucun relecteur</option>
          {reviewers.map((reviewer) => (
            <option key={reviewer.id} value={reviewer.id}>
              {reviewer.name}
            </option>
          ))}
        </NativeSelect>
      </EditorField>
      <EditorField id="post-reviewed-at" label="Date de relecture" error={errors.reviewed_at}>
        <Input
          id="post-reviewed-at"
          type="date"
          value={values.reviewed_at}
          onChange={(event) => set('reviewed_at', event.target.value)}
          {...errorProps('post-reviewed-at', errors.reviewed_at)}
        />
      </EditorField>
      {saved?.isReviewer && (
        <div className="space-y-2">
          <Button type="button" variant="outline" className="w-full" disabled={pending || dirty} onClick={() => mark(saved)}>
            {pending ? <Loader2 aria-hidden className="animate-spin" /> : <ShieldCheck aria-hidden />}
            Marquer comme relu
          </Button>
          {dirty && <p className="text-xs text-muted-foreground">Enregistrez d’abord vos modifications.</p>}
        </div>
      )}
    </fieldset>
  );
}
