export * from './CredentialPage';
export * from './CredentialsPage';
