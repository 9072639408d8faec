/** An abstract, calm composition (no photo implying a real patient): consulting room light and a heartbeat line. */
export function HeroIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 400 320" role="img" aria-labelledby="hero-illustration-title" className={className}>
      <title id="hero-illustration-title">Illustration : un cabinet calme et lumineux</title>
      <rect x="20" y="20" width="360" height="280" rx="28" fill="#ccfbf1" />
      <circle cx="300" cy="90" r="46" fill="#99f6e4" />
      <rect x="60" y="70" width="150" height="110" rx="14" fill="#ffffff" />
      <path d="M60 125h150" stroke="#5eead4" strokeWidth="3" />
      <path d="M135 70v110" stroke="#5eead4" strokeWidth="3" />
      <rect x="230" y="170" width="110" height="90" rx="14" fill="#ffffff" />
      <path d="M254 215h62M285 184v62" stroke="#0f766e" strokeWidth="14" strokeLinecap="round" />
      <path
        d="M40 240h50l14-30 18 56 20-78 16 52h42"
        fill="none"
        stroke="#0f766e"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
