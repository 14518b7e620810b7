import { describe, expect, it } from 'vitest';
import { describeValidation } from './validation-field';

describe('describeValidation', () => {
  it('names a key with a percent sign as it is, escaped or not (a bare % once threw: a 500)', () => {
    const issue = (instancePath: string) => ({
      keyword: 'too_big',
      instancePath,
      schemaPath: '',
      params: {},
      message: 'Too big',
    });
    expect(describeValidation(issue('/dataFields/a%zz'), 'body').field).toBe(
      'body.dataFields.a%zz',
    );
    expect(describeValidation(issue('/dataFields/100%'), 'body').field).toBe(
      'body.dataFields.100%',
    );
    expect(describeValidation(issue('/dataFields/a%2Fb'), 'body').field).toBe(
      'body.dataFields.a/b',
    );
  });
});
