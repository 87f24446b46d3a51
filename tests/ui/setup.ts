import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// findBy… and waitFor end as soon as what they wait for is there; on a busy 2-core machine running
// two suites, a render or a debounced call can take longer than Testing Library's 1 s default.
configure({ asyncUtilTimeout: 10_000 });

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  localStorage.clear();
});
