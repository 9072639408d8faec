import { publicFormRoute } from '@/server/public-forms/public-form';
import { questionForm } from '@/server/questions/question-form';

/** A reader's question under an article (decision 043), through the public-form path (decision 039). */
export const POST = publicFormRoute(questionForm);
