'use client';

import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { FormField, errorProps } from '@/components/admin/form-field';
import { Input } from '@/components/ui/input';

type Props = { id: string; label: string; error?: string } & Omit<React.ComponentProps<typeof Input>, 'id' | 'type'>;

/**
 * A labelled password field with the show/hide toggle of the login page: one button, pressed while
 * shown; its French error below it, as in every FormField.
 */
export function PasswordField({ id, label, error, ...props }: Props) {
  const [visible, setVisible] = useState(false);
  return (
    <FormField id={id} label={label} error={error}>
      <div className="relative">
        <Input {...props} id={id} type={visible ? 'text' : 'password'} className="pr-11" {...errorProps(id, error)} />
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          // One name, its state in aria-pressed: a screen reader says « Afficher le mot de passe, activé ».
          aria-label="Afficher le mot de passe"
          aria-pressed={visible}
          className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40"
        >
          {visible ? <EyeOff aria-hidden className="size-4" /> : <Eye aria-hidden className="size-4" />}
        </button>
      </div>
    </FormField>
  );
}

/** The account's email of the sign-in, reset and first-admin forms, which browsers fill in as its name. */
export function AccountEmailField({ id, error, ...props }: Omit<Props, 'label'>) {
  return (
    <FormField id={id} label="Email" error={error}>
      <Input id={id} name="email" type="email" autoComplete="username" required {...props} {...errorProps(id, error)} />
    </FormField>
  );
}
