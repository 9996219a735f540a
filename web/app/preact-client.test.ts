import { createElement as h, createRef, render, type Ref } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import './preact-client';

// The built app's page titles on Preact: the unit tests otherwise run the app on React.
describe('page titles on Preact', () => {
  // As in index.html: the head's title is the document's, whatever the body holds.
  const head = document.createElement('title');
  head.textContent = 'Crewcast';
  document.head.append(head);
  const root = document.createElement('div');
  document.body.append(root);
  afterEach(() => act(() => render(null, root)));

  it('names the page with a title rendered in the body, and gives the old name back when it goes', () => {
    act(() => render(h('main', null, h('title', null, 'Files · Crewcast')), root));
    expect(document.title).toBe('Files · Crewcast');
    act(() => render(h('main', null, h('title', null, `${'Chat'} · Crewcast`)), root));
    expect(document.title).toBe('Chat · Crewcast');
    act(() => render(h('main', null), root));
    expect(document.title).toBe('Crewcast');
  });

  it('lets the title mounted last win, and the earlier one come back when it goes', () => {
    const page = (dialog: boolean) =>
      h(
        'main',
        null,
        h('title', null, 'Home'),
        dialog && h('section', null, h('title', null, 'Oops')),
      );
    act(() => render(page(true), root));
    expect(document.title).toBe('Oops');
    act(() => render(page(false), root));
    expect(document.title).toBe('Home');
  });

  it('leaves a title inside an SVG to its drawing', () => {
    act(() =>
      render(
        h(
          'main',
          null,
          h('title', null, 'Games'),
          h('svg', null, h('title', { id: 'c' }, 'Chart')),
        ),
        root,
      ),
    );
    expect(document.title).toBe('Games');
    expect(root.querySelector('svg > title')?.textContent).toBe('Chart');
  });

  it('passes ref to a function component as a prop, as React 19 does, for the form fields', () => {
    const ref = createRef<HTMLInputElement>();
    const Field = (props: { ref?: Ref<HTMLInputElement>; name: string }) => h('input', props);
    act(() => render(h(Field, { ref, name: 'username' }), root));
    expect(ref.current?.name).toBe('username');
  });
});
