import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useFirstFill } from './useFirstFill.ts';

function Strip({ items }: { items: string[] }) {
  const shown = useFirstFill(items);
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
