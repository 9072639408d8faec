import { z } from '@/lib/forms/zod';
import { staffEmailSchema, staffNameSchema } from './staff-account';
import { staffPasswordSchema } from './staff-password';

/** The fields the /admin/setup form shows errors beside; a bad token is reported for the whole form. */
export const SETUP_FIELDS = ['email', 'password'] as const;

/** The password is asked once, with « Afficher le mot de passe » to check what was typed. */
export const setupSchema = z.object({
  token: z.string().min(1),
  name: staffNameSchema,
  email: staffEmailSchema,
  password: staffPasswordSchema,
});
