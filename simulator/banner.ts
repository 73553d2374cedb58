import type { RunningSimulator } from './server.ts';

/** The startup banner: where the app, the payment client and the data are, and the demo logins. */
export function formatBanner(sim: RunningSimulator): string {
  const width = Math.max(...sim.demoAccounts.map(({ login }) => login.length));
  const logins = sim.demoAccounts.map(
    ({ login, description }) =>
      `  ${login.padEnd(width)}  ${sim.appUrl}/dev/login?as=${encodeURIComponent(login)}&next=/en/\n` +
      `  ${' '.repeat(width)}  ${description}`,
  );
  return [
    '',
    'Simulator running',
    `  app:       ${sim.appUrl}/en/`,
    `  payment:   ${sim.payUrl}/`,
    `  data:      ${sim.dataDir}`,
    '',
    'Demo logins (open one to log in and land on /en/; /dev/logout logs out):',
    ...logins,
    '',
    'Ctrl-C stops.',
    '',
  ].join('\n');
}
