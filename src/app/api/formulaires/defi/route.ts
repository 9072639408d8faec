import { answerChallenge } from '@/server/public-forms/challenge';

/** A fresh token and proof-of-work challenge for a public form (docs/decisions/039). */
export function GET(request: Request) {
  return answerChallenge(request);
}
