/** A drawn street plan in place of an embedded map: nothing third-party loads until the visitor asks. */
export function MapPlaceholder({ district, className }: { district: string; className?: string }) {
  return (
    <svg viewBox="0 0 600 320" role="img" aria-labelledby="plan-titre" className={className}>
      <title id="plan-titre">{`Plan schématique : le cabinet à ${district}, Casablanca`}</title>
      <rect width="600" height="320" fill="#f1f5f9" />
      <path d="M0 210 600 150M180 0l60 320M420 0l-40 320" stroke="#ffffff" strokeWidth="26" />
      <path d="M0 90h600M0 270 600 250" stroke="#ffffff" strokeWidth="12" />
      <rect x="40" y="20" width="110" height="50" rx="6" fill="#dcfce7" />
      <rect x="460" y="190" width="120" height="50" rx="6" fill="#dcfce7" />
      <g transform="translate(300 150)">
        <circle r="34" fill="#0f766e" opacity="0.15" />
        <path d="M0 14c-10-12-18-20-18-30a18 18 0 0 1 36 0c0 10-8 18-18 30Z" fill="#0f766e" />
        <circle cy="-16" r="7" fill="#ffffff" />
      </g>
      <rect x="228" y="196" width="144" height="32" rx="16" fill="#ffffff" />
      <text x="300" y="218" textAnchor="middle" fontSize="16" fontWeight="600" fill="#134e4a">
        {district}
      </text>
    </svg>
  );
}
