import { describe, expect, it } from 'vitest';
import { APPOINTMENT_REASONS, findReason, preselectedReason } from './reasons';

describe('reasons from the services and the ultrasound guide', () => {
  it('lists the consultations and each exam of the guide', () => {
    expect(APPOINTMENT_REASONS.map((reason) => reason.id)).toEqual([
      'sexologie-medicale',
      'echographie-abdominale',
      'echographie-pelvienne',
      'echographie-thyroidienne',
      'echographie-des-parties-molles',
      'medecine-generale',
      'psychosomatique',
    ]);
  });

  it.each([
    ['echographie-abdominale', 'Venir à jeun depuis 8 heures'],
    ['echographie-pelvienne', 'Boire 1 litre d’eau 1 heure avant l’examen.'],
    ['medecine-generale', 'Arrivez 10 minutes en avance.'],
    ['echographie-thyroidienne', 'Arrivez 10 minutes en avance.'],
  ])('%s carries the guide’s preparation (%s)', (id, text) => {
    expect(findReason(id)!.preparation.join(' ')).toContain(text);
  });

  it('a service page chooses its reason; the ultrasound page lets the patient choose the exam', () => {
    expect(preselectedReason('sexologie-medicale')?.id).toBe('sexologie-medicale');
    expect(preselectedReason('echographie-clinique')).toBeUndefined();
    expect(preselectedReason('inconnu')).toBeUndefined();
  });
});
