'use client';

import { useState } from 'react';
import { AlertTriangle, Check, MessageSquareReply, Pencil, ShieldBan, X } from 'lucide-react';
import { callAction } from '@/components/admin/call-action';
import { toastResult, useAction } from '@/components/admin/use-action';
import { ConfirmDeleteButton } from '@/components/admin/confirm-delete-button';
import { TextareaField } from '@/components/admin/form-field';
import { Button } from '@/components/ui/button';
import { MASK } from '@/lib/questions/mask-contacts';
import type { StaffQuestion } from '@/lib/questions/question-types';
import type { ActionResult } from '@/lib/actions/action-result';

export type ModerationActions = {
  approve: (id: string, editedText: string | null) => Promise<ActionResult>;
  discard: (id: string, state: 'refused' | 'spam') => Promise<ActionResult>;
  answer: (id: string, values: { text: string }) => Promise<ActionResult>;
  remove: (id: string) => Promise<ActionResult>;
};

/** The dates are written by the server (decision 027). */
export type QuestionRow = {
  question: StaffQuestion;
  createdLabel: string;
  moderatedLabel: string | null;
  answeredLabel: string | null;
};

/** Refusing and marking as spam: the same button but for its word, its icon and its toast. */
const DISCARDS = [
  { state: 'refused', label: 'Refuser', Icon: X, done: 'Question refusée' },
  { state: 'spam', label: 'Indésirable', Icon: ShieldBan, done: 'Question indésirable' },
] as const;

/** One question with what staff may do with it: approve (as it is or edited), answer, refuse, spam, delete. */
export function QuestionCard({
  row,
  signer,
  actions,
}: {
  row: QuestionRow;
  /** The member's own author profile, who signs their answers; null while they have none. */
  signer: string | null;
  actions: ModerationActions;
}) {
  const { question } = row;
  const [mode, setMode] = useState<'view' | 'edit' | 'answer'>('view');
  const [text, setText] = useState(question.text);
  const [answer, setAnswer] = useState(question.answerText ?? '');
  const { pending, errors, run: runAction } = useAction();
  const run = (title: string, call: Promise<ActionResult>) => runAction(call, title, () => setMode('view'));

  const id = `question-${question.id}`;
  return (
    <li className="space-y-3 rounded-lg border bg-card p-4" aria-labelledby={`${id}-title`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <p id={`${id}-title`} className="font-medium">
          {question.pseudonym}{' '}
          <span className="font-normal text-muted-foreground">sous «&nbsp;{question.postTitle}&nbsp;»</span>
        </p>
        <p className="text-muted-foreground">{row.createdLabel}</p>
      </div>
      {question.emergency ? (
        <p className="flex items-center gap-2 text-sm font-medium text-destructive">
          <AlertTriangle aria-hidden className="size-4" />
          Mots évoquant une urgence&nbsp;: le lecteur a vu les numéros d’urgence.
        </p>
      ) : null}
      {mode === 'edit' ? (
        <TextareaField
          id={`${id}-text`}
          label="Texte de la question (retirez les détails personnels)"
          error={errors.text}
          rows={4}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      ) : (
        <p className="whitespace-pre-line text-sm">{question.text}</p>
      )}
      {question.state !== 'published' && question.text.includes(MASK) ? (
        <p className="text-sm font-medium">
          Une coordonnée est masquée&nbsp;: réécrivez la phrase qui contient «&nbsp;{MASK}&nbsp;» avant de publier
          («&nbsp;Modifier puis approuver&nbsp;»).
        </p>
      ) : null}
      <p className="text-xs text-muted-foreground">
        {question.maskedCount > 0
          ? `${question.maskedCount} coordonnée${question.maskedCount > 1 ? 's' : ''} masquée${question.maskedCount > 1 ? 's' : ''} automatiquement. `
          : ''}
        {question.wantsAnswerMail ? 'Le lecteur souhaite être averti de la réponse. ' : ''}
        {question.moderatedByName && row.moderatedLabel
          ? `Modérée par ${question.moderatedByName}, ${row.moderatedLabel}.`
          : ''}
      </p>
      {question.answerText && mode !== 'answer' ? (
        <div className="rounded-md bg-muted p-3 text-sm">
          <p className="whitespace-pre-line">{question.answerText}</p>
          {question.answeredByName && row.answeredLabel ? (
            <p className="mt-1 text-xs text-muted-foreground">
              Réponse publiée par {question.answeredByName}, {row.answeredLabel}.
            </p>
          ) : null}
        </div>
      ) : null}
      {mode === 'answer' ? (
        <div className="space-y-3">
          <TextareaField
            id={`${id}-answer`}
            label="Réponse publiée sous la question"
            error={errors.text}
            rows={5}
            value={answer}
            onChange={(event) => setAnswer(event.target.value)}
          />
          <p className="text-sm text-muted-foreground">Signée par {signer} (votre profil d’auteur).</p>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {mode === 'view' ? (
          <>
            {question.state !== 'published' && !question.text.includes(MASK) ? (
              <Button
                size="sm"
                disabled={pending}
                onClick={() => run('Question publiée', callAction(actions.approve(question.id, null)))}
              >
                <Check aria-hidden />
                Approuver
              </Button>
            ) : null}
            <Button size="sm" variant="outline" disabled={pending} onClick={() => setMode('edit')}>
              <Pencil aria-hidden />
              {question.state === 'published' ? 'Modifier' : 'Modifier puis approuver'}
            </Button>
            <Button size="sm" variant="outline" disabled={pending || signer === null} onClick={() => setMode('answer')}>
              <MessageSquareReply aria-hidden />
              {question.answerText ? 'Modifier la réponse' : 'Répondre'}
            </Button>
            {DISCARDS.filter((discard) => discard.state !== question.state).map(({ state, label, Icon, done }) => (
              <Button
                key={state}
                size="sm"
                variant="outline"
                disabled={pending}
                onClick={() => run(done, callAction(actions.discard(question.id, state)))}
              >
                <Icon aria-hidden />
                {label}
              </Button>
            ))}
            <ConfirmDeleteButton
              triggerLabel={`Supprimer la question de ${question.pseudonym}`}
              title="Supprimer cette question ?"
              description="La question et sa réponse seront supprimées définitivement."
              onConfirm={async () => toastResult(await callAction(actions.remove(question.id)), 'Question supprimée')}
            />
          </>
        ) : (
          <>
            <Button
              size="sm"
              disabled={pending}
              onClick={() =>
                mode === 'edit'
                  ? run('Question publiée', callAction(actions.approve(question.id, text)))
                  : run('Réponse publiée', callAction(actions.answer(question.id, { text: answer })))
              }
            >
              {mode === 'edit' ? 'Enregistrer et publier' : 'Publier la réponse'}
            </Button>
            <Button size="sm" variant="ghost" disabled={pending} onClick={() => setMode('view')}>
              Annuler
            </Button>
          </>
        )}
      </div>
    </li>
  );
}
