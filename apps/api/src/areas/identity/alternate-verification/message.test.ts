import { describe, expect, it } from 'vitest';
import { alternateCodeMessage, codeDestination, maskedDestination } from './message';

describe('the co-signer code message', () => {
  it('goes to the phone (SMS or voice), to the email only without a phone, nowhere without either', () => {
    expect(codeDestination({ phone: '3125550104', email: 'd@example.com' }, false)).toEqual({
      channel: 'sms',
      to: '3125550104',
    });
    expect(codeDestination({ phone: '3125550104', email: 'd@example.com' }, true)).toEqual({
      channel: 'voice',
      to: '3125550104',
    });
    expect(codeDestination({ phone: null, email: 'd@example.com' }, true)).toEqual({
      channel: 'email',
      to: 'd@example.com',
    });
    expect(codeDestination({ phone: null, email: null }, false)).toBeNull();
  });

  it('masks the destination', () => {
    expect(maskedDestination('sms', '3125550104')).toBe('(***) ***-0104');
    expect(maskedDestination('voice', '3125550104')).toBe('(***) ***-0104');
    expect(maskedDestination('email', 'dev.cosigner@example.com')).toBe('d•••@example.com');
  });

  it('puts the code before the loan number and names the requester; email has a subject', () => {
    const email = alternateCodeMessage({
      channel: 'email',
      to: 'd@example.com',
      code: '042917',
      requesterName: 'Ana Rivera',
      loanNumber: '10001-001',
      language: 'en',
    });
    expect(email.subject).toBeTruthy();
    expect(email.body.indexOf('042917')).toBeLessThan(email.body.indexOf('10001-001'));
    expect(email.body).toContain('Ana Rivera');
    const sms = alternateCodeMessage({
      channel: 'sms',
      to: '3125550104',
      code: '042917',
      requesterName: 'Ana Rivera',
      loanNumber: '10001-001',
      language: 'en',
    });
    expect(sms.subject).toBeUndefined();
    expect(sms.body).toBe(
      'Your verification code is 042917. Ana Rivera asked to verify you as the co-signer paying loan 10001-001. It expires in 10 minutes. If you did not ask for it, ignore this message.',
    );
  });

  it('is in the language of the request that asked for it', () => {
    const email = alternateCodeMessage({
      channel: 'email',
      to: 'd@example.com',
      code: '042917',
      requesterName: 'Ana Rivera',
      loanNumber: '10001-001',
      language: 'es',
    });
    expect(email.subject).toBe('Su código de verificación de codeudor');
    expect(email.body).toBe(
      'Su código de verificación es 042917. Ana Rivera pidió verificarle como el codeudor que paga el préstamo 10001-001. Vence en 10 minutos. Si usted no lo pidió, ignore este mensaje.',
    );
    const voice = alternateCodeMessage({
      channel: 'voice',
      to: '3125550104',
      code: '12',
      requesterName: 'Ana',
      loanNumber: '1',
      language: 'es',
    });
    expect(voice.body).toBe(
      'Su código de verificación es 1 2. Repito, su código es 1 2. Ana pidió verificarle como el codeudor que paga el préstamo 1.',
    );
  });
});
