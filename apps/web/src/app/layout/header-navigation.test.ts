import { beforeAll, describe, it, expect } from 'vitest';
import { createRouteTable } from '../routes/route-table';
import { backAction } from './header-navigation';

beforeAll(() => {
  createRouteTable('inl');
});

describe('backAction', () => {
  it('goes to MakePayment of the same loan from the AddPaymentMethod path', () => {
    expect(backAction('/inl/Accounts/42/Payment/AddPaymentMethod', true)).toEqual({
      kind: 'path',
      to: '/inl/Accounts/42/Payment',
    });
    expect(backAction('/tmx/Accounts/7/Payment/AddPaymentMethod', false)).toEqual({
      kind: 'path',
      to: '/tmx/Accounts/7/Payment',
    });
  });

  it('goes back in history otherwise', () => {
    expect(backAction('/inl/Accounts/42/Payment/ReviewPayment', true)).toEqual({ kind: 'history' });
    expect(backAction('/inl/PaymentMethods/AddPaymentMethod', true)).toEqual({ kind: 'history' });
  });

  it('goes to Login when there is no history', () => {
    expect(backAction('/ContactUs', false)).toEqual({ kind: 'path', to: '/' });
  });
});
