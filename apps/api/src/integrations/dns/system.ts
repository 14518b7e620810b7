/** The system's resolver (getaddrinfo: /etc/hosts, then DNS), every address in the order the system gives them. */
import { lookup } from 'node:dns/promises';
import type { ResolveHost } from './port';

export const systemResolveHost: ResolveHost = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);
