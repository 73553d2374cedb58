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
  price_message: number;
  description: string;
}

const toActor = (row: ActorRow): Actor => ({
  id: row.id,
  name: row.name,
  age: row.age,
  isOnline: row.is_online === 1,
  previewPictureUrl: imageUrl('actor', row.id),
  messagePrice: row.price_message,
  description: row.description,
});

const SELECT = `SELECT id, name, age, is_online, price_message,
  json_extract(data_json, '$.description') AS description FROM cat_actors`;

/** The messenger's own table: which generated data sets were seeded. */
export function createMessengerTables(db: Database): void {
  db.exec(`CREATE TABLE IF NOT EXISTS messenger_seeds (
    name TEXT PRIMARY KEY,
    seeded_at INTEGER NOT NULL
  );`);
}

/**
 * The messenger's view of the catalogue's actors (simulator/catalogue, `cat_actors`): the roster
 * with its online state, which is the truth; channel rows follow it when it changes.
 */
export class ActorsRepository {
  constructor(
    private readonly db: Database,
    private readonly now: () => number,
  ) {}

  find(id: number): Actor | undefined {
    const row = this.db.prepare<[number], ActorRow>(`${SELECT} WHERE id = ?`).get(id);
    return row && toActor(row);
  }

  /** The actor of that name in any case ("lanalove" finds LanaLove): links write names lower-cased. */
  findByName(name: string): Actor | undefined {
    const row = this.db
      .prepare<[string], ActorRow>(`${SELECT} WHERE name = ? COLLATE NOCASE ORDER BY id LIMIT 1`)
      .get(name);
    return row && toActor(row);
  }

  /** Every actor id, in id order (the online timer walks them). */
  ids(): number[] {
    return this.db
      .prepare<[], { id: number }>('SELECT id FROM cat_actors ORDER BY id')
      .all()
      .map((row) => row.id);
  }

  /** Up to `limit` actors, online ones first, then by id; `exclude` is left out. */
  recommended(limit: number, exclude: number | null): Actor[] {
    return this.db
      .prepare<[number, number], ActorRow>(
        `${SELECT} WHERE id != ? ORDER BY is_online DESC, id LIMIT ?`,
      )
      .all(exclude ?? -1, limit)
      .map(toActor);
  }

  /** Sets the actor's online state; false when it was already so (or there is no such actor). */
  setOnline(id: number, online: boolean): boolean {
    const result = this.db
      .prepare(
        'UPDATE cat_actors SET is_online = ?, online_changed_at = ? WHERE id = ? AND is_online != ?',
      )
      .run(online ? 1 : 0, this.now(), id, online ? 1 : 0);
    return result.changes === 1;
  }
}
