/**
 * The sandbox cashier page: one small, dark, mobile-first HTML page, server-rendered
 * with no script, so it works wherever the payurl opens (an in-app browser included).
 */
import { formatYuan, zhCN, zhCNCashier } from '@nocturne/core';
import { scriptlessPageCsp } from '../http/browserPolicy.ts';

export interface CashierView {
  orderNo: string;
  subject: string;
  amountFen: number;
  /** Where the form posts its `result`: the page's own path. */
  action: string;
  /** An order already paid, failed or expired shows its state and a way back instead of the buttons. */
  settled: 'paid' | 'failed' | 'expired' | null;
  /** Where the way back leads (the app page the order started from). */
  backUrl: string;
}

const text = zhCNCashier;

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

const STYLE = `
*{box-sizing:border-box}body{margin:0;min-height:100vh;background:#0f0f14;color:#ececf1;
font-family:-apple-system,"PingFang SC","Noto Sans CJK SC","Microsoft YaHei",sans-serif;
display:flex;align-items:center;justify-content:center;padding:16px}
main{width:100%;max-width:420px;background:#1b1b24;border-radius:16px;padding:24px 20px}
h1{font-size:18px;margin:0 0 4px}p.note{color:#8d8d9c;font-size:13px;margin:0 0 20px}
dl{margin:0 0 24px}dt{color:#8d8d9c;font-size:13px}dd{margin:2px 0 12px;word-break:break-all}
dd.amount{font-size:32px;font-weight:700;color:#f5c04a}
form{display:flex;flex-direction:column;gap:12px}
button{font:inherit;font-size:16px;border:0;border-radius:24px;padding:12px;cursor:pointer}
button.ok{background:#f5c04a;color:#1b1b24;font-weight:700}
button.fail{background:#2c2c38;color:#ececf1}
p.settled{text-align:center;font-size:16px}
a.back{display:block;text-align:center;color:#f5c04a;margin-top:16px}`;

/** The page's headers: a policy that lets only its own inline style apply (no script at all). */
export function cashierPageHeaders(publicUrl: string): Record<string, string> {
  return { 'Content-Security-Policy': scriptlessPageCsp([STYLE], publicUrl), 'Cache-Control': 'no-store' };
}

const SETTLED_TEXT = { paid: text.alreadyPaid, failed: text.alreadyFailed, expired: text.expired } as const;

export function renderCashierPage(view: CashierView): string {
  const settled = view.settled === null ? '' : SETTLED_TEXT[view.settled];
  const body =
    view.settled === null
      ? `<form method="post" action="${escapeHtml(view.action)}">
<button class="ok" type="submit" name="result" value="success">${text.success}</button>
<button class="fail" type="submit" name="result" value="fail">${text.fail}</button>
</form>`
      : `<p class="settled">${settled}</p><a class="back" href="${escapeHtml(view.backUrl)}">${zhCN.common.back}</a>`;
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="color-scheme" content="dark"><title>${text.title}</title>
<style>${STYLE}</style></head>
<body><main>
<h1>${text.title}</h1><p class="note">${text.sandboxNote}</p>
<dl><dt>${text.subject}</dt><dd>${escapeHtml(view.subject)}</dd>
<dt>${text.orderNo}</dt><dd>${escapeHtml(view.orderNo)}</dd>
<dt>${text.amount}</dt><dd class="amount">¥${formatYuan(view.amountFen)}</dd></dl>
${body}
</main></body></html>`;
}
