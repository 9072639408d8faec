import 'server-only';
import { canHandleRequests } from '@/lib/appointments/request-access';
import { type CurrentStaff, requireStaffWho, requireStaffWhoForRequest } from '@/server/auth/session';
import { readPracticeFacts } from '@/server/practice/practice-settings';

async function mayHandleRequests(staff: CurrentStaff): Promise<boolean> {
  return canHandleRequests(staff, (await readPracticeFacts()).requests.editorsMayHandle);
}

/** Pages and server actions of the requests inbox: an admin, or an editor when 'Cabinet' allows it. */
export function requireRequestHandler(): Promise<CurrentStaff> {
  return requireStaffWho(mayHandleRequests);
}

/** Route handlers of the inbox: 401 without a session, 403 without permission. */
export function requireRequestHandlerForRequest(request: Request): Promise<CurrentStaff | Response> {
  return requireStaffWhoForRequest(request, mayHandleRequests);
}
