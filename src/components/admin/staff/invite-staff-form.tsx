'use client';

import { useState, useTransition } from 'react';
import { toast } from 'sonner';
import { inviteStaffAction } from '@/app/admin/(protected)/staff/actions';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { STAFF_ROLES, STAFF_ROLE_LABELS, type StaffRole } from '@/lib/staff-account';

/** Adds a staff member; they receive a mail with a link to choose their password. */
export function InviteStaffForm() {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<StaffRole>('editor');
  const [pending, startTransition] = useTransition();

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email) return;
    startTransition(async () => {
      const result = await inviteStaffAction({ email, name, role });
      if (!result.ok) return void toast.error('Erreur', { description: result.error });
      toast.success('Membre ajouté', { description: result.message });
      setEmail('');
      setName('');
    });
  }

  return (
    <form onSubmit={submit} className="grid gap-4 rounded-lg border bg-card p-4 sm:grid-cols-[2fr_2fr_1fr_auto] sm:items-end">
      <div className="space-y-2">
        <Label htmlFor="invite-email">Email</Label>
        <Input id="invite-email" type="email" required value={email} onChange={(event) => setEmail(event.target.value)} />
      </div>
      <div className="space-y-2">
        <Label htmlFor="invite-name">Nom</Label>
        <Input id="invite-name" value={name} onChange={(event) => setName(event.target.value)} />
      </div>
      <div className="space-y-2">
        <Label htmlFor="invite-role">Rôle</Label>
        <NativeSelect id="invite-role" value={role} onChange={(event) => setRole(event.target.value as StaffRole)}>
          {STAFF_ROLES.map((value) => (
            <option key={value} value={value}>
              {STAFF_ROLE_LABELS[value]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button type="submit" disabled={pending || !email}>
        {pending ? 'Envoi en cours...' : 'Inviter'}
      </Button>
    </form>
  );
}
