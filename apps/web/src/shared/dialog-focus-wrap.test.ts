/**
 * Tab wraps inside the top-most open modal (issue 42 point 2): from its last control to its first, Shift+Tab
 * from its first (or from the dialog itself) to its last; outside a modal, or in the middle of one, the
 * browser's own Tab is left alone.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadTabbable, wrapDialogTab } from './dialog-focus-wrap';

// Buttons only: jsdom's selector engine lists an <input> before the buttons around it (document order in a
// browser), which would test jsdom rather than the wrap.

/** Dispatches a Tab keydown on the focused element through the handler (displayCheck 'none': no layout). */
function tab(shiftKey = false): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, cancelable: true });
  const listener = (e: KeyboardEvent) => wrapDialogTab(e, 'none');
  document.addEventListener('keydown', listener, true);
  (document.activeElement ?? document.body).dispatchEvent(event);
  document.removeEventListener('keydown', listener, true);
  return event;
}

function mount(html: string) {
  document.body.innerHTML = html;
}

const button = (name: string) => document.querySelector<HTMLElement>(`[data-name="${name}"]`)!;

describe('wrapDialogTab', () => {
  beforeAll(loadTabbable);

  afterEach(() => {
    document.body.innerHTML = '';
  });

  const MODAL = `
    <button data-name="page">Page</button>
    <div role="dialog" aria-modal="true" tabindex="-1" data-name="dialog">
      <button data-name="close">Close</button>
      <button data-name="field">Field</button>
      <button data-name="disabled" disabled>Next</button>
      <button data-name="cancel">Cancel</button>
    </div>`;

  it('moves Tab from the last control to the first', () => {
    mount(MODAL);
    button('cancel').focus();
    expect(tab().defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(button('close'));
  });

  it('moves Shift+Tab from the first control, or from the dialog itself, to the last', () => {
    mount(MODAL);
    button('close').focus();
    expect(tab(true).defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(button('cancel'));
    button('dialog').focus();
    tab(true);
    expect(document.activeElement).toBe(button('cancel'));
  });

  it('leaves Tab in the middle of a dialog, and outside any modal, to the browser', () => {
    mount(MODAL);
    button('field').focus();
    expect(tab().defaultPrevented).toBe(false);
    button('page').focus();
    expect(tab().defaultPrevented).toBe(false);
    mount(`<div role="dialog"><button data-name="only">Only</button></div>`);
    button('only').focus();
    expect(tab().defaultPrevented).toBe(false);
  });

  it('leaves Tab to the browser when no control of the dialog is found (no layout to tell: jsdom)', () => {
    // With tabbable's 'full' visibility check and no layout, every control looks hidden: swallowing Tab there
    // had kept focus on a form field, so its blur validation never ran (CommunityFormModal test).
    mount(MODAL);
    button('field').focus();
    const event = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
    const listener = (e: KeyboardEvent) => wrapDialogTab(e, 'full');
    document.addEventListener('keydown', listener, true);
    button('field').dispatchEvent(event);
    document.removeEventListener('keydown', listener, true);
    expect(event.defaultPrevented).toBe(false);
  });

  it('wraps in the top-most of two open modals (the later one)', () => {
    mount(
      `${MODAL}<div role="dialog" aria-modal="true"><button data-name="a">A</button><button data-name="b">B</button></div>`,
    );
    button('b').focus();
    tab();
    expect(document.activeElement).toBe(button('a'));
  });
});
