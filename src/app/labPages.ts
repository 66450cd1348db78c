import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ComparePageProps, LabDefinition, LabPageProps } from '../labs/registry';

export interface LabPages {
  Page: LazyExoticComponent<ComponentType<LabPageProps<object>>>;
  ComparePage: LazyExoticComponent<ComponentType<ComparePageProps<object>>> | null;
}

const cache = new Map<string, LabPages>();

/**
 * A lab's pages as lazy components, made once per lab (a new lazy() at each render would remount
 * the page): each page is its own chunk, loaded when the lab opens.
 */
export function labPages(lab: LabDefinition<object>): LabPages {
  let pages = cache.get(lab.id);
  if (!pages) {
    const compare = lab.comparePage;
    pages = {
      Page: lazy(() => lab.page().then((c) => ({ default: c }))),
      ComparePage: compare ? lazy(() => compare().then((c) => ({ default: c }))) : null,
    };
    cache.set(lab.id, pages);
  }
  return pages;
}
