// Apart from the zod schemas: a screen that only shows the rule (the password reset's second step)
// must not pull zod into its route's first load (the 150 KiB budget).

/** Shown under new-password fields so the rule is known before the first error. */
export const PASSWORD_RULE_HINT =
  'At least 8 characters with an uppercase letter, a lowercase letter, a number and one of ! @ # $ % ^ & *';
