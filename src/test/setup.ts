import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// `findBy…` and `waitFor` wait for what the person would see, not for a time: on a 2-core CI
// machine that also runs the e2e, a module the widget loads on demand took over the default
// second to arrive (seen in CI), and over 5 s once the panels wait for the first paint (CI
// again), and over 10 s with a second test run beside this one. A wait that fails still fails,
// some seconds later.
configure({ asyncUtilTimeout: 30_000 });

afterEach(() => cleanup());
