'use client';

import { AdminLink } from '@/components/admin/admin-link';
import { useRouter } from 'next/navigation';
import { ArrowLeft, Eye, PanelRight, PenLine } from 'lucide-react';
import { useRef, useState, useTransition } from 'react';
import { toast } from 'sonner';
import { callAction } from '@/components/admin/call-action';
import { useFormValues } from '@/components/admin/use-form-values';
import { hasFieldErrors } from '@/lib/actions/action-result';
import { Button } from '@/components/ui/button';
import { imagesWithoutAlt, missingAltMessage } from '@/lib/blog/article-body/images-without-alt';
import type { LinkTarget } from '@/lib/blog/article-body/link-targets';
import {
  fieldErrorsOf,
  formAfterSave,
  postFormSchema,
  type DiscardPendingResult,
  type EditConflict,
  type PostFieldErrors,
  type PostFormValues,
  type SaveIntent,
  type SavePostActionResult,
} from '@/lib/blog/post-form';
import { resolvePostWrite } from '@/lib/blog/post-form-write';
import { revisionAuthorLabel, withExistingChoices } from '@/lib/blog/post-revision';
import type { PostStatus } from '@/lib/blog/post-types';
import { articlePath } from '@/lib/site/site-paths';
import { withTitle } from '@/lib/blog/title-change';
import { AutosaveOffer, AutosaveStatus, OlderDraftNotice } from './autosave-status';
import { EditorMainFields } from './editor-main-fields';
import { EditorSideFields, type EditorChoices } from './editor-side-fields';
import type { CreateTag } from './tag-creator';
import { EditConflictPanel } from './edit-conflict';
import { EditorSaveButtons } from './editor-save-buttons';
import { ReviewFields, type SavedReview } from './review-fields';
import { ReviewLinksPanel, type ReviewLinksSection } from './review-links-panel';
import { useAutosave, type AutosaveSetup } from './use-autosave';
import { RevisionHistory, type RevisionReads } from './revision-history';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard';
import { LivePreview, type PreviewArticle } from './preview/live-preview';

/** An existing article's state beside its form (decision 020). */
export type EditedArticle = {
  /** The status of the article as stored (live), whatever the form shows. */
  status: PostStatus;
  /** The version the form was opened at: a later save by someone else makes this one ask. */
  version: number;
  /** The pending changes loaded into the form, if any: when (written by the server, see ReviewLink's labels) and by whom. */
  pendingChanges: { createdAtLabel: string; authorName: string | null } | null;
  discardPendingChanges: (id: string) => Promise<DiscardPendingResult>;
  history: RevisionReads;
};

type Props = {
  postId: string | null;
  initial: PostFormValues;
  choices: EditorChoices;
  /** What the body's link picker searches: our own articles, guides and services. */
  linkTargets: readonly LinkTarget[];
  savePost: (
    values: PostFormValues,
    intent: SaveIntent,
    id: string | null,
    baseVersion: number | null,
  ) => Promise<SavePostActionResult>;
  /** The saved article's review (absent for a new article). */
  savedReview?: SavedReview;
  /** The saved article's review links (absent for a new article). */
  reviewLinks?: ReviewLinksSection;
  autosave: AutosaveSetup;
  /** Absent for a new article. */
  article?: EditedArticle;
  /** The Tags page's save, for « Créer le tag … ». */
  createTag: CreateTag;
  /** « Aperçu en direct »: the unsaved form rendered as the public article (decision 046). */
  previewArticle: PreviewArticle;
};

const SAVED_DESCRIPTIONS: Record<SaveIntent, string> = {
  save: 'Article sauvegardé avec succès',
  publish: 'Article publié avec succès',
  stage: 'Modifications enregistrées sans publier : le site montre toujours la version publiée',
  publish_changes: 'Article publié avec succès',
};

const SAVE_FAILED = 'Impossible de sauvegarder l’article';

/** The same checks as the server, run first so most mistakes show without a round trip. */
function checkInBrowser(values: PostFormValues, intent: SaveIntent): PostFieldErrors {
  const parsed = postFormSchema.safeParse(values);
  if (!parsed.success) return fieldErrorsOf(parsed.error);
  const resolved = resolvePostWrite(parsed.data, intent, new Date());
  if (!resolved.ok) return resolved.errors;
  // Published images need their alternative text (decision 040); a draft may wait for it.
  const withoutAlt = intent === 'publish' || intent === 'publish_changes' ? imagesWithoutAlt(values.content) : [];
  return withoutAlt.length > 0 ? { content: missingAltMessage(withoutAlt) } : {};
}

export function PostEditor({
  postId,
  initial,
  choices,
  linkTargets,
  savePost,
  savedReview,
  reviewLinks,
  autosave: autosaveSetup,
  article,
  createTag,
  previewArticle,
}: Props) {
  const router = useRouter();
  const [errors, setErrors] = useState<PostFieldErrors>({});
  const { values, setValues, set } = useFormValues(initial, errors);
  const [saved, setSaved] = useState(initial);
  const [formError, setFormError] = useState<string>();
  const [conflict, setConflict] = useState<{ details: EditConflict; intent: SaveIntent } | null>(null);
  const [version, setVersion] = useState(article?.version ?? null);
  // The stored status, followed at once after a save so the buttons match before the refresh.
  const [storedStatus, setStoredStatus] = useState(article?.status ?? null);
  const [pending, startTransition] = useTransition();
  const [previewing, setPreviewing] = useState(false);
  const dirty = JSON.stringify(values) !== JSON.stringify(saved);
  const takeBody = useRef<(() => string | undefined) | null>(null);
  // The form with the keys typed just before, which the body editor hands over only on a pause.
  const currentValues = () => {
    const content = takeBody.current?.();
    return content === undefined ? values : { ...values, content };
  };
  useUnsavedChangesGuard(() => JSON.stringify(currentValues()) !== JSON.stringify(saved));
  const autosave = useAutosave({ setup: autosaveSetup, initial, values, onRestore: setValues });

  const save = (intent: SaveIntent, baseVersion = version) => {
    const submitted = currentValues();
    const found = checkInBrowser(submitted, intent);
    setErrors(found);
    setFormError(undefined);
    if (Object.keys(found).length > 0) {
      toast.error('Erreur', { description: SAVE_FAILED });
      return;
    }
    startTransition(async () => {
      const result = await callAction(savePost(submitted, intent, postId, baseVersion)).catch(() => null);
      if (!result?.ok) {
        setErrors(result?.fieldErrors ?? {});
        // A refusal without field errors is about the whole form (gone, conflict, not live…).
        setFormError(result && !hasFieldErrors(result) ? result.message : undefined);
        setConflict(result?.conflict ? { details: result.conflict, intent } : null);
        toast.error('Erreur', { description: result?.conflict ? result.message : SAVE_FAILED });
        return;
      }
      setConflict(null);
      setVersion(result.version);
      setStoredStatus(result.status);
      // Staged changes keep the form as typed; the live article keeps its address and status.
      const stored = result.pending ? submitted : { ...submitted, slug: result.slug, status: result.status };
      autosave.clearAfterSave(stored);
      setValues((current) => formAfterSave(current, submitted, stored));
      setSaved(stored);
      // A time typed on a day the clock changes: which instant the server understood, kept on screen until closed.
      const description = result.scheduleNote
        ? `${SAVED_DESCRIPTIONS[intent]} ${result.scheduleNote}`
        : SAVED_DESCRIPTIONS[intent];
      // Once live, the way to the public page (docs/decisions/041).
      const live = result.status === 'published' && !result.pending;
      toast.success(result.created ? 'Article créé' : 'Article mis à jour', {
        description,
        duration: result.scheduleNote ? Infinity : undefined,
        action: live ? (
          <a
            href={articlePath(result.slug)}
            target="_blank"
            rel="noopener"
            className="ml-auto shrink-0 rounded-md px-2 py-1 text-sm font-medium text-primary underline-offset-2 hover:underline"
          >
            Voir l’article
          </a>
        ) : undefined,
      });
      // Saving keeps the editor open: a new article continues on its own address.
      if (result.created) router.replace(`/admin/blog/edit/${result.id}`);
      else router.refresh();
    });
  };

  const discardPendingChanges = () =>
    startTransition(async () => {
      if (!postId || !article) return;
      const result = await callAction(article.discardPendingChanges(postId)).catch(() => null);
      if (!result?.ok) {
        toast.error('Erreur', {
          description: result?.message ?? 'Impossible d’abandonner les modifications en attente',
        });
        return;
      }
      setValues(result.live);
      setSaved(result.live);
      setErrors({});
      toast.success('Modifications en attente abandonnées', {
        description: 'Le formulaire montre de nouveau l’article publié.',
      });
      router.refresh();
    });

  const known = {
    authorIds: new Set(choices.authors.map((author) => author.id)),
    categoryIds: new Set(choices.categories.map((category) => category.id)),
    tagIds: new Set(choices.tags.map((tag) => tag.id)),
  };
  const restore = (restored: PostFormValues) => {
    setValues(withExistingChoices(restored, known));
    setErrors({});
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex items-center gap-3">
          <Button asChild variant="ghost" size="icon">
            <AdminLink href="/admin/blog" aria-label="Retour à la liste des articles">
              <ArrowLeft aria-hidden />
            </AdminLink>
          </Button>
          <h1 className="text-2xl font-semibold tracking-tight">{postId ? 'Modifier l’article' : 'Nouvel article'}</h1>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" onClick={() => setPreviewing((shown) => !shown)}>
            {previewing ? <PenLine aria-hidden /> : <PanelRight aria-hidden />}
            {previewing ? 'Modifier' : 'Aperçu en direct'}
          </Button>
          {postId && (
            <Button asChild variant="ghost">
              <a href={`/admin/blog/preview/${postId}`} target="_blank" rel="noopener">
                <Eye aria-hidden />
                Aperçu
              </a>
            </Button>
          )}
        </div>
      </div>
      {autosave.offer && (
        <AutosaveOffer
          offer={autosave.offer}
          isNewArticle={postId === null}
          onRestore={autosave.restore}
          onIgnore={autosave.ignore}
        />
      )}
      {autosave.older && (
        <OlderDraftNotice older={autosave.older} onOpen={autosave.openOlder} onDrop={autosave.dropOlder} />
      )}
      {conflict && formError ? (
        <EditConflictPanel
          conflict={conflict.details}
          message={formError}
          values={values}
          pending={pending}
          overwrite={() => save(conflict.intent, conflict.details.version)}
        />
      ) : (
        formError && (
          <p role="alert" className="rounded-md border border-destructive/30 bg-red-50 p-3 text-sm text-destructive">
            {formError}
          </p>
        )
      )}
      {article?.pendingChanges && (
        <p role="status" className="rounded-md border border-sky-200 bg-sky-50 p-3 text-sm text-sky-950">
          Modifications en attente : le formulaire montre les modifications enregistrées sans publier le{' '}
          {article.pendingChanges.createdAtLabel} par {revisionAuthorLabel(article.pendingChanges.authorName)}. Le site
          montre toujours la version publiée jusqu’à « Mettre à jour ».
        </p>
      )}
      {dirty && postId && (
        <p className="text-sm text-amber-700">
          Modifications pas encore enregistrées dans l’article (l’aperçu enregistré montre la dernière version
          enregistrée, l’aperçu en direct le formulaire).
        </p>
      )}
      <div className={previewing ? 'grid items-start gap-6 xl:grid-cols-2' : undefined}>
        <form
          // Beside the preview on wide screens, the form takes one column; narrower, the preview
          // replaces it, kept mounted (hidden) so the body editor keeps its state and its undo.
          className={previewing ? 'grid gap-6 max-xl:hidden' : 'grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]'}
          onSubmit={(event) => event.preventDefault()}
          noValidate
        >
          <EditorMainFields
            values={values}
            errors={errors}
            set={set}
            onTitleChange={(title) => setValues((current) => withTitle(current, title, postId === null))}
            publishedSlug={storedStatus === 'published' ? saved.slug : null}
            linkTargets={linkTargets}
            takeBody={takeBody}
          />
          <EditorSideFields values={values} errors={errors} set={set} choices={choices} createTag={createTag}>
            <ReviewFields
              values={values}
              errors={errors}
              set={set}
              reviewers={choices.authors.filter((author) => author.is_health_professional)}
              saved={savedReview ?? null}
              dirty={dirty}
            />
          </EditorSideFields>
        </form>
        {previewing && <LivePreview values={values} postId={postId} preview={previewArticle} />}
      </div>
      {/* On screen while writing, however long the article: at the bottom of the window until the form ends. */}
      <div
        data-testid="editor-save-bar"
        className="sticky bottom-0 z-20 flex flex-wrap items-center justify-between gap-3 border-t bg-background py-3"
      >
        <AutosaveStatus state={autosave.state} />
        <div className="flex flex-wrap gap-2">
          <EditorSaveButtons
            live={storedStatus === 'published'}
            hasPendingChanges={article?.pendingChanges != null}
            chosenStatus={values.status}
            busy={pending}
            save={(intent) => save(intent)}
            discardPendingChanges={discardPendingChanges}
          />
        </div>
      </div>
      {postId && article && (
        <RevisionHistory
          postId={postId}
          values={values}
          version={version ?? 0}
          restore={restore}
          {...article.history}
        />
      )}
      {reviewLinks && <ReviewLinksPanel {...reviewLinks} />}
    </div>
  );
}
