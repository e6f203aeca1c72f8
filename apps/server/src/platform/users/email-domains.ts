/**
 * Whether an email address is in one of these domains (lower case), by its part after the last
 * `@`, exactly: `x@firm.com` is in `firm.com`, `x@evilfirm.com` and `x@firm.com.evil.io` are not.
 */
export function isOfDomains(email: string, domains: readonly string[]): boolean {
  const at = email.lastIndexOf('@');
  return at > 0 && domains.includes(email.slice(at + 1).toLowerCase());
}
