import { Icon } from '@/components/site/icons';
import { buttonVariants, type ButtonStyle } from '@/components/ui/button-variants';
import type { ServiceSlug } from '@/content/service-catalog';
import { appointmentRequestPath } from '@/lib/site/site-paths';

/**
 * The second choice beside every « Prendre RDV » chat link (decision 044): the request form, with
 * the service page's reason chosen. The chat link itself keeps the specification's behaviour.
 */
export function RequestLink({
  service,
  button = { variant: 'outline' },
  className,
  labelClassName,
}: {
  service?: ServiceSlug;
  button?: ButtonStyle;
  className?: string;
  /** Where space is short (the desktop header), the words are for screen readers only. */
  labelClassName?: string;
}) {
  return (
    <a href={appointmentRequestPath(service)} className={buttonVariants({ ...button, className })}>
      <Icon name="clipboard-list" aria-hidden />
      <span className={labelClassName}>Demander en ligne</span>
    </a>
  );
}
