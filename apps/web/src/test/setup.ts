import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
// Component tests render signed-in screens: the app has learnt every area's server messages by then.
import '../i18n/areaServerMessages';
import { setUploadTransport } from '../api/upload';
import { fetchUploadTransport } from './fetchUploadTransport';

// Pure-logic suites run in node (`@vitest-environment node`), where there is no DOM to clean.
if (typeof window !== 'undefined') {
  afterEach(() => {
    cleanup();
    window.localStorage.clear();
  });
}

// Uploads go by XMLHttpRequest in the browser, for their progress; the tests' API is a mocked fetch.
setUploadTransport(fetchUploadTransport);
