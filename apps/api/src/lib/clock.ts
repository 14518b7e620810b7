/** The one source of "now" for services, so time-based rules can be tested without waiting. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();
