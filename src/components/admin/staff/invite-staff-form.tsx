'use client';

import { useState, useTransition } from 'react';
import { callAction } from '@/components/admin/call-action';
import { onSubmitted, toastResult } from '@/components/admin/use-action';
import { useFormValues } from '@/components/admin/use-form-values';
import { Button } from '@/components/ui/button';
import { FormField, InputField, errorProps } from '@/components/admin/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { STAFF_ROLES, STAFF_ROLE_LABELS, staffRoleSchema, type StaffRole } from '@/lib/auth/staff-account';
import { hasFieldErrors, type ActionResult, type FieldErrors } from '@/lib/actions/action-result';

type Props = { invite: (values: { email: string; name: string; role: StaffRole }) => Promise<ActionResult> };

/** Adds a staff member; they receive a mail with a link to choose their password. */
export function InviteStaffForm({ invite }: Props) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, startTransition] = useTransition();
  const { values, setValues, set, bind } = useFormValues<{ email: string; name: string; role: StaffRole }>(
    { email: '', name: '', role: 'editor' },
    errors,
  );

  const submit = onSubmitted(() => {
    if (!values.email) return;
    startTransition(async () => {
      const result = await callAction(invite(values));
      setErrors(result.ok ? {} : result.fieldErrors);
      // Errors beside their fields say it all: no toast then.
      if (!result.ok && hasFieldErrors(result)) return;
      if (toastResult(result, 'Membre ajouté')) setValues((current) => ({ ...current, email: '', name: '' }));
    });
  });

  return (
    <form
      onSubmit={submit}
      className="grid gap-4 rounded-lg border bg-card p-4 sm:grid-cols-[2fr_2fr_1fr_auto] sm:items-start"
    >
      <FormField id="invite-email" label="Email" error={errors.email}>
        <Input
          id="invite-email"
          type="email"
          required
          value={values.email}
          onChange={(event) => set('email', event.target.value)}
          {...errorProps('invite-email', errors.email)}
        />
      </FormField>
      <InputField id="invite-name" label="Nom" {...bind('name')} />
      <FormField id="invite-role" label="Rôle" error={errors.role}>
        <NativeSelect
          id="invite-role"
          value={values.role}
          onChange={(event) => {
            const chosen = staffRoleSchema.safeParse(event.target.value);
            if (chosen.success) set('role', chosen.data);
          }}
          {...errorProps('invite-role', errors.role)}
          options={STAFF_ROLES.map((value) => ({ value, label: STAFF_ROLE_LABELS[value] }))}
        />
      </FormField>
      <Button type="submit" className="sm:mt-[1.375rem]" disabled={pending || !values.email}>
        {pending ? 'Envoi en cours...' : 'Inviter'}
      </Button>
    </form>
  );
}
