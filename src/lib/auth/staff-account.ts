import { z } from '@/lib/forms/zod';

/** Shared by the admin CLI, the first-admin setup form and the staff pages. */
export const STAFF_ROLES = ['admin', 'editor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 128;

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  admin: 'Administrateur',
  editor: 'Rédacteur',
};

export const staffEmailSchema = z
  .string({ error: 'L’adresse email est obligatoire.' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Adresse email invalide.' }));

export const staffRoleSchema = z.enum(STAFF_ROLES, { error: 'Rôle inconnu : admin ou editor.' });

export const staffNameSchema = z.string().trim().max(100, { error: 'Le nom ne doit pas dépasser 100 caractères.' });

/** The invitation form of the staff page, checked by its action; errors are shown beside each field. */
export const INVITE_FIELDS = ['email', 'name', 'role'] as const;
export const inviteStaffSchema = z.object({ email: staffEmailSchema, name: staffNameSchema, role: staffRoleSchema });

/** A display name when none is given: the part of the email before the @. */
export function defaultStaffName(email: string): string {
  return email.split('@')[0] || email;
}

export type StaffPermissionSubject = { role?: unknown; disabled?: unknown } | null | undefined;

/** Spec section 6: an active admin or editor may manage the blog; anything odd means no. */
export function canManageBlog(user: StaffPermissionSubject): boolean {
  try {
    return !!user && user.disabled !== true && user.disabled !== 1 && (user.role === 'admin' || user.role === 'editor');
  } catch {
    return false;
  }
}

/** Staff accounts are managed by active admins only. */
export function canManageStaff(user: StaffPermissionSubject): boolean {
  try {
    return canManageBlog(user) && user?.role === 'admin';
  } catch {
    return false;
  }
}
