'use client';

import { buttonVariants, type ButtonStyle } from '@/components/ui/button-variants';
import { buildChatLink } from '@/lib/booking-message';
import { openExternal } from './open-external';
import { usePractice } from './practice-context';

const chatFailure = (display: string) => ({
  message: `Impossible d'ouvrir WhatsApp automatiquement. Le numéro du cabinet (${display}) a été copié dans le presse-papiers : envoyez-nous votre demande de rendez-vous.`,
  clipboardText: display,
});

type BookingLinkProps = Omit<React.ComponentProps<'a'>, 'href' | 'target' | 'onClick'> & {
  serviceName?: string;
  text?: string;
  /** Styled as this button, className adding to it. */
  button?: ButtonStyle;
};

/**
 * 'Prendre RDV' as a real link to the chat (it works without JavaScript); with JavaScript the
 * click goes through openExternal for the blocked-window fallback and the failure alert. During a
 * closure the message names the reopening date.
 */
export function BookingLink({ serviceName, text, button, className, children, ...props }: BookingLinkProps) {
  const { chat, reopeningDay } = usePractice();
  const href = buildChatLink(chat.digits, { serviceName, text, reopeningDay });
  return (
    <a
      {...props}
      className={button ? buttonVariants({ ...button, className }) : className}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      data-booking-link=""
      onClick={(event) => {
        event.preventDefault();
        openExternal(href, chatFailure(chat.display));
      }}
    >
      {children}
    </a>
  );
}
