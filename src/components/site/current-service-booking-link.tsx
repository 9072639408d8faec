'use client';

import { usePathname } from 'next/navigation';
import { serviceForPath } from '@/content/service-catalog';
import { BookingLink } from './booking-link';

/** A booking link that names the service when it sits on one of the four service pages. */
export function CurrentServiceBookingLink(props: Omit<React.ComponentProps<typeof BookingLink>, 'serviceName' | 'text'>) {
  const pathname = usePathname();
  return <BookingLink serviceName={serviceForPath(pathname)?.name} {...props} />;
}
