/**
 * The card processor's and the e-sign service's sandboxes behind the fault proxy's faults (faultyPort, decision 079):
 * the same timeouts, resets, lost answers, slow answers and duplicates as the loan-systems service meets over HTTP.
 */
import { faultyPort, type Fault, type FaultyPort } from '@lender/fault-proxy';
import type { DbOrTx } from '../db/client';
import {
  ProcessorUnavailableError,
  type CardProcessorPort,
} from '../integrations/card-processor/port';
import { createSandboxCardProcessor } from '../integrations/card-processor/sandbox';
import { ESignUnavailableError, type ESignPort } from '../integrations/esign';

/** what the processor's client can tell of a fault: a 5xx is known not applied; a timeout or a reset may have been */
export const processorUnavailable = (fault: Fault) =>
  new ProcessorUnavailableError(`injected ${fault.kind}`, {
    outcome: fault.kind === 'serverError' ? 'notApplied' : 'unknown',
  });

/** the processor's sandbox over the database `db()` answers (read at the call: the test's app is built later) */
export function faultyCardProcessor(db: () => DbOrTx): FaultyPort<CardProcessorPort> {
  return faultyPort<CardProcessorPort>(
    () => createSandboxCardProcessor(db(), { slowMs: 0 }),
    processorUnavailable,
  );
}

/** the e-sign sandbox the app builds, with the faults before it: pass `esignPort` to the app's deps */
export function faultyESign(): FaultyPort<ESignPort> & {
  esignPort: (sandbox: ESignPort) => ESignPort;
} {
  let sandbox: ESignPort | undefined;
  const faulty = faultyPort<ESignPort>(
    () => {
      if (!sandbox) throw new Error('the app is built before the e-sign sandbox is called');
      return sandbox;
    },
    () => new ESignUnavailableError(),
  );
  return {
    ...faulty,
    esignPort: (made) => {
      sandbox = made;
      return faulty.port;
    },
  };
}
