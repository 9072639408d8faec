import { practice } from '@/content/practice';

/** The emergency numbers as tap-to-call links, the same in the contact section and under articles. */
export function EmergencyNumberList({ className }: { className?: string }) {
  return (
    <ul className={className}>
      {practice.emergencyNumbers.map((emergency) => (
        <li key={emergency.number}>
          <a href={`tel:${emergency.number}`} className="emergency-link">
            {emergency.number}
          </a>{' '}
          – {emergency.label}
        </li>
      ))}
    </ul>
  );
}
