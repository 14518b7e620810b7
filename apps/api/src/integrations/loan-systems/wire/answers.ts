/**
 * An operation's answer on the wire (decision 065), encoded once and decoded once: `200 { result }` by the operation's
 * schema, or a refusal of the ledger in the one error shape. The service sends what `encodeResult` made (a write's as
 * stored with its key), the HTTP adapter reads it with `decodeAnswer`, and the in-process ledger's keyed writes store
 * and read the same bytes (ledger/keyed-write.ts), so a repeat of a key answers alike whichever adapter holds it.
 */
import { z } from 'zod';
import type { CodedError } from '../../../lib/errors';
import { answerOf, type Operation } from './operations';
import { errorOfRefusal } from './refusals';

export interface Answer {
  statusCode: number;
  /** the JSON body, as sent */
  body: string;
}

export const encodeResult = (operation: Operation, result: unknown): Answer => ({
  statusCode: 200,
  body: JSON.stringify(z.encode(answerOf(operation.result), { result })),
});

/** a refusal's body where no request renders it (the in-process store): its code, message and fields */
export const encodeRefusal = (refusal: CodedError): Answer => ({
  statusCode: refusal.statusCode,
  body: JSON.stringify({
    statusCode: refusal.statusCode,
    errorCode: refusal.errorCode,
    message: refusal.message,
    ...refusal.extra,
  }),
});

export type Decoded<Op extends Operation> =
  | { ok: true; result: z.output<Op['result']> }
  /** `refusal`: the ledger's error the body names; undefined when it names none (then `message` says what came) */
  | { ok: false; refusal: Error | undefined; message: string };

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export function decodeAnswer<Op extends Operation>(operation: Op, answer: Answer): Decoded<Op> {
  const json = parseJson(answer.body);
  if (answer.statusCode === 200) {
    const parsed = answerOf(operation.result).safeParse(json);
    return parsed.success
      ? { ok: true, result: parsed.data.result as z.output<Op['result']> }
      : { ok: false, refusal: undefined, message: parsed.error.message };
  }
  const fields = json && typeof json === 'object' ? (json as Record<string, unknown>) : {};
  return {
    ok: false,
    refusal: errorOfRefusal(fields),
    message: String(fields.message ?? answer.body),
  };
}
