import { publicRoute } from '@/server/http/route';
import { answerChallenge } from '@/server/public-forms/challenge';

/** A fresh token and proof-of-work challenge for a public form (docs/decisions/039). */
export const GET = publicRoute({
  handle: ({ request }) => answerChallenge(request),
  failure: {
    log: 'Issuing a public form challenge failed',
    message: 'Le formulaire n’a pas pu être préparé. Rechargez la page.',
  },
});
