/** The part of s3rver (an in-process S3 protocol server, for tests) that the tests use; it ships no types. */
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  class S3rver {
    constructor(options: {
      port?: number;
      address?: string;
      silent?: boolean;
      directory: string;
      configureBuckets?: { name: string }[];
    });
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
  // The package's own shape: a CommonJS class as its default (no named export to use instead).
  // eslint-disable-next-line no-restricted-syntax
  export default S3rver;
}
