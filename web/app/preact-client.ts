import { createElement, options, type ComponentChildren } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';

/**
 * `react-dom/client` of the built app, which runs on Preact (vite.config.ts). It adds the one
 * React 19 behaviour the pages rely on that Preact lacks: a `<title>` rendered anywhere outside an
 * SVG names the page. Preact leaves that element where it is rendered, in the body, where the
 * browser ignores it; so here each one also writes document.title. As with React, the title
 * mounted last wins, and when it goes the one before it (or the HTML file's own) comes back.
 * A `<title>` inside an SVG names its drawing and is left alone.
 */
export { createRoot, hydrateRoot } from 'preact/compat/client';

const XHTML = 'http://www.w3.org/1999/xhtml';
const onPage: Array<{ text: string }> = [];
/** The document's title while no page names it (the HTML file's own). */
let unnamed = '';

function showLatest(): void {
  document.title = onPage.at(-1)?.text ?? unnamed;
}

function Title(props: { children?: ComponentChildren }) {
  const element = useRef<Element>(null);
  // React takes one string as a title's children; a template literal or plain text gives that.
  const text = [props.children].flat().join('');
  useLayoutEffect(() => {
    if (element.current?.namespaceURI !== XHTML) return;
    const entry = { text };
    if (onPage.length === 0) unnamed = document.title;
    onPage.push(entry);
    showLatest();
    return () => {
      onPage.splice(onPage.indexOf(entry), 1);
      showLatest();
    };
  }, [text]);
  const title = createElement('title', { ...props, ref: element });
  // The hook below made this a Title too; this one is the element itself.
  title.type = 'title';
  return title;
}

const previousHook = options.vnode;
options.vnode = (vnode) => {
  previousHook?.(vnode);
  if (vnode.type === 'title') vnode.type = Title;
};
