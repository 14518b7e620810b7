/**
 * Issue 13: GET /ancillaryProducts answers the products offered with a renewal (domain ancillaryOffer by product
 * type and store state) in the reader's language: A1 (instalment, Texas) and T1 (title, Illinois; then moved to a
 * California store, where one product is only set up in a store, and to a New Mexico store, where one is required).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ZAncillaryProductsResponseSchema } from '@lender/contract';
import { loans } from '../../../db/schema';
import { PERSONA_STORES } from '../../../db/seed';
import { cardsTestApp, type CardsTestApp, type Headers } from '../../cards/test-kit';
import { A1, RENEWAL_CENTS, T1 } from '../../payments/test-kit';

let t: CardsTestApp;
let ana: Headers;
let ben: Headers;

beforeAll(async () => {
  t = await cardsTestApp();
  [ana, ben] = await Promise.all([t.headers('P1'), t.headers('P2')]);
});
afterAll(async () => t.close());

/** A1's and T1's product ids (GET /accounts answers them) */
async function productIdOf(who: Headers, brandName: string, loanId: string): Promise<number> {
  const res = await t.call(who, 'GET', `/accounts?brandName=${brandName}`);
  return (res.json().loans as { loanId: string; productId: number }[]).find(
    (loan) => loan.loanId === loanId,
  )!.productId;
}

async function products(
  who: Headers,
  query: { loanId: string; productId: number; storeId: number },
  language: 'en' | 'es' = 'en',
) {
  const url = `/api/ancillaryProducts?loanId=${query.loanId}&amount=${RENEWAL_CENTS}&productId=${query.productId}&storeId=${query.storeId}`;
  return t.app.inject({ method: 'GET', url, headers: { ...who, 'accept-language': language } });
}

describe('GET /ancillaryProducts', () => {
  it('offers A1 (instalment, Texas) payment and identity protection, none required, nothing missing — in English and Spanish', async () => {
    const query = {
      loanId: A1,
      productId: await productIdOf(ana, 'inl', A1),
      storeId: PERSONA_STORES.houstonInl,
    };
    const en = await products(ana, query);
    expect(en.statusCode, en.body).toBe(200);
    const answer = ZAncillaryProductsResponseSchema.parse(en.json());
    expect(answer).toEqual({
      products: [
        {
          productId: 'paymentProtection',
          name: 'Payment protection',
          description: expect.stringContaining('lose your job'),
          priceCents: 1_299,
          required: false,
          requiredText: null,
        },
        {
          productId: 'identityProtection',
          name: 'Identity protection',
          description: expect.stringContaining('Credit monitoring'),
          priceCents: 799,
          required: false,
          requiredText: null,
        },
      ],
      confirmText: expect.stringMatching(
        /optional unless marked required.*billed monthly.*calling my store/,
      ),
      missingProducts: [],
      showAppointmentLink: false,
    });
    const es = ZAncillaryProductsResponseSchema.parse((await products(ana, query, 'es')).json());
    expect(es.products.map((product) => product.name)).toEqual([
      'Protección de pagos',
      'Protección de identidad',
    ]);
    expect(es.confirmText).toMatch(
      /opcionales salvo los marcados como obligatorios.*mensualmente.*llamando a mi tienda/,
    );
  });

  it('offers T1 (title, Illinois) its vehicle products; in California one is only set up in a store, in New Mexico one is required', async () => {
    const productId = await productIdOf(ben, 'tmx', T1);
    const illinois = ZAncillaryProductsResponseSchema.parse(
      (await products(ben, { loanId: T1, productId, storeId: PERSONA_STORES.chicagoTmx })).json(),
    );
    expect(illinois.products.map((product) => [product.productId, product.required])).toEqual([
      ['roadsideAssistance', false],
      ['identityProtection', false],
      ['gapCoverage', false],
    ]);
    expect(illinois).toMatchObject({ missingProducts: [], showAppointmentLink: false });

    await t.database.db.update(loans).set({ storeId: 114 }).where(eq(loans.id, T1)); // Los Angeles, CA
    const california = ZAncillaryProductsResponseSchema.parse(
      (await products(ben, { loanId: T1, productId, storeId: 114 }, 'es')).json(),
    );
    expect(california.products.map((product) => product.productId)).toEqual([
      'roadsideAssistance',
      'gapCoverage',
    ]);
    expect(california).toMatchObject({
      missingProducts: ['Protección de identidad'],
      showAppointmentLink: true,
    });

    await t.database.db.update(loans).set({ storeId: 136 }).where(eq(loans.id, T1)); // Albuquerque, NM
    const newMexico = ZAncillaryProductsResponseSchema.parse(
      (await products(ben, { loanId: T1, productId, storeId: 136 })).json(),
    );
    expect(newMexico.products.find((product) => product.productId === 'gapCoverage')).toMatchObject(
      {
        name: 'GAP coverage',
        required: true,
        requiredText: 'Required in NM to renew this loan online.',
      },
    );
    await t.database.db
      .update(loans)
      .set({ storeId: PERSONA_STORES.chicagoTmx })
      .where(eq(loans.id, T1));
  });

  it('refuses another store or product than the loan’s (400 naming the field) and another customer’s loan (404)', async () => {
    const productId = await productIdOf(ana, 'inl', A1);
    const store = await products(ana, {
      loanId: A1,
      productId,
      storeId: PERSONA_STORES.chicagoInl,
    });
    expect([store.statusCode, store.json().field]).toEqual([400, 'query.storeId']);
    const product = await products(ana, {
      loanId: A1,
      productId: productId + 1,
      storeId: PERSONA_STORES.houstonInl,
    });
    expect([product.statusCode, product.json().field]).toEqual([400, 'query.productId']);
    expect(
      (await products(ben, { loanId: A1, productId, storeId: PERSONA_STORES.houstonInl }))
        .statusCode,
    ).toBe(404);
  });
});
