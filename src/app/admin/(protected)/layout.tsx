import { AdminSidebar } from '@/components/admin/layout/admin-sidebar';
import { PlaceholderNotice } from '@/components/admin/practice/placeholder-notice';
import { remainingDemoAuthors, remainingPlaceholders } from '@/lib/practice/placeholders';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { REQUEST_PATH_HEADER } from '@/lib/auth/auth-cookie';
import { backOfficePageRefused } from '@/lib/auth/back-office-pages';
import { canManageStaff } from '@/lib/auth/staff-account';
import { canHandleRequests } from '@/lib/appointments/request-access';
import { countOpenRequests } from '@/server/appointments/appointment-requests';
import { ACCESS_REFUSED_PATH, requireBlogManager } from '@/server/auth/session';
import { listAuthors } from '@/server/blog/taxonomy';
import { readPracticeFacts } from '@/server/practice/practice-settings';
import { countPendingQuestionsForStaff } from '@/server/questions/staff-questions';

/**
 * The back-office shell. The guard here keeps the sidebar from anyone without permission, and
 * refuses a page the member may not open with an HTTP redirect (its own guard would answer behind
 * the loading screen: a 200 with a meta refresh); every page, action and route handler still
 * checks for itself (a layout does not re-run on every navigation).
 */
export default async function ProtectedAdminLayout({ children }: { children: React.ReactNode }) {
  const staff = await requireBlogManager();
  const [facts, authors, pendingQuestions] = await Promise.all([
    readPracticeFacts(),
    listAuthors(),
    countPendingQuestionsForStaff(),
  ]);
  const placeholders = remainingPlaceholders(facts);
  const handlesRequests = canHandleRequests(staff, facts.requests.editorsMayHandle);
  const requested = (await headers()).get(REQUEST_PATH_HEADER) ?? '';
  if (backOfficePageRefused(requested, { isAdmin: canManageStaff(staff), handlesRequests }))
    redirect(ACCESS_REFUSED_PATH);
  const openRequests = handlesRequests ? await countOpenRequests() : null;
  return (
    <div className="flex min-h-screen flex-col bg-muted/30 md:flex-row">
      <AdminSidebar
        staffId={staff.id}
        staffName={staff.name}
        staffEmail={staff.email}
        isAdmin={canManageStaff(staff)}
        openRequests={openRequests}
        pendingQuestions={pendingQuestions}
      />
      <main className="min-w-0 flex-1 p-4 md:p-8">
        <PlaceholderNotice
          placeholders={placeholders}
          demoAuthors={remainingDemoAuthors(authors)}
          isAdmin={canManageStaff(staff)}
        />
        {children}
      </main>
    </div>
  );
}
