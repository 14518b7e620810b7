/**
 * The kinds of store appointment (spec §7). No zod here, so a screen that reads an appointment type does not load the
 * contract's schemas with it (issue 11).
 */
export const APPOINTMENT_TYPES = ['general', 'payment', 'productSwitch', 'documents'] as const;
