import { Icon } from '@/components/site/icons';
import { PublicForm } from '@/components/site/public-form';
import { PSEUDONYM_MAX, QUESTION_MAX } from '@/lib/questions/question-form';
import { QUESTION_MESSAGES } from '@/lib/questions/question-messages';
import { PRIVACY_POLICY_PATH } from '@/lib/site/site-paths';
import { questionForm } from '@/server/questions/question-form';
import { EmergencyNumberList } from '../emergency-number-list';

const field = 'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900';

/**
 * The notice, then the form (decision 043): a real POST on the public-form path (decision 039).
 * The page is cached for everyone: nothing here depends on who reads it.
 */
export function QuestionForm({ slug }: { slug: string }) {
  return (
    <div className="space-y-4">
      <h3 id="poser-une-question" className="text-lg font-semibold text-slate-900">
        {QUESTION_MESSAGES.formHeading}
      </h3>
      <div className="space-y-2 text-slate-700">
        {QUESTION_MESSAGES.notice.map((line) => (
          <p key={line}>{line}</p>
        ))}
        <p>
          {QUESTION_MESSAGES.privacy}{' '}
          <a href={`${PRIVACY_POLICY_PATH}#questions`} className="text-primary underline underline-offset-4">
            {QUESTION_MESSAGES.privacyLink}
          </a>
          .
        </p>
      </div>
      <div role="note" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
        <p className="flex items-center gap-2 font-semibold">
          <Icon name="siren" aria-hidden className="size-5 shrink-0" />
          {QUESTION_MESSAGES.emergencyIntro}
        </p>
        <EmergencyNumberList className="mt-2 grid gap-1 sm:grid-cols-2" />
      </div>
      <PublicForm form={questionForm} sentMessage={QUESTION_MESSAGES.sent} className="space-y-4">
        <input type="hidden" name="article" value={slug} />
        <p className="space-y-1">
          <label htmlFor="champ-pseudonyme" className="block font-medium text-slate-900">
            Pseudonyme (pas votre nom complet)
          </label>
          <input
            id="champ-pseudonyme"
            name="pseudonyme"
            type="text"
            required
            maxLength={PSEUDONYM_MAX}
            autoComplete="nickname"
            className={field}
          />
        </p>
        <p className="space-y-1">
          <label htmlFor="champ-question" className="block font-medium text-slate-900">
            Votre question ({QUESTION_MAX}&nbsp;caractères au plus)
          </label>
          <textarea id="champ-question" name="question" required maxLength={QUESTION_MAX} rows={5} className={field} />
        </p>
        <p className="space-y-1">
          <label htmlFor="champ-email" className="block font-medium text-slate-900">
            E-mail, seulement pour être averti de la réponse (facultatif)
          </label>
          <span id="champ-email-aide" className="block text-sm text-slate-600">
            Jamais affiché, utilisé une seule fois pour vous prévenir, puis effacé.
          </span>
          <input
            id="champ-email"
            name="email"
            type="email"
            maxLength={254}
            autoComplete="email"
            aria-describedby="champ-email-aide"
            className={field}
          />
        </p>
        <button
          type="submit"
          className="rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground hover:bg-secondary-foreground"
        >
          Envoyer ma question
        </button>
      </PublicForm>
    </div>
  );
}
