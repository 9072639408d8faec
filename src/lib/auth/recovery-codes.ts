/**
 * The letters and digits of a recovery code: capitals and digits without the ones a person
 * copying by hand confuses (0/O, 1/I/L), so a code read off paper is typed right the first time.
 */
export const RECOVERY_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

const HALF_LENGTH = 5;

/** The first multiple of the alphabet's size above a byte: bytes at or past it are drawn again, so no letter is likelier. */
const UNBIASED_LIMIT = 256 - (256 % RECOVERY_CODE_ALPHABET.length);

function randomCharacters(count: number): string {
  let characters = '';
  while (characters.length < count) {
    for (const byte of crypto.getRandomValues(new Uint8Array(count * 2))) {
      if (byte < UNBIASED_LIMIT && characters.length < count)
        characters += RECOVERY_CODE_ALPHABET[byte % RECOVERY_CODE_ALPHABET.length];
    }
  }
  return characters;
}

/** `amount` single-use codes in Better Auth's XXXXX-XXXXX shape, drawn from RECOVERY_CODE_ALPHABET. */
export function generateRecoveryCodes(amount: number): string[] {
  return Array.from({ length: amount }, () => {
    const characters = randomCharacters(2 * HALF_LENGTH);
    return `${characters.slice(0, HALF_LENGTH)}-${characters.slice(HALF_LENGTH)}`;
  });
}
