/**
 * Outside production only: GET /api/dev/cardDataScan?cvv=7391 — which columns of the database hold a
 * sandbox test card number or the given CVVs (the journeys call it once they have typed cards in).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CardDataScan } from './card-data-scan';

const ZQuery = z.strictObject({
  cvv: z
    .string()
    .regex(/^\d{3,4}(,\d{3,4})*$/, 'cvv: CVVs of 3 or 4 digits, comma-separated')
    .transform((value) => value.split(',')),
});
const ZResponse = z.object({ columnsScanned: z.number().int(), found: z.array(z.string()) });

/** `scan` searches the app's database (card-data-scan-repo.ts, handed in by index.ts). */
export async function cardDataScanRoutes(
  app: FastifyInstance,
  { scan }: { scan: (cvvs: readonly string[]) => Promise<CardDataScan> },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/dev/cardDataScan',
    {
      schema: {
        tags: ['dev'],
        summary: 'Columns holding a test card number or CVV (outside production only)',
        querystring: ZQuery,
        response: { 200: ZResponse },
      },
    },
    (request) => scan(request.query.cvv),
  );
}
