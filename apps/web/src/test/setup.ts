import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { addAllResources } from './i18n-all-resources';
import { resetReachability } from '../shared/offline/reachability';
// the app's i18next, with every namespace of both languages added at once (tests only: the app
// loads them lazily), so components render real texts
import '../app/i18n';

addAllResources();

// Vitest runs without globals, so Testing Library cannot unmount on its own between tests.
afterEach(cleanup);
// a test's failed call must not leave the next one offline
afterEach(resetReachability);
