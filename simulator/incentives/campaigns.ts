/**
 * Seasonal campaigns of the conversion layer. Black Friday (the `black-friday-2020` box, named
 * after the edition it was made for) runs from Black Friday, the day after the fourth Thursday of
 * November, through Cyber Monday, by the Berlin calendar date.
 */

const berlinDate = (at: number): string =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Berlin',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(at));

/** The Black Friday of `year` (`YYYY-MM-DD`). */
export function blackFriday(year: number): string {
  const firstWeekday = new Date(Date.UTC(year, 10, 1)).getUTCDay();
  const firstThursday = 1 + ((4 - firstWeekday + 7) % 7);
  return new Date(Date.UTC(year, 10, firstThursday + 21 + 1)).toISOString().slice(0, 10);
}

/** Whether the Black Friday campaign runs at `at` (Black Friday to Cyber Monday, Berlin dates). */
export function isBlackFridayCampaign(at: number): boolean {
  const today = berlinDate(at);
  const start = blackFriday(Number(today.slice(0, 4)));
  const end = new Date(Date.parse(`${start}T12:00:00Z`) + 3 * 86_400_000)
    .toISOString()
    .slice(0, 10);
  return today >= start && today <= end;
}

/** The developer's override of a campaign: forced on, forced off, or by the calendar. */
export type CampaignSwitch = 'on' | 'off' | 'auto';
export const CAMPAIGN_SWITCHES: readonly CampaignSwitch[] = ['on', 'off', 'auto'];

export const campaignRuns = (switched: CampaignSwitch, at: number): boolean =>
  switched === 'auto' ? isBlackFridayCampaign(at) : switched === 'on';

/**
 * The campaign's switch at start, from `SIM_BLACK_FRIDAY` (`on`, `off` or `auto`; unset is
 * `auto`, the calendar). The e2e simulators start with `off`, so no test depends on the day it
 * runs (Black Friday to Cyber Monday the campaign's offer would join every start page).
 */
export function campaignSwitchOf(env: Record<string, string | undefined>): CampaignSwitch {
  const raw = env.SIM_BLACK_FRIDAY;
  if (raw === undefined || raw === '') return 'auto';
  if (!CAMPAIGN_SWITCHES.includes(raw as CampaignSwitch))
    throw new Error(`Invalid SIM_BLACK_FRIDAY=${raw} (on, off or auto)`);
  return raw as CampaignSwitch;
}
