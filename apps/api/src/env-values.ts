/** Value shapes shared by the configuration's parts (config.ts and its *-config.ts files). */
import { z } from 'zod';

/** 'true'/'false' (or 1/0) in the environment → a boolean */
export const booleanString = z
  .enum(['true', 'false', '1', '0'], { error: "must be 'true' or 'false'" })
  .transform((value) => value === 'true' || value === '1');
