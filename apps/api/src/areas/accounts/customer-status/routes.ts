/** Spec §7: application status, bankruptcy status, military status and repossession info. HTTP only. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZApplicationStatusResponseSchema,
  ZApplicationStatusUpdateRequestSchema,
  ZBankruptcyStatusResponseSchema,
  ZMilitaryStatusQuerySchema,
  ZMilitaryStatusResponseSchema,
  ZMilitaryStatusUpdateRequestSchema,
  ZRepoInfoQuerySchema,
  ZRepoInfoResponseSchema,
  ZRepoInfoUpdateRequestSchema,
} from '@lender/contract';
import { ACCOUNT_ERROR_RESPONSES } from '../accounts/route-schemas';
import type { CustomerStatusService } from './service';
import { signedIn } from '../../../plugins/authenticate';

const tags = ['accounts'];
const responses = <T>(ok: T) => ({ 200: ok, ...ACCOUNT_ERROR_RESPONSES });

export async function customerStatusRoutes(
  app: FastifyInstance,
  { service }: { service: CustomerStatusService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const user = signedIn(r, 'requireUser');
  user.get(
    '/applicationstatus',
    {
      schema: {
        tags,
        summary: 'Application status in TLXe and NLS',
        response: responses(ZApplicationStatusResponseSchema),
      },
    },
    (request) => service.status(request.auth),
  );
  user.put(
    '/applicationstatus',
    {
      schema: {
        tags,
        summary: 'Withdraw an application in progress',
        body: ZApplicationStatusUpdateRequestSchema,
        response: responses(ZApplicationStatusResponseSchema),
      },
    },
    (request) =>
      service.withdraw(request.auth, request.body.loanSystem, request.body.applicationId),
  );
  user.get(
    '/bankruptcyStatus',
    {
      schema: {
        tags,
        summary: 'The caller’s loans in bankruptcy',
        response: responses(ZBankruptcyStatusResponseSchema),
      },
    },
    (request) => service.bankruptcyStatus(request.auth),
  );
  user.get(
    '/militarystatus',
    {
      schema: {
        tags,
        summary: 'The caller’s Military Lending Act declaration',
        querystring: ZMilitaryStatusQuerySchema,
        response: responses(ZMilitaryStatusResponseSchema),
      },
    },
    (request) => service.militaryStatus(request.auth, request.query.customerId),
  );
  user.post(
    '/militarystatus',
    {
      schema: {
        tags,
        summary: 'Declare Military Lending Act status',
        body: ZMilitaryStatusUpdateRequestSchema,
        response: responses(ZMilitaryStatusResponseSchema),
      },
    },
    (request) => service.setMilitaryStatus(request.auth, request.body),
  );
  user.get(
    '/repoInfo',
    {
      schema: {
        tags,
        summary: 'Repossession details of a title loan',
        querystring: ZRepoInfoQuerySchema,
        response: responses(ZRepoInfoResponseSchema),
      },
    },
    (request) => service.repoInfo(request.auth, request.query.loanId),
  );
  user.put(
    '/repoInfo',
    {
      schema: {
        tags,
        summary: 'Request personal-property pickup from a repossessed vehicle',
        body: ZRepoInfoUpdateRequestSchema,
        response: responses(ZRepoInfoResponseSchema),
      },
    },
    (request) => service.updateRepoInfo(request.auth, request.body),
  );
}
