/**
 * A referral short code: six characters from an alphabet without the look-alikes (0/O, 1/I), drawn until one no
 * account holds (`taken` asks the database). A member's enrolment and a newcomer's registration both make one.
 */
import { randomInt } from 'node:crypto';

const SHORT_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const SHORT_CODE_LENGTH = 6;

export async function newShortCode(taken: (code: string) => Promise<boolean>): Promise<string> {
  for (;;) {
    const code = Array.from(
      { length: SHORT_CODE_LENGTH },
      () => SHORT_CODE_ALPHABET[randomInt(SHORT_CODE_ALPHABET.length)],
    ).join('');
    if (!(await taken(code))) return code;
  }
}
