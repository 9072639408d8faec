import { formatPublicDate } from '@/lib/text/french-dates';
import { answerHeading, type PublicQuestion } from '@/lib/questions/question-types';
import { QUESTION_MESSAGES } from '@/lib/questions/question-messages';
import { QuestionForm } from './question-form';

/**
 * Under an article open to questions: the approved questions, each with the doctor's answer when
 * there is one, then the form (decision 043). The page calling it shows nothing when the article's
 * questions are switched off.
 */
export function ArticleQuestions({ slug, questions }: { slug: string; questions: PublicQuestion[] }) {
  return (
    <section
      id="questions"
      aria-labelledby="questions-titre"
      className="mx-auto max-w-3xl space-y-8 px-4 pb-12 sm:px-6"
    >
      <h2 id="questions-titre" className="text-2xl font-semibold text-slate-900">
        {QUESTION_MESSAGES.heading}
      </h2>
      {questions.length > 0 ? (
        <ol className="space-y-6">
          {questions.map((question) => (
            <li key={question.id} id={`question-${question.id}`} className="space-y-3 border-b pb-6 last:border-b-0">
              <p className="text-sm text-slate-600">
                <span className="font-semibold text-slate-900">{question.pseudonym}</span>, le{' '}
                <time dateTime={question.publishedAt}>{formatPublicDate(question.publishedAt)}</time>
              </p>
              <p className="whitespace-pre-line text-slate-800">{question.text}</p>
              {question.answer ? (
                <div className="rounded-lg border-l-4 border-primary bg-secondary/40 p-4">
                  <p className="text-sm font-semibold text-slate-900">{answerHeading(question.answer.author)}</p>
                  <p className="mt-2 whitespace-pre-line text-slate-800">{question.answer.text}</p>
                </div>
              ) : null}
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-slate-600">{QUESTION_MESSAGES.empty}</p>
      )}
      <QuestionForm slug={slug} />
    </section>
  );
}
