// Where a key press landed, for the desks' single-key shortcuts (docs/staff-console.md,
// "Keyboard"): those answer only outside a field and outside dialogs.

// A dialog, a drop-down or a popup is open: Esc and the desk's keys are theirs.
export function inPanel(target: EventTarget | null): boolean {
  const panel = '.ant-modal-root, .ant-modal-wrap, [role="dialog"], .ant-select-dropdown, .ant-popover, .ant-select-open';
  if (target instanceof Element && target.closest(panel)) return true;
  return Boolean(document.querySelector('.ant-modal-wrap:not([style*="display: none"])'));
}

// The key goes into a field: a letter typed there is text, not a shortcut.
export function typingIn(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}
