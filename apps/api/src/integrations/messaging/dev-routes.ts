/**
 * The outbox outside production: GET /api/dev/outbox?to=… (JSON, newest first) and GET /dev/outbox
 * (a plain, escaped HTML page). In production the page answers 404 and the API route is not registered.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZDevOutboxQuerySchema, ZDevOutboxResponseSchema, ZErrorResponseSchema, type TOutboxMessage } from '@lender/contract';
import { normalizeUsername } from '@lender/domain';
import { sendError } from '../../plugins/error-handler';
import type { OutboxReader } from './sandbox';

type OutboxRow = Awaited<ReturnType<OutboxReader['list']>>[number];

/** The 6-digit code a message carries ("123456", or spoken "1 2 3 4 5 6"), else null. */
export function codeOf(body: string): string | null {
  const match = /(?<!\d)(\d(?: ?\d){5})(?!\d)/.exec(body);
  return match?.[1] ? match[1].replace(/ /g, '') : null;
}

function view(row: OutboxRow): TOutboxMessage {
  return { id: row.id, channel: row.channel, to: row.recipient, subject: row.subject, body: row.body, template: row.template, code: codeOf(row.body), createdAt: row.createdAt.toISOString() };
}

const recipientOf = (to: string | undefined) => (to ? normalizeUsername(to).value : undefined);

export async function devOutboxApiRoutes(app: FastifyInstance, { reader }: { reader: OutboxReader }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/dev/outbox',
    { schema: { tags: ['dev'], summary: 'Messages of the messaging sandbox, newest first (outside production only)', querystring: ZDevOutboxQuerySchema, response: { 200: ZDevOutboxResponseSchema, 400: ZErrorResponseSchema } } },
    async (request) => ({ messages: (await reader.list({ to: recipientOf(request.query.to), limit: request.query.limit })).map(view) }),
  );
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export function outboxHtml(rows: OutboxRow[]): string {
  const items = rows
    .map((row) => {
      const m = view(row);
      return `<li><p><strong>${escapeHtml(m.channel)}</strong> to <strong>${escapeHtml(m.to)}</strong> · ${escapeHtml(m.createdAt)} · ${escapeHtml(m.template)}</p>${m.subject ? `<p>${escapeHtml(m.subject)}</p>` : ''}<pre>${escapeHtml(m.body)}</pre></li>`;
    })
    .join('\n');
  return `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>Outbox</title></head><body><main><h1>Outbox</h1>${rows.length ? `<ol>${items}</ol>` : '<p>No messages yet.</p>'}</main></body></html>`;
}

export async function devOutboxPage(app: FastifyInstance, { reader, enabled }: { reader: OutboxReader; enabled: boolean }) {
  app.get('/dev/outbox', { schema: { hide: true } }, async (request, reply) => {
    if (!enabled) return sendError(request, reply, 404, 'Not found');
    const to = typeof request.query === 'object' && request.query && 'to' in request.query ? String((request.query as { to: unknown }).to) : undefined;
    const rows = await reader.list({ to: recipientOf(to), limit: 100 });
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(outboxHtml(rows));
  });
}
