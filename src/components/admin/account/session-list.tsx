'use client';

import { callAction } from '@/components/admin/call-action';
import { useAction } from '@/components/admin/use-action';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { ActionResult } from '@/lib/actions/action-result';

type SessionRow = { id: string; device: string; address: string | null; lastUsed: string; current: boolean };

type Props = {
  sessions: SessionRow[];
  endSession: (sessionId: string) => Promise<ActionResult>;
  endOthers: () => Promise<ActionResult>;
};

/** 'Mon compte': where the member is signed in, and the doors to close the other devices. */
export function SessionList({ sessions, endSession, endOthers }: Props) {
  const { pending, run } = useAction('Sessions mises à jour');
  const others = sessions.filter((session) => !session.current).length;

  return (
    <section aria-labelledby="sessions-title" className="max-w-xl space-y-4 rounded-lg border bg-card p-4">
      <div className="space-y-1">
        <h2 id="sessions-title" className="text-lg font-semibold">
          Appareils connectés
        </h2>
        <p className="text-sm text-muted-foreground">
          Les navigateurs où votre compte est ouvert. Déconnectez ceux que vous ne reconnaissez pas.
        </p>
      </div>
      <ul className="divide-y" aria-label="Sessions ouvertes">
        {sessions.map((session) => (
          <li key={session.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <div className="text-sm">
              <p className="font-medium">
                {session.device} {session.current ? <Badge variant="outline">Cet appareil</Badge> : null}
              </p>
              <p className="text-muted-foreground">
                {session.address ? `Adresse ${session.address}` : 'Adresse inconnue'} · Dernière utilisation :{' '}
                {session.lastUsed}
              </p>
            </div>
            {session.current ? null : (
              <Button
                type="button"
                size="sm"
                variant="outline"
                disabled={pending}
                onClick={() => run(callAction(endSession(session.id)))}
              >
                Déconnecter
              </Button>
            )}
          </li>
        ))}
      </ul>
      <Button
        type="button"
        variant="outline"
        disabled={pending || others === 0}
        onClick={() => run(callAction(endOthers()))}
      >
        Déconnecter les autres appareils
      </Button>
    </section>
  );
}
