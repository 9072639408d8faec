import type { PublicQuestion } from '@/lib/questions/question-types';
import { QUESTION_MESSAGES } from '@/lib/questions/question-messages';
import { PublishedQuestions } from './published-questions';
import { QuestionForm } from './question-form';

/**
 * Under an article open to questions: the approved questions with their answers, then the form
 * (decision 043). The page calling it shows nothing when the article's questions are switched off.
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
        <PublishedQuestions questions={questions} />
      ) : (
        <p className="text-slate-600">{QUESTION_MESSAGES.empty}</p>
      )}
      <QuestionForm slug={slug} />
    </section>
  );
}
