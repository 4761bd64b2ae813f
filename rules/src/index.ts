/**
 * @agency/rules: the rules the new-order and client forms (web), the gateway and the REST API all
 * apply, in one pure module (no Node or browser API), so the form's instant feedback and the
 * server's final word cannot disagree.
 */
export * from './money.js';
export * from './amounts.js';
export * from './dates.js';
export * from './dateArithmetic.js';
export * from './orders.js';
export * from './investments.js';
export * from './errors.js';
export * from './fields.js';
export * from './limits.js';
export * from './brazil.js';
export * from './csv.js';
export * from './sanctions.js';
export * from './passwords.js';
export * from './roles.js';
export * from './enumerations.js';
