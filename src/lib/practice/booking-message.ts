import { foldAccents } from '../text/fold-accents';
import { formatPracticeDay } from './practice-days';

/**
 * The prefilled appointment request sent through the chat link (spec section 7, outbound action 1).
 */
const GREETING = 'Bonjour Docteur, je souhaite prendre rendez-vous au cabinet.';
const AVAILABILITY_REQUEST = 'Pourriez-vous m’indiquer vos disponibilités ? Merci.';

/** 'l’' before a vowel (accents ignored: "Échographie" takes l’), 'la' otherwise. */
export function frenchDefiniteArticle(noun: string): 'la ' | 'l’' {
  const first = foldAccents(noun.trim()).charAt(0).toLowerCase();
  return 'aeiouy'.includes(first) && first !== '' ? 'l’' : 'la ';
}

/** "Échographie clinique" → "l'échographie clinique"; the name's own capital is dropped. */
export function withFrenchArticle(serviceName: string): string {
  const name = serviceName.trim();
  const lowered = name.charAt(0).toLocaleLowerCase('fr') + name.slice(1);
  return `${frenchDefiniteArticle(name)}${lowered}`;
}

/** Sent during a closure: the visitor asks for a date from the reopening on. */
export function reopeningSentence(reopeningDay: string): string {
  return `Je sais que le cabinet est fermé : un rendez-vous à partir de sa réouverture, le ${formatPracticeDay(reopeningDay)}, me conviendrait.`;
}

export function buildBookingMessage(serviceName?: string, reopeningDay?: string | null): string {
  const parts = [GREETING];
  if (serviceName && serviceName.trim() !== '') parts.push(`Ma demande concerne ${withFrenchArticle(serviceName)}.`);
  if (reopeningDay) parts.push(reopeningSentence(reopeningDay));
  parts.push(AVAILABILITY_REQUEST);
  return parts.join(' ');
}

export type ChatLinkOptions = {
  /** The speciality page the visitor comes from; named in the message. */
  serviceName?: string;
  /** Replaces the whole message (guides send their own greeting). */
  text?: string;
  /** During a closure, the day the practice opens again ('YYYY-MM-DD'): the message names it. */
  reopeningDay?: string | null;
};

/** `https://wa.me/{number}?text=…` for the practice's chat number (digits only, no plus sign). */
export function buildChatLink(chatNumber: string, options: ChatLinkOptions = {}): string {
  const digits = chatNumber.replace(/\D/g, '');
  const text =
    options.text === undefined
      ? buildBookingMessage(options.serviceName, options.reopeningDay)
      : [options.text, ...(options.reopeningDay ? [reopeningSentence(options.reopeningDay)] : [])].join(' ');
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}
