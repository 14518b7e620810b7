/** Spec §7 Accounts and loans: HTTP only; the service authorizes each loan. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZAccountDetailQuerySchema,
  ZAccountDetailResponseSchema,
  ZAccountHistoryQuerySchema,
  ZAccountHistoryResponseSchema,
  ZAccountsQuerySchema,
  ZAccountsResponseSchema,
  ZDashboardMessageQuerySchema,
  ZDashboardMessageResponseSchema,
  ZNewAccountTermsQuerySchema,
  ZNewAccountTermsResponseSchema,
} from '@lender/contract';
import { ACCOUNT_ERROR_RESPONSES } from './route-schemas';
import type { AccountsService } from './service';
import { signedIn } from '../../../plugins/authenticate';

const tags = ['accounts'];
const responses = <T>(ok: T) => ({ 200: ok, ...ACCOUNT_ERROR_RESPONSES });

export async function accountsRoutes(
  app: FastifyInstance,
  { service }: { service: AccountsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const user = signedIn(r, 'requireUser');
  const session = signedIn(r, 'requireSession');
  user.get(
    '/accounts',
    {
      schema: {
        tags,
        summary: 'The caller’s own and co-signed loans of a brand, with reapply info',
        querystring: ZAccountsQuerySchema,
        response: responses(ZAccountsResponseSchema),
      },
    },
    (request) => service.accounts(request.auth, request.query.brandName),
  );
  // a guest payer (signed link) reads its one loan's detail to pay it
  session.get(
    '/accountdetail',
    {
      schema: {
        tags,
        summary: 'One loan’s detail',
        querystring: ZAccountDetailQuerySchema,
        response: responses(ZAccountDetailResponseSchema),
      },
    },
    (request) => service.accountDetail(request.auth, request.query.loanId, request.query.lmsId),
  );
  user.get(
    '/accounthistory',
    {
      schema: {
        tags,
        summary: 'A loan’s ledger entries, newest first',
        querystring: ZAccountHistoryQuerySchema,
        response: responses(ZAccountHistoryResponseSchema),
      },
    },
    (request) => service.accountHistory(request.auth, request.query.loanId),
  );
  user.get(
    '/dashboardmessage',
    {
      schema: {
        tags,
        summary: 'The brand’s dashboard message, or none',
        querystring: ZDashboardMessageQuerySchema,
        response: responses(ZDashboardMessageResponseSchema),
      },
    },
    (request) =>
      service.dashboardMessage(
        request.query.brandName ?? request.client.brand,
        request.client.language,
      ),
  );
  user.get(
    '/newaccountterms',
    {
      schema: {
        tags,
        summary: 'The terms a new account opens under',
        querystring: ZNewAccountTermsQuerySchema,
        response: responses(ZNewAccountTermsResponseSchema),
      },
    },
    (request) => service.newAccountTerms(request.query.brandName ?? request.client.brand),
  );
}
