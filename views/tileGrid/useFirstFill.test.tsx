import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { initialFill, nextFill, useFirstFill } from './useFirstFill.ts';

describe('the first fill', () => {
  it('mounts with skeletons while nothing is loaded, with every row when items are there', () => {
    expect(initialFill(false)).toBe('skeletons');
    // Back from a tile's page: the rows render at once, so the scroll can be restored.
    expect(initialFill(true)).toBe('all');
  });

  it('goes from skeletons to the first screen to all rows, only once items are there', () => {
    expect(nextFill('skeletons', false, true)).toBeNull();
    expect(nextFill('skeletons', true, true)).toBe('firstScreen');
    expect(nextFill('firstScreen', true, true)).toBe('all');
    expect(nextFill('all', true, true)).toBeNull();
  });

  it('goes from skeletons to all items in one step without the overscan step (a strip)', () => {
    expect(nextFill('skeletons', false, false)).toBeNull();
    expect(nextFill('skeletons', true, false)).toBe('all');
    expect(nextFill('all', true, false)).toBeNull();
  });
});

function Strip({ items }: { items: string[] }) {
  const { shown } = useFirstFill(items);
  return (
    <ul>
      {shown.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

describe('a strip’s first fill', () => {
  it('shows items that are there when it mounts at once (back to the page: no flash)', () => {
    expect(renderToString(<Strip items={['a', 'b']} />)).toBe('<ul><li>a</li><li>b</li></ul>');
  });

  it('shows nothing before its items arrive', () => {
    expect(renderToString(<Strip items={[]} />)).toBe('<ul></ul>');
  });
});
