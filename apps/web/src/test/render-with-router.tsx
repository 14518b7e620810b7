/** Test harness: the app's providers and a memory data router around a piece of the shell. */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  Outlet,
  RouterProvider,
  createMemoryRouter,
  useLocation,
  type RouteObject,
} from 'react-router';
import { queryClient } from '../shared/query/query-client';

export function CurrentLocation() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

/** Render `shell` above an outlet; every path shows the current location. Extra routes may carry handles. */
export function renderWithRouter(
  shell: ReactNode,
  { path = '/', routes = [] as RouteObject[] } = {},
) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            {shell}
            <Outlet />
          </>
        ),
        children: [
          ...routes,
          { path: '*', element: <CurrentLocation /> },
          { index: true, element: <CurrentLocation /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router };
}
