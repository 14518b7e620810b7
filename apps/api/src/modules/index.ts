/**
 * Every API module, registered in order under /api. To add one: create modules/<m>/{routes,service,
 * repo,index}.ts, export an ApiModule from index.ts, and add it to this list.
 */
import type { FastifyInstance } from 'fastify';
import { configModule } from './config';
import { healthModule } from './health';
import { serviceStatusModule } from './service-status';
import type { ApiModule, ModuleContext } from './types';

export const API_MODULES: readonly ApiModule[] = [healthModule, serviceStatusModule, configModule];

export async function registerModules(app: FastifyInstance, context: ModuleContext): Promise<void> {
  for (const apiModule of API_MODULES) await apiModule(app, context);
}
