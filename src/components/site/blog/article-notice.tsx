import { Icon } from '@/components/site/icons';
import { ARTICLE_NOTICE } from '@/content/article-notice';
import { BookingLink } from '../booking-link';
import { EmergencyNumberList } from '../emergency-number-list';

/** After every article body: information is not a consultation; how to book; what to do in an emergency. */
export function ArticleNotice() {
  return (
    <section
      aria-labelledby="avertissement-titre"
      data-testid="article-notice"
      className="mt-12 space-y-4 rounded-xl border bg-secondary/40 p-5 sm:p-6"
    >
      <h2 id="avertissement-titre" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Icon name="info" aria-hidden className="size-5 shrink-0 text-primary" />
        {ARTICLE_NOTICE.title}
      </h2>
      <p className="text-slate-700">{ARTICLE_NOTICE.text}</p>
      {/* The label may wrap: on a 360 px phone it is wider than the notice. */}
      <BookingLink button={{ size: 'wrap' }}>
        <Icon name="calendar-check" aria-hidden />
        {ARTICLE_NOTICE.booking}
      </BookingLink>
      <div role="note" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
        <p className="flex items-center gap-2 font-semibold">
          <Icon name="siren" aria-hidden className="size-5 shrink-0" />
          {ARTICLE_NOTICE.emergencyIntro}
        </p>
        <EmergencyNumberList className="mt-2 grid gap-1 sm:grid-cols-2" />
      </div>
    </section>
  );
}
