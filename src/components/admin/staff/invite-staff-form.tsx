'use client';

import { useState, useTransition } from 'react';
import { toast } from 'sonner';
import { callAction } from '@/components/admin/call-action';
import { Button } from '@/components/ui/button';
import { FormField, InputField, errorProps } from '@/components/admin/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { STAFF_ROLES, STAFF_ROLE_LABELS, staffRoleSchema, type StaffRole } from '@/lib/auth/staff-account';
import { hasFieldErrors, type ActionResult, type FieldErrors } from '@/lib/actions/action-result';

type Props = { invite: (values: { email: string; name: string; role: StaffRole }) => Promise<ActionResult> };

/** Adds a staff member; they receive a mail with a link to choose their password. */
export function InviteStaffForm({ invite }: Props) {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<StaffRole>('editor');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, startTransition] = useTransition();

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email) return;
    startTransition(async () => {
      const result = await callAction(invite({ email, name, role }));
      setErrors(result.ok ? {} : result.fieldErrors);
      if (!result.ok && hasFieldErrors(result)) return;
      if (!result.ok) return void toast.error('Erreur', { description: result.message });
      toast.success('Membre ajouté', { description: result.message });
      setEmail('');
      setName('');
    });
  }

  return (
    <form
      onSubmit={submit}
      className="grid gap-4 rounded-lg border bg-card p-4 sm:grid-cols-[2fr_2fr_1fr_auto] sm:items-start"
    >
      <InputField
        id="invite-email"
        label="Email"
        error={errors.email}
        type="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <InputField
        id="invite-name"
        label="Nom"
        error={errors.name}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <FormField id="invite-role" label="Rôle" error={errors.role}>
        <NativeSelect
          id="invite-role"
          value={role}
          onChange={(event) => {
            const chosen = staffRoleSchema.safeParse(event.target.value);
            if (chosen.success) setRole(chosen.data);
          }}
          {...errorProps('invite-role', errors.role)}
        >
          {STAFF_ROLES.map((value) => (
            <option key={value} value={value}>
              {STAFF_ROLE_LABELS[value]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <Button type="submit" className="sm:mt-[1.375rem]" disabled={pending || !email}>
        {pending ? 'Envoi en cours...' : 'Inviter'}
      </Button>
    </form>
  );
}
