/**
 * The answers every first screen needs before it can be used (issue 11, decision 028): the server writes them into
 * each HTML page it serves, as JSON in a script element, so a first visit makes no API call and loads no schema
 * before the page is usable. Types only: the web's start-up script reads them without loading zod.
 */
import type {
  TConfigSettingsResponse,
  TServiceProviderResponse,
  TServiceStatusResponse,
} from './config';

/** The id of the `<script type="application/json">` element that holds them. */
export const START_UP_ANSWERS_ELEMENT_ID = 'start-up-answers';

export interface TStartUpAnswers {
  /** when the server read them (ms since the epoch): the web counts their age from it */
  readAt: number;
  /** GET /serviceStatus */
  serviceStatus: TServiceStatusResponse;
  /** GET /serviceProvider (no brand) */
  serviceProvider: TServiceProviderResponse;
  /** GET /configsettings */
  configSettings: TConfigSettingsResponse;
}
