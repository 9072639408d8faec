import { z } from '@/lib/forms/zod';
import { staffEmailSchema, staffNameSchema } from './staff-account';
import { staffPasswordSchema } from './staff-password';

/** The fields the /admin/setup form shows errors beside; a bad token is reported for the whole form. */
export const SETUP_FIELDS = ['email', 'password', 'confirmation'] as const;

export const setupSchema = z
  .object({
    token: z.string().min(1),
    name: staffNameSchema,
    email: staffEmailSchema,
    password: staffPasswordSchema,
    confirmation: z.string(),
  })
  .refine((values) => values.password === values.confirmation, {
    path: ['confirmation'],
    error: 'Les deux mots de passe ne correspondent pas.',
  });
