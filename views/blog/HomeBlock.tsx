import { DomainGate } from '../pages/DomainGate.tsx';
import { BlogBlockBody } from './BlogPages.tsx';

/** The start page's Blog block (seed 000 §2), with the blog domain started on first show. */
export function BlogBlock() {
  return (
    <DomainGate domain="blog">
      <BlogBlockBody />
    </DomainGate>
  );
}
