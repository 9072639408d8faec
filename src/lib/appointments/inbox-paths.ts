/** The staff inbox of appointment requests and its calendar files (decision 044). */
export const APPOINTMENT_INBOX_PATH = '/admin/demandes';
export const appointmentIcsPath = (id: string) => `${APPOINTMENT_INBOX_PATH}/${id}/rendez-vous.ics`;
