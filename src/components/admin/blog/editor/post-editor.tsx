'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { ArrowLeft, Eye, Loader2, Save, Send } from 'lucide-react';
import { useState, useTransition } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  fieldErrorsOf,
  postFormSchema,
  type PostFieldErrors,
  type PostFormValues,
  type SaveIntent,
  type SavePostActionResult,
} from '@/lib/post-form';
import { resolvePostWrite } from '@/lib/post-form-write';
import { slugify } from '@/lib/slugify';
import { AutosaveOffer, AutosaveStatus } from './autosave-status';
import { EditorMainFields } from './editor-main-fields';
import { EditorSideFields, type EditorChoices } from './editor-side-fields';
import type { SavedReview } from './review-fields';
import { ReviewLinksPanel, type ReviewLinksSection } from './review-links-panel';
import { useAutosave, type AutosaveSetup } from './use-autosave';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard';

type Props = {
  postId: string | null;
  initial: PostFormValues;
  choices: EditorChoices;
  savePost: (values: PostFormValues, intent: SaveIntent, id: string | null) => Promise<SavePostActionResult>;
  /** The saved article's review (absent for a new article). */
  savedReview?: SavedReview;
  /** The saved article's review links (absent for a new article). */
  reviewLinks?: ReviewLinksSection;
  autosave: AutosaveSetup;
};

const SAVE_FAILED = "Impossible de sauvegarder l'article";

/** The same checks as the server, run first so most mistakes show without a round trip. */
function checkInBrowser(values: PostFormValues, intent: SaveIntent): PostFieldErrors {
  const parsed = postFormSchema.safeParse(values);
  if (!parsed.success) return fieldErrorsOf(parsed.error);
  const resolved = resolvePostWrite(parsed.data, intent, new Date());
  return resolved.ok ? {} : resolved.errors;
}

export function PostEditor({ postId, initial, choices, savePost, savedReview, reviewLinks, autosave: autosaveSetup }: Props) {
  const router = useRouter();
  const [values, setValues] = useState(initial);
  const [saved, setSaved] = useState(initial);
  const [errors, setErrors] = useState<PostFieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const [pending, startTransition] = useTransition();
  const dirty = JSON.stringify(values) !== JSON.stringify(saved);
  useUnsavedChangesGuard(dirty);
  const autosave = useAutosave({ setup: autosaveSetup, initial, values, onRestore: setValues });

  const set: <K extends keyof PostFormValues>(field: K, value: PostFormValues[K]) => void = (field, value) =>
    setValues((current) => ({ ...current, [field]: value }));

  // Slug and SEO title follow the title while empty; on a new article also while untouched.
  const changeTitle = (title: string) =>
    setValues((current) => {
      const follows = (field: string, auto: string) => field === '' || (postId === null && field === auto);
      return {
        ...current,
        title,
        slug: follows(current.slug, slugify(current.title)) ? slugify(title) : current.slug,
        meta_title: follows(current.meta_title, current.title) ? title : current.meta_title,
      };
    });

  const save = (intent: SaveIntent) => {
    const found = checkInBrowser(values, intent);
    setErrors(found);
    setFormError(undefined);
    if (Object.keys(found).length > 0) {
      toast.error('Erreur', { description: SAVE_FAILED });
      return;
    }
    startTransition(async () => {
      const result = await savePost(values, intent, postId).catch(() => null);
      if (!result?.ok) {
        setErrors(result?.fieldErrors ?? {});
        setFormError(result?.formError);
        toast.error('Erreur', { description: SAVE_FAILED });
        return;
      }
      const stored = { ...values, slug: result.slug, status: result.status };
      autosave.clearAfterSave(stored);
      setValues(stored);
      setSaved(stored);
      toast.success(result.created ? 'Article créé' : 'Article mis à jour', {
        description: intent === 'publish' ? 'Article publié avec succès' : 'Article sauvegardé avec succès',
      });
      if (result.created) router.push('/admin/blog');
      else router.refresh();
    });
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex items-center gap-3">
          <Button asChild variant="ghost" size="icon">
            <Link href="/admin/blog" aria-label="Retour à la liste des articles">
              <ArrowLeft aria-hidden />
            </Link>
          </Button>
          <h1 className="text-2xl font-semibold tracking-tight">{postId ? "Modifier l'article" : 'Nouvel article'}</h1>
        </div>
        <div className="flex flex-wrap gap-2">
          {postId && (
            <Button asChild variant="ghost">
              <a href={`/admin/blog/preview/${postId}`} target="_blank" rel="noopener">
                <Eye aria-hidden />
                Aperçu
              </a>
            </Button>
          )}
          <Button variant="outline" disabled={pending} onClick={() => save('save')}>
            {pending ? <Loader2 aria-hidden className="animate-spin" /> : <Save aria-hidden />}
            Sauvegarder
          </Button>
          <Button disabled={pending} onClick={() => save('publish')}>
            {pending ? <Loader2 aria-hidden className="animate-spin" /> : <Send aria-hidden />}
            Publier
          </Button>
        </div>
      </div>
      <AutosaveStatus state={autosave.state} />
      {autosave.offer && (
        <AutosaveOffer offer={autosave.offer} isNewArticle={postId === null} onRestore={autosave.restore} onIgnore={autosave.ignore} />
      )}
      {formError && (
        <p role="alert" className="rounded-md border border-destructive/30 bg-red-50 p-3 text-sm text-destructive">
          {formError}
        </p>
      )}
      {dirty && postId && <p className="text-sm text-amber-700">Modifications non enregistrées (l&apos;aperçu montre la dernière version enregistrée).</p>}
      <form className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]" onSubmit={(event) => event.preventDefault()} noValidate>
        <EditorMainFields values={values} errors={errors} set={set} onTitleChange={changeTitle} />
        <EditorSideFields values={values} errors={errors} set={set} choices={choices} savedReview={savedReview ?? null} dirty={dirty} />
      </form>
      {reviewLinks && <ReviewLinksPanel {...reviewLinks} />}
    </div>
  );
}
