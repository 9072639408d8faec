import { Icon } from '@/components/site/icons';
import { HomeSection } from './home-section';

const FEATURES = [
  {
    icon: 'award',
    title: 'Plus de 40 ans d’expérience',
    text: 'Une longue pratique de la médecine, au contact de patients de tous âges et de tous horizons.',
  },
  {
    icon: 'scale',
    title: 'Expert assermenté',
    text: 'Médecin expert assermenté près les tribunaux : rigueur et objectivité dans chaque avis.',
  },
  {
    icon: 'graduation-cap',
    title: 'Diplômé en échographie',
    text: 'Diplôme d’échographie d’une faculté de médecine française ; examens réalisés au cabinet.',
  },
  {
    icon: 'lock',
    title: 'Confidentialité',
    text: 'Consultations uniquement sur rendez-vous, dans le respect strict du secret médical.',
  },
] as const;

export function AboutSection() {
  return (
    <HomeSection
      id="apropos"
      eyebrow="À propos"
      title="Une médecine d’écoute et d’expérience"
      intro="Le cabinet accueille les adultes et les couples pour des consultations attentives, où chaque question trouve sa place, même les plus intimes."
    >
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {FEATURES.map(({ icon, title, text }) => (
          <li key={title} className="rounded-xl border bg-card p-6 shadow-sm">
            <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-primary">
              <Icon name={icon} aria-hidden className="size-6" />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
            <p className="mt-2 text-muted-foreground">{text}</p>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
