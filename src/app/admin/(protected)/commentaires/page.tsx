import type { Metadata } from 'next';
import { AdminLink } from '@/components/admin/admin-link';
import { QuestionCard } from '@/components/admin/questions/question-card';
import { displayName } from '@/lib/blog/author-display';
import { formatAdminDateTime } from '@/lib/text/french-dates';
import { answerSignature, NO_AUTHOR_PROFILE_MESSAGE, OWN_AUTHOR_PROFILE_PATH } from '@/lib/questions/answer-signature';
import { moderationHref, parseModerationFilters } from '@/lib/questions/moderation-filters';
import { QUESTION_STATE_LABELS, QUESTION_STATES } from '@/lib/questions/question-types';
import { cn } from '@/lib/utils';
import { requireBlogManager } from '@/server/auth/session';
import { listAuthors } from '@/server/blog/taxonomy';
import { deleteExpiredQuestions } from '@/server/questions/question-upkeep';
import {
  listArticlesWithQuestionsForStaff,
  listQuestionsForStaff,
  MODERATION_PAGE_SIZE,
} from '@/server/questions/staff-questions';
import { answerQuestionAction, approveQuestionAction, deleteQuestionAction, discardQuestionAction } from './actions';

export const metadata: Metadata = { title: 'Questions des lecteurs' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Readers' questions under the articles, moderated by admins and editors (decision 043). */
export default async function ModerationPage({ searchParams }: Props) {
  const staff = await requireBlogManager();
  const filters = parseModerationFilters(await searchParams);
  // Retention without a cron job: refused and spam questions past 30 days go when staff look.
  await deleteExpiredQuestions();
  const [list, articles, authors] = await Promise.all([
    listQuestionsForStaff({
      state: filters.state,
      postId: filters.postId ?? undefined,
      limit: MODERATION_PAGE_SIZE,
      offset: (filters.page - 1) * MODERATION_PAGE_SIZE,
    }),
    listArticlesWithQuestionsForStaff(),
    listAuthors(),
  ]);
  const signature = answerSignature(
    authors.map((author) => ({ ...author, label: displayName(author) })),
    staff,
  );
  const pages = Math.max(1, Math.ceil(list.total / MODERATION_PAGE_SIZE));
  const rows = list.questions.map((question) => ({
    question,
    createdLabel: formatAdminDateTime(question.createdAt),
    moderatedLabel: question.moderatedAt && formatAdminDateTime(question.moderatedAt),
    answeredLabel: question.answeredAt && formatAdminDateTime(question.answeredAt),
  }));
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">Questions des lecteurs</h1>
        <p className="text-sm text-muted-foreground">
          Les questions des lecteurs sous les articles. Rien n’est publié avant d’être approuvé&nbsp;; les numéros de
          téléphone et adresses e-mail sont masqués automatiquement. Les questions refusées ou indésirables sont
          supprimées au bout de 30&nbsp;jours.
        </p>
      </div>
      {signature.kind === 'none' ? (
        <p className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm">
          {NO_AUTHOR_PROFILE_MESSAGE}{' '}
          <AdminLink href={OWN_AUTHOR_PROFILE_PATH} className="font-medium underline underline-offset-4">
            Créer mon profil d’auteur
          </AdminLink>
        </p>
      ) : null}
      <nav aria-label="État des questions" className="flex flex-wrap gap-2">
        {QUESTION_STATES.map((state) => (
          <AdminLink
            key={state}
            href={moderationHref({ ...filters, state, page: 1 })}
            aria-current={filters.state === state ? 'page' : undefined}
            className={cn(
              'rounded-md border px-3 py-1.5 text-sm font-medium hover:bg-muted',
              filters.state === state && 'bg-secondary text-secondary-foreground',
            )}
          >
            {QUESTION_STATE_LABELS[state]}
          </AdminLink>
        ))}
      </nav>
      <form method="get" action="/admin/commentaires" className="flex flex-wrap items-end gap-2">
        {filters.state !== 'pending' ? <input type="hidden" name="etat" value={filters.state} /> : null}
        <div className="space-y-1">
          <label htmlFor="question-article" className="text-sm font-medium">
            Article
          </label>
          <select
            id="question-article"
            name="article"
            defaultValue={filters.postId ?? ''}
            className="h-10 rounded-md border bg-background px-3 text-sm"
          >
            <option value="">Tous les articles</option>
            {articles.map((article) => (
              <option key={article.id} value={article.id}>
                {article.title}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="h-10 rounded-md border px-3 text-sm font-medium hover:bg-muted">
          Filtrer
        </button>
      </form>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {list.total} question{list.total > 1 ? 's' : ''} · {QUESTION_STATE_LABELS[filters.state].toLowerCase()}
      </p>
      {rows.length === 0 ? (
        <p className="rounded-lg border bg-card p-6 text-center text-sm text-muted-foreground">Aucune question ici.</p>
      ) : (
        <ul className="space-y-3">
          {rows.map((row) => (
            <QuestionCard
              key={row.question.id}
              row={row}
              signer={signature.kind === 'own' ? signature.label : null}
              actions={{
                approve: approveQuestionAction,
                discard: discardQuestionAction,
                answer: answerQuestionAction,
                remove: deleteQuestionAction,
              }}
            />
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav aria-label="Pages" className="flex gap-2 text-sm">
          {filters.page > 1 ? (
            <AdminLink href={moderationHref({ ...filters, page: filters.page - 1 })}>Page précédente</AdminLink>
          ) : null}
          <span>
            Page {filters.page} sur {pages}
          </span>
          {filters.page < pages ? (
            <AdminLink href={moderationHref({ ...filters, page: filters.page + 1 })}>Page suivante</AdminLink>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
