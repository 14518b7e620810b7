/** Route types shared by the app's route table and the features (which never import src/app). */
import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
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

/** What a screen's `prefetch` is told of the page it is about to render. */
export interface ScreenPrefetchArgs {
  params: Readonly<Record<string, string | undefined>>;
  /** the brand the page is about: its route's (the first path segment), else the build's default (usePageBrand) */
  brand: BrandCode;
  /** the app's query cache, the one the screen's queries read */
  queryClient: QueryClient;
}

/** One step of a screen's `warm`: each runs in an idle task of its own, so warming never makes a long task. */
export type WarmStep = () => void;

export interface ScreenModule {
  default: ComponentType;
  /**
   * Starts the screen's first reads once its route's guard has let the navigation through (online only), so they
   * run while the screen renders instead of after it has (decision 038). Never awaited: it starts the reads with
   * the screen's own query options, so the screen's queries share them.
   */
  prefetch?: (args: ScreenPrefetchArgs) => void;
  /**
   * Starts what the screen reads whichever link to it she taps (her standing, her brand's terms) and any one-time
   * set-up its prefetch would do first, once its chunk is preloaded on a page she stays on (signed in, online;
   * decision 085): the tap then waits for the reads of the page she tapped only. Only reads cached for minutes belong
   * here — a read fresh for the tap only would be asked again by the tap anyway.
   */
  warm?: (args: Omit<ScreenPrefetchArgs, 'params'>) => readonly WarmStep[];
}
export type ScreenLoader = () => Promise<ScreenModule>;
/**
 * What a feature's `routes.ts` exports as `screens`: base route name (unprefixed, e.g. 'MakePayment')
 * → lazy import of its screen. The route table picks up every `src/features/<f>/routes.ts`.
 */
export type ScreenRegistry = Readonly<Record<string, ScreenLoader>>;

/** Params of a route: path params fill `:name` segments; any others become the query string. */
export type RouteParams = Record<string, string | number | boolean | undefined>;
