import type { Metadata } from 'next';
import { ChangePasswordForm } from '@/components/admin/staff/change-password-form';
import { STAFF_ROLE_LABELS } from '@/lib/staff-account';
import { requireBlogManager } from '@/server/auth/session';

export const metadata: Metadata = { title: 'Mon compte' };

export default async function AccountPage() {
  const staff = await requireBlogManager();
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">Mon compte</h1>
        <p className="text-sm text-muted-foreground">
          {staff.name} · {staff.email} · {STAFF_ROLE_LABELS[staff.role]}
        </p>
      </div>
      <ChangePasswordForm />
    </div>
  );
}
