import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbitraryFor } from '../../services/realtime/frames.arbitrary.ts';
import { channelSchema, serverFrameSchema } from '../../services/realtime/frames.ts';
import type { Channel } from '../store/channels.ts';
import { CHANNELS_FRAME_BUDGET, channelFrames } from './answers.ts';

const channel = arbitraryFor(channelSchema) as fc.Arbitrary<Channel>;
// Long names make a few channels fill a frame, so the property sees many splits.
const bulky = channel.map((c) => ({ ...c, actorName: c.actorName.repeat(400) }));

describe('channelFrames', () => {
  it('answers an empty list with one empty frame at the offset', () => {
    expect(channelFrames([], 40, 40, 'unread')).toEqual([
      { type: 'channels', channels: [], offset: 40, total: 40, filterType: 'unread' },
    ]);
  });

  it('property: valid frames under the budget, in order, each at the offset of its first channel', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(channel, bulky), { maxLength: 60 }),
        fc.nat(1000),
        (channels, offset) => {
          const frames = channelFrames(channels, offset, offset + channels.length, null);
          let next = offset;
          for (const frame of frames) {
            expect(serverFrameSchema('channels').safeParse(frame).success).toBe(true);
            expect(Buffer.byteLength(JSON.stringify(frame))).toBeLessThanOrEqual(
              CHANNELS_FRAME_BUDGET,
            );
            expect(frame.offset).toBe(next);
            expect(frame.total).toBe(offset + channels.length);
            next += frame.channels.length;
          }
          expect(frames.flatMap((frame) => frame.channels)).toEqual(channels);
        },
      ),
      { numRuns: 60 },
    );
  });
});
