/** Route types shared by the app's route table and the features (which never import src/app). */
import type { ComponentType } from 'react';
import type { BrandCode } from '@lender/domain';

export type RouteGroup = 'unauthenticated' | 'authenticated' | 'brand' | 'topLevel';

export interface RouteMeta {
  /** the flow a route belongs to; route-flow locking compares it with the locked flows */
  flow?: string;
  /** the brand of a brand-prefixed (or /{brand}/…) route */
  brand?: BrandCode;
  /** a page of the payment flow (Accounts/:loanId/Payment/…) */
  paymentFlowPage?: boolean;
  /** route names (unprefixed) that cannot be navigated to from this route */
  preventNavigation?: string[];
}

export interface RouteInfo {
  /** the route NAME; brand routes are `${brand}-${baseName}` */
  name: string;
  /** the spec's name without the brand prefix */
  baseName: string;
  /** absolute path pattern, e.g. '/inl/Accounts/:loanId/Payment' */
  path: string;
  group: RouteGroup;
  meta: RouteMeta;
}

export interface ScreenModule {
  default: ComponentType;
}
export type ScreenLoader = () => Promise<ScreenModule>;
/**
 * What a feature's `routes.ts` exports as `screens`: base route name (unprefixed, e.g. 'MakePayment')
 * → lazy import of its screen. The route table picks up every `src/features/<f>/routes.ts`.
 */
export type ScreenRegistry = Readonly<Record<string, ScreenLoader>>;

/** Params of a route: path params fill `:name` segments; any others become the query string. */
export type RouteParams = Record<string, string | number | boolean | undefined>;
