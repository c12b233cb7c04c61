import { useEffect } from 'react';

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute or site path of the social image; omitted when empty. */
  image?: string;
  type: 'website' | 'article';
}

/** Sets (or creates) one `<meta>` and returns a way to put the old content back. */
function setMeta(attribute: 'name' | 'property', key: string, content: string): () => void {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  const created = !tag;
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    document.head.append(tag);
  }
  const before = tag.content;
  tag.content = content;
  return () => (created ? tag.remove() : (tag.content = before));
}

/**
 * The page's title, description and Open Graph / Twitter tags while it is shown; the shell's own
 * come back when the reader leaves. Crawlers that run scripts and link previews read them.
 */
export function usePageMeta({ title, description, image, type }: PageMeta) {
  useEffect(() => {
    const before = document.title;
    document.title = title;
    const url = window.location.href;
    const undo = [
      setMeta('name', 'description', description),
      setMeta('property', 'og:title', title),
      setMeta('property', 'og:description', description),
      setMeta('property', 'og:type', type),
      setMeta('property', 'og:url', url),
      setMeta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
      ...(image ? [setMeta('property', 'og:image', new URL(image, url).href)] : []),
    ];
    return () => {
      document.title = before;
      undo.forEach((restore) => restore());
    };
  }, [title, description, image, type]);
}
