/**
 * The e-sign sandbox's signing page (integrations/esign's sandbox ceremony, framed by the screen that asks for a
 * signature): fill the initials and the typed name, agree to sign electronically, and sign.
 */
import type { FrameLocator } from '@playwright/test';

/** Signs the document open in `frame` as `name` with `initials`. */
export async function signInCeremony(
  frame: FrameLocator,
  { initials, name }: { initials: string; name: string },
): Promise<void> {
  await frame.getByLabel(/^Your initials/).fill(initials);
  await frame.getByLabel('Type your full name to sign').fill(name);
  await frame
    .getByRole('checkbox', { name: 'I agree to sign this document electronically.' })
    .check();
  await frame.getByRole('button', { name: 'Sign', exact: true }).click();
}
