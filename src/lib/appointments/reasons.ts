import { CONSULTATION_GUIDE, ULTRASOUND_GUIDE } from '@/content/guides';
import { SERVICE_CATALOG, type ServiceSlug } from '@/content/service-catalog';
import { slugify } from '../text/slugify';

/**
 * The reasons a patient may give (decision 044), built from the services and the ultrasound
 * guide's exams so a new exam in the guide is a new reason: the clinical ultrasound service is
 * asked for by its exam, each with the guide's own preparation.
 */
export type AppointmentReason = {
  id: string;
  label: string;
  service: ServiceSlug;
  /** What the patient reads on the confirmation and staff send in the WhatsApp confirmation. */
  preparation: string[];
};

const ULTRASOUND: ServiceSlug = 'echographie-clinique';
const ARRIVE_EARLY = ULTRASOUND_GUIDE.generalTips.items[0]!;
const consultationPreparation = [
  CONSULTATION_GUIDE.steps.find((step) => step.title === 'Rassembler vos documents')!.text,
  ARRIVE_EARLY,
];

export const APPOINTMENT_REASONS: readonly AppointmentReason[] = SERVICE_CATALOG.flatMap(
  (service): AppointmentReason[] =>
    service.slug === ULTRASOUND
      ? ULTRASOUND_GUIDE.exams.map((exam) => ({
          id: slugify(exam.title),
          label: exam.title,
          service: service.slug,
          preparation: [...exam.preparation, ARRIVE_EARLY],
        }))
      : [{ id: service.slug, label: service.name, service: service.slug, preparation: consultationPreparation }],
);

export function findReason(id: string): AppointmentReason | undefined {
  return APPOINTMENT_REASONS.find((reason) => reason.id === id);
}

/** The reason a service page's link chooses: its only reason; the ultrasound page lets the patient pick the exam. */
export function preselectedReason(service: string | undefined): AppointmentReason | undefined {
  const reasons = APPOINTMENT_REASONS.filter((reason) => reason.service === service);
  return reasons.length === 1 ? reasons[0] : undefined;
}

/** First visit or follow-up. */
export const VISIT_KINDS = [
  { code: 'premiere', label: 'Première consultation' },
  { code: 'suivi', label: 'Consultation de suivi' },
] as const;
export type VisitKind = (typeof VISIT_KINDS)[number]['code'];

/** How the patient wants to be answered. */
export const REPLY_CHANNELS = [
  { code: 'whatsapp', label: 'Me répondre par WhatsApp' },
  { code: 'appel', label: 'Me répondre par appel' },
] as const;
export type ReplyChannel = (typeof REPLY_CHANNELS)[number]['code'];
