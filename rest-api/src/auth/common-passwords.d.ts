/** Types of the untyped `fxa-common-password-list` (Mozilla's list of commonly used passwords, offline). */
declare module 'fxa-common-password-list' {
  /** True when `password` is in the list (compared as given). */
  export function test(password: string): boolean;
  const list: { test(password: string): boolean };
  export default list;
}
