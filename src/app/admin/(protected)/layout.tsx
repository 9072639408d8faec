import { AdminSidebar } from '@/components/admin/layout/admin-sidebar';
import { canManageStaff } from '@/lib/staff-account';
import { requireBlogManager } from '@/server/auth/session';

/**
 * The back-office shell. The guard here keeps the sidebar from anyone without permission; every
 * page, action and route handler still checks for itself (a layout does not re-run on every
 * navigation).
 */
export default async function ProtectedAdminLayout({ children }: { children: React.ReactNode }) {
  const staff = await requireBlogManager();
  return (
    <div className="flex min-h-screen flex-col bg-muted/30 md:flex-row">
      <AdminSidebar staffName={staff.name} staffEmail={staff.email} isAdmin={canManageStaff(staff)} />
      <main className="min-w-0 flex-1 p-4 md:p-8">{children}</main>
    </div>
  );
}
