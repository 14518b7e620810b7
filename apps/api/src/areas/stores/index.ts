/** Stores: the store locator and store appointments. The area's front door: other areas and the app import only this file. */
export { appointmentsModule } from './appointments';
export { storesModule } from './stores';
