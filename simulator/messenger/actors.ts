import type { Database } from 'better-sqlite3';
import { imageUrl } from './catalog.ts';

/** A demo actor as the messenger REST calls answer it (`actor/{id}`, `recommendations`). */
export interface Actor {
  id: number;
  name: string;
  age: number;
  isOnline: boolean;
  previewPictureUrl: string;
  /** What a text message to her costs, as a figure in the guest's currency. */
  messagePrice: number;
  description: string;
}

interface ActorRow {
  id: number;
  name: string;
  age: number;
  is_online: number;
  message_price: number;
  description: string;
}

const toActor = (row: ActorRow): Actor => ({
  id: row.id,
  name: row.name,
  age: row.age,
  isOnline: row.is_online === 1,
  previewPictureUrl: imageUrl('actor', row.id),
  messagePrice: row.message_price,
  description: row.description,
});

/**
 * The messenger's own tables, created here (not in the shared migration list): the demo actors
 * with their online state, and which generated data sets were seeded.
 */
export function createMessengerTables(db: Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS messenger_actors (
      id INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      age INTEGER NOT NULL,
      is_online INTEGER NOT NULL DEFAULT 0,
      message_price REAL NOT NULL,
      description TEXT NOT NULL,
      updated_at INTEGER NOT NULL
    );
    CREATE INDEX IF NOT EXISTS messenger_actors_online ON messenger_actors(is_online, id);
    CREATE TABLE IF NOT EXISTS messenger_seeds (
      name TEXT PRIMARY KEY,
      seeded_at INTEGER NOT NULL
    );`);
}

/** The demo actors. Their online state is the truth; channel rows follow it when it changes. */
export class ActorsRepository {
  constructor(
    private readonly db: Database,
    private readonly now: () => number,
  ) {}

  insertIfMissing(actor: Omit<Actor, 'previewPictureUrl'>): boolean {
    const result = this.db
      .prepare(
        `INSERT OR IGNORE INTO messenger_actors
           (id, name, age, is_online, message_price, description, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        actor.id,
        actor.name,
        actor.age,
        actor.isOnline ? 1 : 0,
        actor.messagePrice,
        actor.description,
        this.now(),
      );
    return result.changes === 1;
  }

  find(id: number): Actor | undefined {
    const row = this.db
      .prepare<[number], ActorRow>('SELECT * FROM messenger_actors WHERE id = ?')
      .get(id);
    return row && toActor(row);
  }

  /** The actor of that name in any case ("lanalove" finds LanaLove): links write names lower-cased. */
  findByName(name: string): Actor | undefined {
    const row = this.db
      .prepare<[string], ActorRow>(
        'SELECT * FROM messenger_actors WHERE name = ? COLLATE NOCASE ORDER BY id LIMIT 1',
      )
      .get(name);
    return row && toActor(row);
  }

  /** Every actor id, in id order (the online timer walks them). */
  ids(): number[] {
    return this.db
      .prepare<[], { id: number }>('SELECT id FROM messenger_actors ORDER BY id')
      .all()
      .map((row) => row.id);
  }

  /** Up to `limit` actors, online ones first, then by id; `exclude` is left out. */
  recommended(limit: number, exclude: number | null): Actor[] {
    return this.db
      .prepare<[number, number], ActorRow>(
        `SELECT * FROM messenger_actors WHERE id != ? ORDER BY is_online DESC, id LIMIT ?`,
      )
      .all(exclude ?? -1, limit)
      .map(toActor);
  }

  /** Sets the actor's online state; false when it was already so (or there is no such actor). */
  setOnline(id: number, online: boolean): boolean {
    const result = this.db
      .prepare(
        'UPDATE messenger_actors SET is_online = ?, updated_at = ? WHERE id = ? AND is_online != ?',
      )
      .run(online ? 1 : 0, this.now(), id, online ? 1 : 0);
    return result.changes === 1;
  }
}
