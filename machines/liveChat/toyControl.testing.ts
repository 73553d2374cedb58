import type { ToyControl } from '../messenger/messenger.types.ts';
import type { ToyControlEvent, ToyControlInput } from './toyControl.machine.ts';

/** Two of her controls, as the content service lists them. */
export const toyControls: ToyControl[] = [
  {
    id: 1,
    name: 'tease',
    displayName: 'Tease (5 s)',
    price: { value: 0.99, currency: 'EUR' },
    imageUrl: null,
    duration: 5,
    random: false,
  },
  {
    id: 3,
    name: 'wave',
    displayName: 'Wave (30 s)',
    price: { value: 3.99, currency: 'EUR' },
    imageUrl: null,
    duration: 30,
    random: false,
  },
];

export const toyInput: ToyControlInput = {
  chatId: 'c1',
  actorId: 7,
  request: { restBaseUrl: '/rest/v1', ver: 't', language: 'en', accessToken: 't' },
};

type Push = 'Queued' | 'Started' | 'Done' | 'Rejected';
type PushOf<P extends Push> = Extract<ToyControlEvent, { type: `push.liveChatToy${P}` }>;

/** Her toy's push about the guest's `n`th control. */
export function toyPush<P extends Push>(
  push: P,
  n: number,
  fields: Omit<PushOf<P>, 'type' | 'chatId' | 'clientToyId'>,
): PushOf<P> {
  const event = { type: `push.liveChatToy${push}`, chatId: 'c1', clientToyId: `c1:toy${n}` };
  return { ...event, ...fields } as PushOf<P>;
}
