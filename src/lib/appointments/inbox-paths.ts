/** The staff inbox of appointment requests and its calendar files (decision 044). */
export const APPOINTMENT_INBOX_PATH = '/admin/demandes';
export const appointmentIcsPath = (id: string) => `/api/admin/demandes/${id}/ics`;
