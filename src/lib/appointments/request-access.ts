import { canManageBlog, canManageStaff, type StaffPermissionSubject } from '../auth/staff-account';

/**
 * Who sees and handles appointment requests (decision 044): admins always; editors only when
 * 'Cabinet' says so (off by default), since a request carries health data.
 */
export function canHandleRequests(user: StaffPermissionSubject, editorsMayHandle: boolean): boolean {
  return canManageStaff(user) || (editorsMayHandle && canManageBlog(user));
}
