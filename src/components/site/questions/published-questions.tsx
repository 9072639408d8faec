import { formatPublicDate } from '@/lib/text/french-dates';
import { answerHeading, type PublicQuestion } from '@/lib/questions/question-types';

/** The approved questions under an article, each with the doctor's answer when there is one. */
export function PublishedQuestions({ questions }: { questions: PublicQuestion[] }) {
  return (
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
  );
}
