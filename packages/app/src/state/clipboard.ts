import { zhCN } from '@nocturne/core';
import { showToast } from './toasts.ts';

/** Copies text and says whether it worked (docs/product.md section 8, Copy). */
export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    showToast(zhCN.common.copySucceeded);
  } catch {
    showToast(zhCN.common.copyFailed);
  }
}

/** Saves an image the page drew (the share QR code) as a download. */
export function downloadImage(dataUrl: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = dataUrl;
  link.download = fileName;
  link.click();
}
