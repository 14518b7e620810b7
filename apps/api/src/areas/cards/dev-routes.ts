/**
 * Outside production only: GET /api/dev/cardDataScan?cvv=7391 — which columns of the database hold a
 * sandbox test card number or the given CVVs (the journeys call it once they have typed cards in).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { scanForCardData } from './card-data-scan';

const ZQuery = z.strictObject({
  cvv: z
    .string()
    .regex(/^\d{3,4}(,\d{3,4})*$/, 'cvv: CVVs of 3 or 4 digits, comma-separated')
    .transform((value) => value.split(',')),
});
const ZResponse = z.object({ columnsScanned: z.number().int(), found: z.array(z.string()) });

export async function cardDataScanRoutes(app: FastifyInstance, { db }: { db: DbOrTx }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/dev/cardDataScan',
    { schema: { tags: ['dev'], summary: 'Columns holding a test card number or CVV (outside production only)', querystring: ZQuery, response: { 200: ZResponse } } },
    (request) => scanForCardData(db, request.query.cvv),
  );
}
