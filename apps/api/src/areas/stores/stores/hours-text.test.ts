import { describe, expect, it } from 'vitest';
import { hoursLinesIn } from './hours-text';

const RAW = 'Mon-Fri 9:00 AM-7:00 PM; Sat 10:00 AM-4:00 PM; Sun Closed';

describe('store hours in the reader’s language (issue 17)', () => {
  it('English as the store system writes them', () => {
    expect(hoursLinesIn(RAW, 'en')).toEqual([
      'Mon-Fri 9:00 AM-7:00 PM',
      'Sat 10:00 AM-4:00 PM',
      'Sun Closed',
    ]);
  });

  it('Spanish from the parsed week, days and times through Intl, closed days said so', () => {
    const lines = hoursLinesIn(RAW, 'es').map((line) => line.replace(/\s/g, ' '));
    expect(lines).toEqual([
      'lun–vie 9:00 a.m.–7:00 p.m.',
      'sáb 10:00 a.m.–4:00 p.m.',
      'dom Cerrado',
    ]);
  });

  it('hours the parser cannot read are shown as written', () => {
    expect(hoursLinesIn('By appointment only', 'es')).toEqual(['By appointment only']);
  });
});
