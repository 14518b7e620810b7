/**
 * The outbox outside production: GET /api/dev/outbox?to=…&status=… (JSON, newest first, with the number of
 * dead letters) and GET /dev/outbox (a plain, escaped HTML page; ?status=dead lists the dead letters). Each
 * message shows its delivery: status, attempts, the last error. In production the page answers 404 and the API
 * route is not registered.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZDevOutboxQuerySchema,
  ZDevOutboxResponseSchema,
  ZErrorResponseSchema,
  ZOutboxStatusSchema,
  type TOutboxMessage,
} from '@lender/contract';
import { normalizeUsername } from '@lender/domain';
import { sendError } from '../../plugins/error-handler';
import type { OutboxReader, OutboxRow } from './outbox-repo';
import { escapeHtml } from '../../lib/escape-html';

/** The 6-digit code a message carries ("123456", or spoken "1 2 3 4 5 6"), else null. */
export function codeOf(body: string): string | null {
  const match = /(?<!\d)(\d(?: ?\d){5})(?!\d)/.exec(body);
  return match?.[1] ? match[1].replace(/ /g, '') : null;
}

function view(row: OutboxRow): TOutboxMessage {
  return {
    id: row.id,
    channel: row.channel,
    to: row.recipient,
    subject: row.subject,
    body: row.body,
    template: row.template,
    code: codeOf(row.body),
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    attempts: row.attempts,
    sentAt: row.sentAt?.toISOString() ?? null,
    lastError: row.lastError,
  };
}

const recipientOf = (to: string | undefined) => (to ? normalizeUsername(to).value : undefined);

export async function devOutboxApiRoutes(
  app: FastifyInstance,
  { reader }: { reader: OutboxReader },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary:
          'Messages of the outbox with their delivery, newest first (outside production only)',
        querystring: ZDevOutboxQuerySchema,
        response: { 200: ZDevOutboxResponseSchema, 400: ZErrorResponseSchema },
      },
    },
    async (request) => {
      const { to, status, limit } = request.query;
      const [rows, deadLetters] = await Promise.all([
        reader.list({ to: recipientOf(to), status, limit }),
        reader.deadLetterCount(),
      ]);
      return { messages: rows.map(view), deadLetters };
    },
  );
}

function deliveryLine(m: TOutboxMessage): string {
  const attempts = m.attempts === 1 ? '1 attempt' : `${m.attempts} attempts`;
  return `<p>${escapeHtml(m.status)} · ${attempts}${m.lastError ? ` · last error: ${escapeHtml(m.lastError)}` : ''}</p>`;
}

export function outboxHtml(rows: OutboxRow[], deadLetters = 0): string {
  const items = rows
    .map((row) => {
      const m = view(row);
      return `<li><p><strong>${escapeHtml(m.channel)}</strong> to <strong>${escapeHtml(m.to)}</strong> · ${escapeHtml(m.createdAt)} · ${escapeHtml(m.template)}</p>${deliveryLine(m)}${m.subject ? `<p>${escapeHtml(m.subject)}</p>` : ''}<pre>${escapeHtml(m.body)}</pre></li>`;
    })
    .join('\n');
  const dead = `<p>Dead letters: <strong>${deadLetters}</strong>${deadLetters ? ' (<a href="/dev/outbox?status=dead">list them</a>)' : ''}</p>`;
  return `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>Outbox</title></head><body><main><h1>Outbox</h1>${dead}${rows.length ? `<ol>${items}</ol>` : '<p>No messages yet.</p>'}</main></body></html>`;
}

function queryParam(query: unknown, name: string): string | undefined {
  return typeof query === 'object' && query && name in query
    ? String((query as Record<string, unknown>)[name])
    : undefined;
}

export async function devOutboxPage(
  app: FastifyInstance,
  { reader, enabled }: { reader: OutboxReader; enabled: boolean },
) {
  app.get('/dev/outbox', { schema: { hide: true } }, async (request, reply) => {
    if (!enabled) return sendError(request, reply, 404, 'Not found');
    const status = ZOutboxStatusSchema.safeParse(queryParam(request.query, 'status')).data;
    const [rows, deadLetters] = await Promise.all([
      reader.list({ to: recipientOf(queryParam(request.query, 'to')), status, limit: 100 }),
      reader.deadLetterCount(),
    ]);
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(outboxHtml(rows, deadLetters));
  });
}
