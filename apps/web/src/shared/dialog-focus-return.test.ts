/**
 * Focus back to a modal's opener, app-wide (issue 42 point 2): a dialog mounted only while open gives the
 * focus back when removed; a nested one to the control of the outer dialog; an opener gone gives it to
 * <main>, a hidden menu item to the menu's trigger; focus someone else placed (antd's own return, the next
 * control) is left alone, as is a popup that is not a modal, and a route change (the announcer's turn).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installDialogFocusReturn } from './dialog-focus-return';

const el = (name: string) => document.querySelector<HTMLElement>(`[data-name="${name}"]`)!;

/**
 * Lets the MutationObserver report (a microtask): the next "frame" runs at once in these tests, so one task
 * later everything has run, however slow the machine.
 */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Appends a modal dialog (as antd portals one: a container at the end of the body) and focuses `focus`. */
function openDialog(name: string, inner: string, focus: string) {
  const container = document.createElement('div');
  container.dataset.name = `${name}-portal`;
  container.innerHTML = `<div class="ant-modal-wrap"><div role="dialog" aria-modal="true" tabindex="-1" data-name="${name}">${inner}</div></div>`;
  document.body.append(container);
  el(focus).focus();
  return container;
}

describe('installDialogFocusReturn', () => {
  let stop: () => void;

  beforeEach(() => {
    document.body.innerHTML = `
      <main tabindex="-1" data-name="main">
        <button data-name="open">Edit</button>
        <button data-name="other">Other</button>
      </main>`;
    stop = installDialogFocusReturn(document, (run) => run());
  });

  afterEach(() => {
    stop();
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/');
  });

  it('gives the focus back to the opener when a dialog mounted only while open is removed', async () => {
    el('open').focus();
    const portal = openDialog('edit', '<button data-name="save">Save</button>', 'save');
    await settle();
    portal.remove();
    expect(document.activeElement).toBe(document.body);
    await settle();
    expect(document.activeElement).toBe(el('open'));
  });

  it('also when the dialog is hidden and the focus is lost, and only once', async () => {
    el('open').focus();
    const portal = openDialog('edit', '<button data-name="save">Save</button>', 'save');
    (portal.firstElementChild as HTMLElement).style.display = 'none';
    el('save').blur();
    await settle();
    expect(document.activeElement).toBe(el('open'));
    el('other').focus();
    portal.remove();
    await settle();
    expect(document.activeElement).toBe(el('other'));
  });

  it('returns from a nested dialog to the control of the outer one, then from the outer to its opener', async () => {
    el('open').focus();
    const outer = openDialog('outer', '<button data-name="more">More</button>', 'more');
    const inner = openDialog('inner', '<button data-name="ok">OK</button>', 'ok');
    await settle();
    inner.remove();
    await settle();
    expect(document.activeElement).toBe(el('more'));
    outer.remove();
    await settle();
    expect(document.activeElement).toBe(el('open'));
  });

  it('when both close at once, returns to the opener of the outer dialog', async () => {
    el('open').focus();
    const outer = openDialog('outer', '<button data-name="more">More</button>', 'more');
    const inner = openDialog('inner', '<button data-name="ok">OK</button>', 'ok');
    await settle();
    inner.remove();
    outer.remove();
    await settle();
    expect(document.activeElement).toBe(el('open'));
  });

  it('gives the focus to <main> when the opener is gone', async () => {
    el('open').focus();
    const portal = openDialog('edit', '<button data-name="save">Save</button>', 'save');
    el('open').remove();
    portal.remove();
    await settle();
    expect(document.activeElement).toBe(el('main'));
  });

  it('skips an opener that is hidden (a closed menu’s item) for the control focused before it', async () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      '<div class="menu" data-name="menu"><button data-name="item">Edit…</button></div>',
    );
    el('open').focus();
    el('item').focus();
    const portal = openDialog('edit', '<button data-name="save">Save</button>', 'save');
    el('menu').style.display = 'none';
    portal.remove();
    await settle();
    expect(document.activeElement).toBe(el('open'));
  });

  it('leaves the focus where something else put it (antd’s own return, another control)', async () => {
    el('open').focus();
    const portal = openDialog('edit', '<button data-name="save">Save</button>', 'save');
    await settle();
    el('other').focus();
    portal.remove();
    await settle();
    expect(document.activeElement).toBe(el('other'));
  });

  it('does nothing for a popup that is not a modal (Popconfirm), nor while the dialog stays open', async () => {
    el('open').focus();
    openDialog('edit', '<button data-name="delete">Delete</button>', 'delete');
    document.body.insertAdjacentHTML(
      'beforeend',
      '<div role="tooltip" data-name="pop"><button data-name="yes">Yes</button></div>',
    );
    el('yes').focus();
    el('pop').remove();
    await settle();
    expect(document.activeElement).toBe(document.body);
    expect(el('edit')).not.toBeNull();
  });

  it('leaves the focus to the route announcer when the dialog’s action changed the path', async () => {
    el('open').focus();
    const portal = openDialog('cart', '<button data-name="checkout">Checkout</button>', 'checkout');
    await settle();
    window.history.pushState(null, '', '/checkout/1');
    portal.remove();
    await settle();
    expect(document.activeElement).toBe(document.body);
  });
});
