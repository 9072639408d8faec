import { describe, expect, it } from 'vitest';
import { canManageBlog, canManageStaff, defaultStaffName, staffEmailSchema, staffRoleSchema } from './staff-account';
import { staffPasswordSchema } from './staff-password';

describe('canManageBlog / canManageStaff', () => {
  it.each([
    { user: { role: 'admin', disabled: false }, blog: true, staff: true },
    { user: { role: 'editor', disabled: false }, blog: true, staff: false },
    { user: { role: 'editor', disabled: 0 }, blog: true, staff: false },
    { user: { role: 'admin', disabled: true }, blog: false, staff: false },
    { user: { role: 'admin', disabled: 1 }, blog: false, staff: false },
    { user: { role: 'viewer', disabled: false }, blog: false, staff: false },
    { user: { role: undefined }, blog: false, staff: false },
    { user: null, blog: false, staff: false },
    { user: undefined, blog: false, staff: false },
  ])('$user → blog $blog, staff $staff', ({ user, blog, staff }) => {
    expect(canManageBlog(user)).toBe(blog);
    expect(canManageStaff(user)).toBe(staff);
  });

  it('answers false when reading the user fails', () => {
    const broken = Object.defineProperty({}, 'role', {
      get() {
        throw new Error('broken row');
      },
    });
    expect(canManageBlog(broken)).toBe(false);
    expect(canManageStaff(broken)).toBe(false);
  });
});

describe('staff account fields', () => {
  it('normalises emails and refuses malformed ones', () => {
    expect(staffEmailSchema.parse('  Dr.Alami@Example.MA ')).toBe('dr.alami@example.ma');
    expect(staffEmailSchema.safeParse('pas-un-email').success).toBe(false);
  });

  it('needs passwords of 10 characters at least', () => {
    expect(staffPasswordSchema.safeParse('123456789').error?.issues[0]?.message).toBe(
      'Le mot de passe doit contenir au moins 10 caractères.',
    );
    // Ten characters that are not a common password (decision 032 refuses « 1234567890 »).
    expect(staffPasswordSchema.safeParse('k7#Rq2!vLp').success).toBe(true);
  });

  it('knows two roles', () => {
    expect(staffRoleSchema.safeParse('admin').success).toBe(true);
    expect(staffRoleSchema.safeParse('editor').success).toBe(true);
    expect(staffRoleSchema.safeParse('root').success).toBe(false);
  });

  it('names a staff member after the email when no name is given', () => {
    expect(defaultStaffName('secretariat@cabinet.ma')).toBe('secretariat');
  });
});
