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

/**
 * Whether the Halloween campaign runs at `at`: the last week of October (24 to 31), by the Berlin
 * date. Its banners are the seed's special banners 559 and 560 (seed 001 §9, decision 0036).
 */
export function isHalloweenCampaign(at: number): boolean {
  const monthDay = berlinDate(at).slice(5);
  return monthDay >= '10-24' && monthDay <= '10-31';
}

/** The developer's override of a campaign: forced on, forced off, or by the calendar. */
export type CampaignSwitch = 'on' | 'off' | 'auto';
export const CAMPAIGN_SWITCHES: readonly CampaignSwitch[] = ['on', 'off', 'auto'];

/** The seasonal campaigns, each with its calendar. */
const CAMPAIGN_SEASONS = { blackFriday: isBlackFridayCampaign, halloween: isHalloweenCampaign };
export type Campaign = keyof typeof CAMPAIGN_SEASONS;
export type CampaignSwitches = Record<Campaign, CampaignSwitch>;

export const campaignRuns = (
  switched: CampaignSwitch,
  at: number,
  campaign: Campaign = 'blackFriday',
): boolean => (switched === 'auto' ? CAMPAIGN_SEASONS[campaign](at) : switched === 'on');

/**
 * The campaigns' switches at start, from `SIM_BLACK_FRIDAY` and `SIM_HALLOWEEN` (`on`, `off` or
 * `auto`; unset is `auto`, the calendar). The e2e simulators start both `off`, so no test depends
 * on the day it runs (by the calendar, a campaign's offer or banners would join every start page).
 */
export function campaignSwitchOf(env: Record<string, string | undefined>): CampaignSwitches {
  const switchOf = (name: string): CampaignSwitch => {
    const raw = env[name];
    if (raw === undefined || raw === '') return 'auto';
    if (!CAMPAIGN_SWITCHES.includes(raw as CampaignSwitch))
      throw new Error(`Invalid ${name}=${raw} (on, off or auto)`);
    return raw as CampaignSwitch;
  };
  return { blackFriday: switchOf('SIM_BLACK_FRIDAY'), halloween: switchOf('SIM_HALLOWEEN') };
}
