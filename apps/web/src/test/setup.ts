import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
// the app's i18next (shared + every feature namespace), so components render real texts
import '../app/i18n';

// Vitest runs without globals, so Testing Library cannot unmount on its own between tests.
afterEach(cleanup);
