import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { setClock } from '../lib/clock';

// A screen's first render loads its lazy chunks (and the test suite shares two cores with the
// server tests): `findBy…` waits up to 5 s instead of 1 s before a test fails.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  // A test that stood the app clock at a date leaves the next one on the system time.
  setClock(null);
});
