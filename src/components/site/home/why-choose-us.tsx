import { Icon } from '@/components/site/icons';

const REASONS = [
  {
    icon: 'heart-handshake',
    title: 'Écoute sans jugement',
    text: 'Un cadre bienveillant pour parler de tout, y compris de sexualité.',
  },
  {
    icon: 'scan-line',
    title: 'Échographie sur place',
    text: 'L’examen complète la consultation sans rendez-vous supplémentaire ailleurs.',
  },
  {
    icon: 'calendar-clock',
    title: 'Horaires respectés',
    text: 'Des consultations sur rendez-vous pour limiter l’attente.',
  },
  {
    icon: 'message-circle',
    title: 'Rendez-vous par message',
    text: 'Un message suffit pour demander un créneau, en toute discrétion.',
  },
] as const;

/** The why-choose-us band between the services and the testimonials. */
export function WhyChooseUs() {
  return (
    <section aria-labelledby="pourquoi-titre" className="bg-primary py-14 text-primary-foreground render-when-near">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="pourquoi-titre" className="text-center text-3xl font-semibold tracking-tight">
          Pourquoi choisir notre cabinet ?
        </h2>
        <ul className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {REASONS.map(({ icon, title, text }) => (
            <li key={title} className="text-center">
              <Icon name={icon} aria-hidden className="mx-auto size-9" />
              <h3 className="mt-3 text-lg font-semibold">{title}</h3>
              <p className="mt-1 text-teal-50">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
