/**
 * Prints a signed guest-payment link for a seeded loan, valid for 24 hours:
 *   npm run guest-link -- A1
 * The origin is APP_ORIGIN, else http://localhost:<PORT>. The link is signed with AUTH_SECRET (the
 * fixed development secret outside production), so it works against a server with the same setting.
 */
import { loadConfigOrExit } from '../config';
import { guestLinkFor, isSeedLoanKey, authSecretOf } from '../areas/identity';
import { SEED_LOAN_KEYS } from '../db/seed/ids';

const USAGE = `usage: npm run guest-link -- <loan>   (one of ${SEED_LOAN_KEYS.join(', ')})`;

function main(): number {
  const loanKey = process.argv[2]?.toUpperCase() ?? '';
  if (!isSeedLoanKey(loanKey)) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const config = loadConfigOrExit();
  const origin = config.appOrigin ?? `http://localhost:${config.port}`;
  const link = guestLinkFor({ loanKey, secret: authSecretOf(config), origin, now: new Date() });
  if ('error' in link) {
    process.stderr.write(`${link.error}\n`);
    return 1;
  }
  process.stdout.write(`${link.url}\n`);
  return 0;
}

process.exitCode = main();
