import type { ForgotPasswordInput, LoginInput } from '@atrium/contract';
import { lazyResolver } from '../../forms/lazyResolver';

// One chunk for both forms of the login page: the contract's schemas, zod and the resolver.
const loadSchemas = () => import('./signInSchemas');

/** Validation of the login form by the contract's LoginInput. */
export const loginResolver = lazyResolver<LoginInput>(async () => (await loadSchemas()).loginResolver);

/** Validation of the forgotten-password form by the contract's ForgotPasswordInput. */
export const forgotPasswordResolver = lazyResolver<ForgotPasswordInput>(
  async () => (await loadSchemas()).forgotPasswordResolver,
);
