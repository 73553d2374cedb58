import type { Database } from 'better-sqlite3';

/** What a survey asks about: the platform, or a live chat that just ended. */
export type SurveyTopic = 'platform' | 'chat';

/**
 * The conversion state of each guest (an account, or a visitor's session): closed incentives,
 * hidden refill windows, guest info, when each timed offer started, and the surveys due and
 * answered. Own tables, created here.
 */
export class ConversionStore {
  constructor(private readonly db: Database) {
    db.exec(`
      CREATE TABLE IF NOT EXISTS conversion_closed (
        guest_key TEXT NOT NULL, incentive_id TEXT NOT NULL, result TEXT NOT NULL, closed_at INTEGER NOT NULL,
        PRIMARY KEY (guest_key, incentive_id));
      CREATE TABLE IF NOT EXISTS conversion_refill_hidden (
        guest_key TEXT NOT NULL, incentive_type TEXT NOT NULL, hidden_until INTEGER NOT NULL,
        PRIMARY KEY (guest_key, incentive_type));
      CREATE TABLE IF NOT EXISTS conversion_guest_info (
        guest_key TEXT NOT NULL, type TEXT NOT NULL, value TEXT NOT NULL,
        PRIMARY KEY (guest_key, type));
      CREATE TABLE IF NOT EXISTS survey_due (
        guest_key TEXT NOT NULL, survey_id TEXT NOT NULL, topic TEXT NOT NULL, due_at INTEGER NOT NULL,
        PRIMARY KEY (guest_key, survey_id));
      CREATE TABLE IF NOT EXISTS survey_answers (
        guest_key TEXT NOT NULL, survey_id TEXT NOT NULL, rating TEXT NOT NULL, answered_at INTEGER NOT NULL,
        PRIMARY KEY (guest_key, survey_id));
      CREATE TABLE IF NOT EXISTS conversion_offer_start (
        guest_key TEXT NOT NULL, offer TEXT NOT NULL, started_at INTEGER NOT NULL,
        PRIMARY KEY (guest_key, offer));
    `);
  }

  close(key: string, incentiveId: string, result: string, at: number): void {
    this.db
      .prepare(
        'INSERT OR REPLACE INTO conversion_closed (guest_key, incentive_id, result, closed_at) VALUES (?, ?, ?, ?)',
      )
      .run(key, incentiveId, result, at);
  }

  closedIds(key: string): Set<string> {
    const rows = this.db
      .prepare<[string], { incentive_id: string }>(
        'SELECT incentive_id FROM conversion_closed WHERE guest_key = ?',
      )
      .all(key);
    return new Set(rows.map((row) => row.incentive_id));
  }

  hideRefill(key: string, type: string, until: number): void {
    this.db
      .prepare(
        'INSERT OR REPLACE INTO conversion_refill_hidden (guest_key, incentive_type, hidden_until) VALUES (?, ?, ?)',
      )
      .run(key, type, until);
  }

  isRefillHidden(key: string, type: string, now: number): boolean {
    const row = this.db
      .prepare<[string, string], { hidden_until: number }>(
        'SELECT hidden_until FROM conversion_refill_hidden WHERE guest_key = ? AND incentive_type = ?',
      )
      .get(key, type);
    return row !== undefined && row.hidden_until > now;
  }

  setGuestInfo(key: string, type: string, value: string): void {
    this.db
      .prepare(
        'INSERT OR REPLACE INTO conversion_guest_info (guest_key, type, value) VALUES (?, ?, ?)',
      )
      .run(key, type, value);
  }

  guestInfo(key: string, type: string): string | undefined {
    return this.db
      .prepare<[string, string], { value: string }>(
        'SELECT value FROM conversion_guest_info WHERE guest_key = ? AND type = ?',
      )
      .get(key, type)?.value;
  }

  /** When the guest first saw a timed offer (its countdown runs from then). */
  offerStart(key: string, offer: string, now: number): number {
    this.db
      .prepare(
        'INSERT OR IGNORE INTO conversion_offer_start (guest_key, offer, started_at) VALUES (?, ?, ?)',
      )
      .run(key, offer, now);
    return this.db
      .prepare<[string, string], { started_at: number }>(
        'SELECT started_at FROM conversion_offer_start WHERE guest_key = ? AND offer = ?',
      )
      .get(key, offer)!.started_at;
  }

  /**
   * Makes a survey due for the guest unless it was answered already; returns whether it is due.
   * (A survey asked about twice, e.g. the same chat, stays one survey.)
   */
  makeSurveyDue(key: string, surveyId: string, topic: SurveyTopic, at: number): boolean {
    if (this.surveyAnswer(key, surveyId) !== undefined) return false;
    this.db
      .prepare(
        'INSERT OR IGNORE INTO survey_due (guest_key, survey_id, topic, due_at) VALUES (?, ?, ?, ?)',
      )
      .run(key, surveyId, topic, at);
    return true;
  }

  /** The oldest survey of a topic the guest has not answered yet. */
  dueSurvey(key: string, topic: SurveyTopic): { id: string; topic: SurveyTopic } | undefined {
    const row = this.db
      .prepare<[string, string], { survey_id: string }>(
        'SELECT survey_id FROM survey_due WHERE guest_key = ? AND topic = ? ORDER BY due_at, survey_id LIMIT 1',
      )
      .get(key, topic);
    return row && { id: row.survey_id, topic };
  }

  isSurveyDue(key: string, surveyId: string): boolean {
    return (
      this.db
        .prepare('SELECT 1 FROM survey_due WHERE guest_key = ? AND survey_id = ?')
        .get(key, surveyId) !== undefined
    );
  }

  /** Takes the answer: the survey is no longer due. */
  answerSurvey(key: string, surveyId: string, rating: string, at: number): void {
    this.db
      .prepare(
        'INSERT OR REPLACE INTO survey_answers (guest_key, survey_id, rating, answered_at) VALUES (?, ?, ?, ?)',
      )
      .run(key, surveyId, rating, at);
    this.db
      .prepare('DELETE FROM survey_due WHERE guest_key = ? AND survey_id = ?')
      .run(key, surveyId);
  }

  surveyAnswer(key: string, surveyId: string): string | undefined {
    return this.db
      .prepare<[string, string], { rating: string }>(
        'SELECT rating FROM survey_answers WHERE guest_key = ? AND survey_id = ?',
      )
      .get(key, surveyId)?.rating;
  }

  /** How many surveys the guest has answered (numbers the next platform survey). */
  answeredCount(key: string): number {
    return this.db
      .prepare<[string], { n: number }>(
        'SELECT COUNT(*) AS n FROM survey_answers WHERE guest_key = ?',
      )
      .get(key)!.n;
  }

  /** Forgets everything of one guest (the dev reset): closed offers, hidden windows, info, starts. */
  reset(key: string): void {
    for (const table of [
      'conversion_closed',
      'conversion_refill_hidden',
      'conversion_guest_info',
      'conversion_offer_start',
      'survey_due',
      'survey_answers',
    ])
      this.db.prepare(`DELETE FROM ${table} WHERE guest_key = ?`).run(key);
  }
}
