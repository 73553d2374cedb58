import type { ListEvent, ListItem, ListQuery } from './list.types.ts';

/** The events the list kit's actors accept, by system id (see `machines/shared/systemEvents.ts`). */
declare module '../shared/systemEvents.ts' {
  interface SystemEvents {
    /** List actors that domains spawn under ids of their choosing, named `<domain>.list` or
     * `<domain>.<name>.list`: each takes the list events of its items. */
    [list: `${string}.list`]: ListEvent<ListItem, ListQuery>;
  }
}
