import { rmSync } from 'node:fs';
import { TRUSTED_DEVICES_DIR } from './sign-in';

/** Each run starts a server on a fresh database: devices trusted in an earlier run mean nothing. */
export default function globalSetup(): void {
  rmSync(TRUSTED_DEVICES_DIR, { recursive: true, force: true });
}
