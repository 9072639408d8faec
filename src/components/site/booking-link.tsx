'use client';

import { practice } from '@/content/practice';
import { buildChatLink } from '@/lib/booking-message';
import { openExternal } from './open-external';

const CHAT_FAILURE = {
  message: `Impossible d'ouvrir WhatsApp automatiquement. Le numéro du cabinet (${practice.chat.display}) a été copié dans le presse-papiers : envoyez-nous votre demande de rendez-vous.`,
  clipboardText: practice.chat.display,
};

type BookingLinkProps = Omit<React.ComponentProps<'a'>, 'href' | 'target' | 'onClick'> & {
  serviceName?: string;
  text?: string;
};

/**
 * 'Prendre RDV' as a real link to the chat (it works without JavaScript); with JavaScript the
 * click goes through openExternal for the blocked-window fallback and the failure alert.
 */
export function BookingLink({ serviceName, text, children, ...props }: BookingLinkProps) {
  const href = buildChatLink(practice.chat.number, { serviceName, text });
  return (
    <a
      {...props}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      data-booking-link=""
      onClick={(event) => {
        event.preventDefault();
        openExternal(href, CHAT_FAILURE);
      }}
    >
      {children}
    </a>
  );
}
