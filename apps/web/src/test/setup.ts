import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { setUploadTransport } from '../api/upload';
import { fetchUploadTransport } from './fetchUploadTransport';
import { installMatchMedia } from './matchMedia';

// findBy… and waitFor wait up to 5 s rather than 1 s for what the user would see: a file's first
// test renders MUI and emotion cold, the signed-in screens render in transitions after their data
// (sliced, see ProtectedLayout), and the shared 2-CPU machine slows both; no assertion changes.
configure({ asyncUtilTimeout: 5000 });

// Pure-logic suites run in node (`@vitest-environment node`), where there is no DOM to clean.
if (typeof window !== 'undefined') {
  afterEach(() => {
    cleanup();
    window.localStorage.clear();
    // Each test is a browser of its own: the one jsdom of a worker keeps cookies otherwise.
    for (const cookie of document.cookie.split(';')) {
      const name = cookie.split('=')[0]?.trim();
      if (name) document.cookie = `${name}=; max-age=0; path=/`;
    }
  });
}

installMatchMedia();

// Uploads go by XMLHttpRequest in the browser, for their progress; the tests' API is a mocked fetch.
setUploadTransport(fetchUploadTransport);
