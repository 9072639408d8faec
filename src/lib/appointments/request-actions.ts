import { z } from '@/lib/forms/zod';
import { isCalendarDay } from '../practice/practice-days';
import { REQUEST_STATES } from './request-states';
import { TIME_PATTERN } from './staff-confirmation';

export const stateChangeSchema = z.object({
  id: z.uuid(),
  state: z.enum(REQUEST_STATES.map((state) => state.code) as [string, ...string[]]),
});

/** The date and time staff typed for the appointment, Casablanca wall time. */
export const appointmentSchema = z.object({
  id: z.uuid(),
  day: z.string().refine(isCalendarDay, 'Indiquez la date du rendez-vous.'),
  time: z.string().regex(TIME_PATTERN, 'Indiquez l’heure au format HH:MM.'),
});

/** The requests ticked in the inbox's page for « Archiver la sélection » (one page holds 25). */
export const archiveSelectionSchema = z.object({
  ids: z.array(z.uuid()).min(1, 'Cochez au moins une demande.').max(100),
});

/** « Archiver les demandes reçues du … au … »: two Casablanca days, the first one not after the last. */
export const archiveRangeSchema = z
  .object({
    receivedFrom: z.string().refine(isCalendarDay, 'Indiquez le premier jour.'),
    receivedTo: z.string().refine(isCalendarDay, 'Indiquez le dernier jour.'),
  })
  .refine((range) => range.receivedFrom <= range.receivedTo, {
    message: 'Le dernier jour doit suivre le premier.',
    path: ['receivedTo'],
  });
