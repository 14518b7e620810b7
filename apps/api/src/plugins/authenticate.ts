/**
 * The identity plugin (registered at the IDENTITY hook point of app.ts, on the /api scope):
 * - `request.auth`: undefined, or the session of `Authorization: Bearer <accessToken>` as the identity area's
 *   `createSessionVerifier` finds it (the composition root hands it in: this plugin imports no area);
 * - `request.deviceKey` / `request.idToken`: the spec §7 `devicekey` and `idtoken` headers;
 * - `app.requireUser` (users only) and `app.requireSession` (users, or a guest within its loan)
 *   preHandlers: 401 'Invalid session' without a valid session; a user whose device has not passed the
 *   trusted-device challenge gets 403 DeviceNotTrustedException;
 * - `app.requireUserOnAnyDevice` / `app.requireSessionOnAnyDevice`: the same without the device check,
 *   for the few calls the web makes before and during the challenge (trusted-device calls, user
 *   attributes, current device, sign-out);
 * - `signedIn(r, 'requireUser').get(…)` (and post, put, delete): a route behind one of those preHandlers, whose
 *   handler's `request.auth` is the session — AuthContext, not `| undefined` (decision 047).
 * Identity errors are coded errors (lib/auth-errors.ts) that the one error handler answers.
 */
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  HTTPMethods,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AUTH_HEADERS } from '@lender/contract';
import type { AppConfig } from '../config';
import { authErrors } from '../lib/auth-errors';

export interface GuestScope {
  loanId: string;
  /** the web path of the signed link, e.g. /inl/Accounts/<loanId>/MakePayment */
  path: string;
  /** the link's guest-payment flag: a card used here is not saved */
  guestPayment: boolean;
}

export interface AuthContext {
  profileId: string;
  /** the session id (sid) */
  sessionId: string;
  scope: 'user' | 'guest';
  /** the customers row id, when the profile is linked to a customer */
  customerId?: string;
  nlsCustomerId?: string;
  tlxeCustomerId?: string;
  guest?: GuestScope;
  /** the session's device passed the trusted-device challenge (spec §4); absent = not trusted. A guest session has no challenge */
  deviceTrusted?: boolean;
}

export type AuthPreHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | undefined;
    deviceKey: string | undefined;
    idToken: string | undefined;
    /** a valid session of a profile locked since it began (answered 403 ProfileLockedException, not 401) */
    profileLocked: boolean;
  }
  interface FastifyInstance {
    requireUser: AuthPreHandler;
    requireSession: AuthPreHandler;
    requireUserOnAnyDevice: AuthPreHandler;
    requireSessionOnAnyDevice: AuthPreHandler;
  }
}

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first && first.trim() !== '' ? first.trim() : undefined;
};

function loanIdsNamed(request: FastifyRequest): string[] {
  const found: string[] = [];
  for (const source of [request.params, request.query, request.body]) {
    if (source && typeof source === 'object' && 'loanId' in source) {
      const value = (source as { loanId: unknown }).loanId;
      if (value !== undefined && value !== null) found.push(String(value));
    }
  }
  return found;
}

/** A guest reaches only the loan of its signed link (services call this for loans they resolve). */
export function assertLoanAccess(auth: AuthContext, loanId: string): void {
  if (auth.scope === 'guest' && auth.guest?.loanId !== loanId)
    throw authErrors.accessDenied('This link is valid for one loan only.');
}

/** What a bearer access token is: a session, none, or the valid session of a profile locked since it began. */
export interface SessionCheck {
  auth: AuthContext | undefined;
  profileLocked: boolean;
}
export type VerifySession = (accessToken: string) => Promise<SessionCheck>;

export interface AuthenticateOptions {
  config: Pick<AppConfig, 'authSecret'>;
  verifySession: VerifySession;
}

export function registerAuthenticate(
  app: FastifyInstance,
  { config, verifySession }: AuthenticateOptions,
): void {
  if (!config.authSecret)
    app.log.error(
      'AUTH_SECRET is required in production: sign-in and tokens are unavailable until it is set',
    );

  async function authOf(request: FastifyRequest): Promise<AuthContext | undefined> {
    const authorization = header(request, AUTH_HEADERS.authorization);
    const match = authorization ? /^Bearer\s+(\S+)$/i.exec(authorization) : null;
    if (!match?.[1]) return undefined;
    const { auth, profileLocked } = await verifySession(match[1]);
    if (profileLocked) request.profileLocked = true;
    return auth;
  }

  app.decorateRequest('auth', undefined);
  app.decorateRequest('profileLocked', false);
  app.decorateRequest('deviceKey', undefined);
  app.decorateRequest('idToken', undefined);
  app.addHook('onRequest', async (request) => {
    request.deviceKey = header(request, AUTH_HEADERS.deviceKey);
    request.idToken = header(request, AUTH_HEADERS.idToken);
    request.auth = await authOf(request);
  });

  /** No session: a valid one of a profile locked meanwhile says so (the app signs out with the profileLock reason). */
  const noSession = (request: FastifyRequest) =>
    request.profileLocked ? authErrors.profileLocked() : authErrors.invalidSession();
  /** A user's session (no guest's), or the refusal. */
  const userOf = (request: FastifyRequest): AuthContext => {
    if (!request.auth) throw noSession(request);
    if (request.auth.scope !== 'user')
      throw authErrors.accessDenied('A guest session cannot do this.');
    return request.auth;
  };
  /** A session (a guest's within its loan), or the refusal. */
  const sessionOf = (request: FastifyRequest): AuthContext => {
    const auth = request.auth;
    if (!auth) throw noSession(request);
    for (const loanId of loanIdsNamed(request)) assertLoanAccess(auth, loanId);
    return auth;
  };
  /** A user session reaches everything else only once its device is trusted (a guest has no device challenge). */
  const assertTrustedDevice = (auth: AuthContext) => {
    if (auth.scope === 'user' && !auth.deviceTrusted) throw authErrors.deviceNotTrusted();
  };
  app.decorate('requireUserOnAnyDevice', async (request: FastifyRequest) => {
    userOf(request);
  });
  app.decorate('requireSessionOnAnyDevice', async (request: FastifyRequest) => {
    sessionOf(request);
  });
  app.decorate('requireUser', async (request: FastifyRequest) =>
    assertTrustedDevice(userOf(request)),
  );
  app.decorate('requireSession', async (request: FastifyRequest) =>
    assertTrustedDevice(sessionOf(request)),
  );
}

/** Which sign-in a route requires: the preHandler of that name. */
export type SignInRequirement =
  'requireUser' | 'requireSession' | 'requireUserOnAnyDevice' | 'requireSessionOnAnyDevice';

/** The routes' app as `app.withTypeProvider<ZodTypeProvider>()` gives it. */
type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
type ZodHandler<S extends FastifySchema> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  S,
  ZodTypeProvider
>;
type SignedInOptions<S extends FastifySchema> = Omit<
  RouteShorthandOptions<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    ContextConfigDefault,
    S,
    ZodTypeProvider
  >,
  'preHandler'
>;

/** A signed-in route's request: its schema's body, query and params, and `auth` the session (never undefined). */
export type SignedInRequest<S extends FastifySchema = FastifySchema> = Parameters<
  ZodHandler<S>
>[0] & { auth: AuthContext };
/** A signed-in route's handler: Fastify's, with the signed-in request. */
export type SignedInHandler<S extends FastifySchema> = (
  this: ThisParameterType<ZodHandler<S>>,
  request: SignedInRequest<S>,
  reply: Parameters<ZodHandler<S>>[1],
) => ReturnType<ZodHandler<S>>;
type SignedInRoute = <const S extends FastifySchema>(
  url: string,
  options: SignedInOptions<S>,
  handler: SignedInHandler<S>,
) => void;

/**
 * The routes that require a sign-in: `signedIn(r, 'requireUser').get(url, { schema }, (request) => …)` registers
 * the route behind that preHandler, and TypeScript gives its handler `request.auth` as AuthContext.
 */
export function signedIn(
  app: ZodApp,
  requirement: SignInRequirement,
): Record<'get' | 'post' | 'put' | 'delete', SignedInRoute> {
  const route =
    (method: HTTPMethods): SignedInRoute =>
    (url, options, handler) => {
      app.route({
        ...options,
        method,
        url,
        preHandler: app[requirement],
        handler(request, reply) {
          // the preHandler let only a session through: a request without one never gets here (the casts: the route's
          // types are the handler's, which TypeScript checked where the route was declared)
          if (!request.auth) throw authErrors.invalidSession();
          return handler.call(this, request as never, reply as never);
        },
      });
    };
  return { get: route('GET'), post: route('POST'), put: route('PUT'), delete: route('DELETE') };
}
