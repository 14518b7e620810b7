/** Turn a schema validation failure into the field it is about and a short message. */
import type { FastifySchemaValidationError } from 'fastify';

const CONTEXT_NAMES: Record<string, string> = { querystring: 'query', body: 'body', params: 'params', headers: 'headers' };

export interface FieldProblem {
  field: string;
  message: string;
}

function joinPath(parts: string[]): string {
  return parts.filter((part) => part.length > 0).join('.');
}

/** e.g. { field: 'body.username', message: 'Required' } or { field: 'query.evil', message: 'Unknown field' } */
export function describeValidation(issue: FastifySchemaValidationError, context: string | undefined): FieldProblem {
  const root = CONTEXT_NAMES[context ?? ''] ?? context ?? 'request';
  const pathParts = issue.instancePath.split('/').map(decodeURIComponent);
  const params = issue.params as Record<string, unknown>;
  if (issue.keyword === 'unrecognized_keys' && Array.isArray(params.keys) && params.keys.length > 0) {
    const keys = params.keys.map(String);
    return { field: joinPath([root, ...pathParts, keys[0] ?? '']), message: keys.length > 1 ? `Unknown fields (${keys.join(', ')})` : 'Unknown field' };
  }
  // JSON-schema (ajv) style errors carry the missing property in params
  if (issue.keyword === 'required' && typeof params.missingProperty === 'string') {
    return { field: joinPath([root, ...pathParts, params.missingProperty]), message: 'Required' };
  }
  const message = issue.message ?? 'Invalid value';
  const isMissing = issue.keyword === 'invalid_type' && /received undefined$/.test(message);
  return { field: joinPath([root, ...pathParts]), message: isMissing ? 'Required' : message };
}
