import { DEMO_SUPPORT_PASSWORD } from './config.ts';
import type { RunningSimulator } from './server.ts';

/** The startup banner: where the app, the payment client and the data are, and the demo logins. */
export function formatBanner(sim: RunningSimulator): string {
  const head = [
    '',
    sim.mode === 'production' ? 'Simulator running (production mode)' : 'Simulator running',
    `  app:       ${sim.appUrl}/en/`,
    `  payment:   ${sim.payUrl}/`,
    `  data:      ${sim.dataDir}`,
    '',
  ];
  if (sim.mode === 'production') {
    // Shown at the start that made them only: the store keeps their hashes, nothing else.
    const passwords = sim.startPasswords.map(({ login, password }) => `  ${login}  ${password}`);
    return [
      ...head,
      'No /dev/ controls and no one-step logins (docs/threat-model.md).',
      ...(passwords.length > 0
        ? ['New random passwords of the demo accounts (shown this once):', ...passwords]
        : []),
      `Support staff log in at ${sim.appUrl}/support/login with the SUPPORT_PASSWORD.`,
      '',
      'Ctrl-C stops.',
      '',
    ].join('\n');
  }
  const width = Math.max(...sim.demoAccounts.map(({ login }) => login.length));
  const logins = sim.demoAccounts.map(
    ({ login, description }) =>
      `  ${login.padEnd(width)}  ${sim.appUrl}/dev/login?as=${encodeURIComponent(login)}&next=/en/\n` +
      `  ${' '.repeat(width)}  ${description}`,
  );
  return [
    ...head,
    'Demo logins (open one to log in and land on /en/; /dev/logout logs out):',
    ...logins,
    '',
    `Support staff: ${sim.appUrl}/support/login?as=support&next=/support/ (one step, demo mode),`,
    `  or login support with the password of SUPPORT_PASSWORD (default ${DEMO_SUPPORT_PASSWORD}).`,
    '',
    'Ctrl-C stops.',
    '',
  ].join('\n');
}
