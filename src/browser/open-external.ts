/**
 * Opens an outbound link (chat, maps) in a new tab, the way spec section 7 asks: a blocked window
 * falls back to navigating the current page; if even that fails, the visitor gets an alert and
 * the useful text (number or address) in the clipboard.
 */
export function openExternal(url: string, failure: { message: string; clipboardText: string }): boolean {
  try {
    const opened = window.open(url, '_blank');
    if (opened) {
      // Not passed as the 'noopener' feature: with it, window.open returns null even on success.
      opened.opener = null;
      return true;
    }
    window.location.assign(url);
    return true;
  } catch {
    navigator.clipboard?.writeText(failure.clipboardText).catch(() => undefined);
    window.alert(failure.message);
    return false;
  }
}
