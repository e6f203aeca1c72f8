import { zodResolver } from '@hookform/resolvers/zod';
import { ForgotPasswordInput, LoginInput } from '@atrium/contract';
import { formIssueKey } from '../../forms/formErrors';

// Loaded on demand by signInResolvers.ts; see lazyResolver for why.
export const loginResolver = zodResolver(LoginInput, { error: formIssueKey });
export const forgotPasswordResolver = zodResolver(ForgotPasswordInput, { error: formIssueKey });
