/**
 * The gate POST /payment isRefi calls before the card is charged (issue 13, decision 026), and the refinance
 * context it shares: `createRefinanceSteps(refinanceStepsDepsOf(context)).checkBeforePayment(auth, input)`;
 * `refinanceContextOf(deps, auth, loan, payment)` / `assertRefinanceable(...)` for the eligibility. No routes.
 */
import { serverSettingsOf } from '../refinance-disclosure';
import { createRefinanceConsentsRepo, createRefinanceLocation } from '../refinance-location';
import type { ModuleContext } from '../../types';
import type { RefinanceStepsDeps } from './gate';

export {
  createRefinanceSteps,
  type RefinanceSteps,
  type RefinanceStepsDeps,
  type RefinanceStepsInput,
  type TRefinanceDetailsParsed,
} from './gate';
export {
  assertRefinanceable,
  refinanceContextOf,
  refinanceFactsOf,
  refinanceRefusalError,
  serverSettingsOf,
  type RefinanceContextDeps,
} from '../refinance-disclosure';

/** The gate's dependencies built from a module's context (the e-sign port, the consents, the settings). */
export function refinanceStepsDepsOf(
  context: Pick<ModuleContext, 'database' | 'config' | 'esign' | 'clock' | 'loans'>,
): RefinanceStepsDeps {
  const { database, esign, clock, loans } = context;
  const location = createRefinanceLocation({
    loans,
    repo: createRefinanceConsentsRepo(database.db),
    settings: serverSettingsOf(context),
    clock,
  });
  return { esign, location };
}
