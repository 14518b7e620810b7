/** A customer's record and declarations: her change of it, military status, a withdrawn application, an appraisal answered. */
import { expect, it } from 'vitest';
import { OfferTypeId } from '../../db/schema';
import { customerIdOf, profileIdOf } from '../../db/seed';
import { P2_APPLICATION_ID } from '../../db/seed/ids';
import type { PortSuite } from './context';

export function describeCustomers(s: PortSuite): void {
  const { tlxe, now } = s;
  it('records her change of her customer record, again alike; an unknown customer is false', async () => {
    const before = (await tlxe().personalInfo('T100001'))!;
    const change = {
      phone: '3125550199',
      address: { line1: '9 Elm St', city: 'Chicago', state: 'IL', zip: '60601' },
      communicationPreference: 2 as const,
    };
    expect(await tlxe().updateCustomer('T100001', change)).toBe(true);
    expect(await tlxe().updateCustomer('T100001', change)).toBe(true);
    expect(await tlxe().personalInfo('T100001')).toMatchObject({
      phone: '3125550199',
      address: change.address,
      firstName: before.firstName,
    });
    expect(await tlxe().updateCustomer('T999999', change)).toBe(false);
    // put back: the other tests read her as seeded
    expect(
      await tlxe().updateCustomer('T100001', {
        phone: before.phone,
        ...(before.address ? { address: before.address } : {}),
      }),
    ).toBe(true);
  });

  it('declares the military status, withdraws an application, answers an appraisal offer', async () => {
    const at = new Date('2026-12-01T10:00:00.000Z');
    const input = { isActiveDuty: true, isDependent: false, profileId: profileIdOf('P1') };
    expect(await tlxe().setMilitaryStatus('T100001', input, at)).toEqual({
      isActiveDuty: true,
      isDependent: false,
      declaredAt: at,
    });
    expect(await tlxe().militaryStatus('T100001')).toEqual({
      isActiveDuty: true,
      isDependent: false,
      declaredAt: at,
    });
    expect(await tlxe().withdrawApplication('T100002', P2_APPLICATION_ID, now())).toBe(true);
    expect(await tlxe().withdrawApplication('T100002', P2_APPLICATION_ID, now())).toBe(false);
    const appraisal = (await s.f.systems.offers.offersOf(customerIdOf('P6'))).find(
      (offer) => offer.offerTypeId === OfferTypeId.appraisal,
    )!;
    await s.f.systems.offers.setAppraisalStatus(appraisal.offerKey, 'declined', at);
    expect((await s.f.systems.offers.offer(appraisal.offerKey))?.declinedAt).toEqual(at);
  });
}
