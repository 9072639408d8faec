import { buttonVariants, type ButtonStyle } from '@/components/ui/button-variants';
import { buildChatLink } from '@/lib/practice/booking-message';
import { getPublicPractice } from '@/server/practice/public-practice';

const chatFailureMessage = (display: string) =>
  `Impossible d’ouvrir WhatsApp automatiquement. Le numéro du cabinet (${display}) a été copié dans le presse-papiers : envoyez-nous votre demande de rendez-vous.`;

type BookingLinkProps = Omit<React.ComponentProps<'a'>, 'href' | 'target'> & {
  serviceName?: string;
  text?: string;
  /** Styled as this button, className adding to it. */
  button?: ButtonStyle;
};

/**
 * 'Prendre RDV' as a real link to the chat (it works without JavaScript); the site's script
 * (src/browser/external-links.ts) sends the click through the blocked-window fallback and the
 * failure alert written here. During a closure the message names the reopening date.
 */
export async function BookingLink({ serviceName, text, button, className, children, ...props }: BookingLinkProps) {
  const { chat, reopeningDay } = await getPublicPractice();
  return (
    <a
      {...props}
      className={button ? buttonVariants({ ...button, className }) : className}
      href={buildChatLink(chat.digits, { serviceName, text, reopeningDay })}
      target="_blank"
      rel="noopener noreferrer"
      data-failure-message={chatFailureMessage(chat.display)}
      data-failure-clipboard={chat.display}
    >
      {children}
    </a>
  );
}
