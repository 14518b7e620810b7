/**
 * Host name resolution (decision 046): the addresses a name resolves to, as a connection to it would use them. The
 * system resolver (node:dns) is one implementation; the sandbox, which knows only the browsers' push services, is the
 * other; tests hand in a fake.
 */
export type ResolveHost = (hostname: string) => Promise<string[]>;
