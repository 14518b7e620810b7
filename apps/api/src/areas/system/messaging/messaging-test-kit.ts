/**
 * The messaging tests' outside parties: a real SMTP server (smtp-server, on a free port of this machine) that
 * keeps every message it accepts, parsed with mailparser, and a tiny HTTP SMS provider; plus a wait helper.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpServerOptions {
  user: string;
  password: string;
  /** answer every RCPT TO with 550 (a server that refuses the recipient) */
  rejectRecipients?: boolean;
}

export async function startSmtpServer({
  user,
  password,
  rejectRecipients = false,
}: SmtpServerOptions) {
  const received: ParsedMail[] = [];
  const recipientsTried: Date[] = [];
  const server = new SMTPServer({
    authOptional: false,
    allowInsecureAuth: true,
    hideSTARTTLS: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === user && auth.password === password) callback(null, { user });
      else callback(new Error('Invalid username or password'));
    },
    onRcptTo(_address, _session, callback) {
      recipientsTried.push(new Date());
      if (!rejectRecipients) return callback();
      callback(
        Object.assign(new Error('Recipient address rejected: mailbox unavailable'), {
          responseCode: 550,
        }),
      );
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => (received.push(mail), callback()),
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    received,
    recipientsTried,
    url: (login: { user: string; password: string } = { user, password }) =>
      `smtp://${encodeURIComponent(login.user)}:${encodeURIComponent(login.password)}@127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TestSmtpServer = Awaited<ReturnType<typeof startSmtpServer>>;

export interface SmsRequest {
  headers: IncomingHttpHeaders;
  json: Record<string, unknown>;
}

/** An HTTP SMS provider answering each POST with the next status of `statuses` (the last one repeats). */
export async function startSmsProvider(statuses: number[]) {
  const requests: SmsRequest[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      requests.push({
        headers: request.headers,
        json: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>,
      });
      response.statusCode = statuses[Math.min(requests.length, statuses.length) - 1] ?? 200;
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    requests,
    url: (auth = '') => `http://${auth ? `${auth}@` : ''}127.0.0.1:${port}/v1/messages`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Polls `read` until it answers something other than undefined. */
export async function until<T>(
  read: () => Promise<T | undefined> | T | undefined,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
