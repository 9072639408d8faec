import 'server-only';
import { redirect } from 'next/navigation';
import { canHandleRequests } from '@/lib/appointments/request-access';
import { TWO_FACTOR_SETUP_NEEDED, TWO_FACTOR_SETUP_PATH } from '@/lib/auth/two-factor';
import { ACCESS_REFUSED_PATH, getCurrentStaff, requireStaff, type CurrentStaff } from '@/server/auth/session';
import { mustSetUpTwoFactor } from '@/server/auth/two-factor-policy';
import { readPracticeFacts } from '@/server/practice/practice-settings';
import { NO_STORE_HEADERS } from '@/lib/http/no-store';

async function editorsMayHandle(): Promise<boolean> {
  return (await readPracticeFacts()).requests.editorsMayHandle;
}

/** Pages and server actions of the requests inbox: an admin, or an editor when 'Cabinet' allows it. */
export async function requireRequestHandler(): Promise<CurrentStaff> {
  const staff = await requireStaff();
  if (!canHandleRequests(staff, await editorsMayHandle())) redirect(ACCESS_REFUSED_PATH);
  if (await mustSetUpTwoFactor(staff)) redirect(TWO_FACTOR_SETUP_PATH);
  return staff;
}

/** Route handlers of the inbox: 401 without a session, 403 without permission. */
export async function requireRequestHandlerForRequest(request: Request): Promise<CurrentStaff | Response> {
  const staff = await getCurrentStaff(request.headers);
  if (!staff) return Response.json({ error: 'Connexion requise.' }, { status: 401, headers: NO_STORE_HEADERS });
  if (!canHandleRequests(staff, await editorsMayHandle()))
    return Response.json({ error: 'Accès refusé.' }, { status: 403, headers: NO_STORE_HEADERS });
  if (await mustSetUpTwoFactor(staff))
    return Response.json({ error: TWO_FACTOR_SETUP_NEEDED }, { status: 403, headers: NO_STORE_HEADERS });
  return staff;
}
