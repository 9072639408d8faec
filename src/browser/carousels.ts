import type { EmblaCarouselType } from 'embla-carousel';
import type { AutoplayType } from 'embla-carousel-autoplay';

// Embla takes over this far ahead of the screen, so the carousel is ready by the time it is seen.
const TAKE_OVER_MARGIN = '400px';
// Spec section 9: the recommended articles every 4000 ms, the testimonials every 5000 ms.
const AUTOPLAY_DELAY_MS = { recommended: 4000, testimonials: 5000 } as const;
const TOGGLE_LABEL = { playing: 'Mettre en pause le défilement', paused: 'Reprendre le défilement' } as const;

type CarouselKind = keyof typeof AUTOPLAY_DELAY_MS;
type Carousel = { root: HTMLElement; embla: EmblaCarouselType; autoplay: AutoplayType; motionAllowed: boolean };

const button = (root: HTMLElement, name: string) =>
  root.querySelector<HTMLButtonElement>(`button[data-carousel-${name}]`);

/** The previous and next buttons: `stop` first, then Embla steps (at once when `jump`). */
function stepButtons(root: HTMLElement, embla: EmblaCarouselType, stop: () => void, jump?: boolean): void {
  button(root, 'prev')?.addEventListener('click', () => {
    stop();
    embla.scrollPrev(jump);
  });
  button(root, 'next')?.addEventListener('click', () => {
    stop();
    embla.scrollNext(jump);
  });
}

/**
 * Recommended articles: loop, autoplay, paused while hovered, stopped for good by any
 * interaction; under reduced motion no autoplay and the buttons jump instead of sliding.
 */
function driveRecommended({ root, embla, autoplay, motionAllowed }: Carousel): void {
  let interacted = false;
  const stopForGood = () => {
    interacted = true;
    autoplay.stop();
  };
  embla.on('pointerDown', stopForGood).on('slideFocusStart', stopForGood);
  root.addEventListener('mouseenter', () => autoplay.stop());
  root.addEventListener('mouseleave', () => {
    if (motionAllowed && !interacted) autoplay.play();
  });
  stepButtons(root, embla, stopForGood, !motionAllowed);
  if (motionAllowed) autoplay.play();
}

/** Testimonials: loop, autoplay that the visitor can pause and resume, stopped by stepping. */
function driveTestimonials({ root, embla, autoplay, motionAllowed }: Carousel): void {
  let stoppedByVisitor = false;
  const toggle = button(root, 'toggle');
  const showPlaying = (playing: boolean) => {
    if (!toggle) return;
    toggle.dataset.playing = String(playing);
    const label = toggle.querySelector('[data-carousel-toggle-label]');
    if (label) label.textContent = playing ? TOGGLE_LABEL.playing : TOGGLE_LABEL.paused;
  };
  const pause = () => {
    stoppedByVisitor = true;
    autoplay.stop();
  };
  // Embla re-creates its plugins when the layout changes (reInit): play again unless told not to.
  const resume = () => {
    if (motionAllowed && !stoppedByVisitor) autoplay.play();
  };
  // The plugin emits these before updating isPlaying(): take the state from the event itself.
  embla
    .on('autoplay:play', () => showPlaying(true))
    .on('autoplay:stop', () => showPlaying(false))
    .on('reInit', resume)
    .on('pointerDown', () => {
      stoppedByVisitor = true;
    });
  toggle?.addEventListener('click', () => {
    if (toggle.dataset.playing === 'true') return pause();
    stoppedByVisitor = false;
    autoplay.play();
  });
  stepButtons(root, embla, pause);
  resume();
}

const DRIVERS: Record<CarouselKind, (carousel: Carousel) => void> = {
  recommended: driveRecommended,
  testimonials: driveTestimonials,
};

async function start(root: HTMLElement, viewport: HTMLElement, kind: CarouselKind): Promise<void> {
  const [{ default: EmblaCarousel }, { default: Autoplay }] = await Promise.all([
    import('embla-carousel'),
    import('embla-carousel-autoplay'),
  ]);
  // Started by hand, so that reduced motion and a visitor's stop survive Embla's reInit.
  const autoplay = Autoplay({ delay: AUTOPLAY_DELAY_MS[kind], playOnInit: false, stopOnInteraction: true });
  viewport.scrollLeft = 0;
  viewport.classList.remove('snap-x', 'snap-mandatory', 'overflow-x-auto');
  viewport.classList.add('overflow-hidden');
  viewport.removeAttribute('tabindex');
  const embla = EmblaCarousel(viewport, { loop: true, align: 'start' }, [autoplay]);
  for (const control of root.querySelectorAll<HTMLButtonElement>(
    'button[disabled][data-carousel-prev], button[disabled][data-carousel-next]',
  ))
    control.disabled = false;
  root.querySelector<HTMLElement>('[data-carousel-controls]')?.removeAttribute('hidden');
  const motionAllowed = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  DRIVERS[kind]({ root, embla, autoplay, motionAllowed });
}

/**
 * The carousels: until Embla is ready (or without JavaScript) their row scrolls sideways with
 * snap points. Embla is downloaded and started only when a carousel comes near the screen: it
 * measures every slide, which would compete with the first paint on slow phones, and a visitor
 * who never scrolls that far never pays for it.
 */
export function enhanceCarousels(root: Document): void {
  for (const carousel of root.querySelectorAll<HTMLElement>('[data-carousel]')) {
    const kind = carousel.dataset.carousel;
    const viewport = carousel.querySelector<HTMLElement>('[data-carousel-viewport]');
    if (!viewport || (kind !== 'recommended' && kind !== 'testimonials')) continue;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        // Embla's chunks unreachable (a lost connection): the row keeps scrolling natively.
        start(carousel, viewport, kind).catch(() => undefined);
      },
      { rootMargin: TAKE_OVER_MARGIN },
    );
    observer.observe(viewport);
  }
}
