/**
 * The platform's account cookie: set once the browser has logged in or signed up (its exact name
 * is not in the spec; the simulator's demo login sets the same). Its presence makes gating and the
 * exit-intent box offer login rather than signup. A module of its own: the guest reads it at boot,
 * while the pay tour's page service (page.ts) loads with the pay tour (issue 50 §5).
 */
export const ACCOUNT_COOKIE = 'vx_account';
