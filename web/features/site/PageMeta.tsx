import { useEffect } from 'react';

/**
 * The page's title and meta description. The description lives in index.html (one tag, for
 * crawlers that do not run script); each page writes its own text into that tag and gives the
 * default back when it goes, so two pages never leave two descriptions behind.
 */
export function PageMeta({ title, description }: { title: string; description: string }) {
  useEffect(() => {
    let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.append(tag);
    }
    const previous = tag.content;
    tag.content = description;
    return () => {
      if (tag.content === description) tag.content = previous;
    };
  }, [description]);
  return <title>{title}</title>;
}
